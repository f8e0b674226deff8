/**
 * Fills the devnet's swap pools (swap-pools.ts) from the liquidity provider's account. Idempotent: a
 * pool that exists with reserves is left alone, whatever swaps have done to its price since, so
 * restarting the stack on a chain that is still running changes nothing.
 */
import { type Address, encodeFunctionData, erc20Abi, maxUint256, parseUnits, zeroAddress } from 'viem';
import { DEVNET_CONTRACTS, DEVNET_TOKENS, devnetAccount } from './deployments.js';
import {
  CONTRACT_CALL_GAS,
  connectDevnet,
  createCallSender,
  type DevnetCall,
  type DevnetConnection,
  type SentCall,
} from './devnet-calls.js';
import { DevnetError } from './errors.js';
import { devnetSwapFactoryAbi, devnetSwapPairAbi, devnetSwapRouterAbi } from './swap-abi.js';
import {
  DEVNET_LIQUIDITY_PROVIDER_INDEX,
  DEVNET_SWAP_POOLS,
  type DevnetPoolAsset,
  type DevnetSwapPool,
  devnetPoolToken,
} from './swap-pools.js';

/** A first deposit also creates the pair (CREATE2 of ~5.5 kB of code), far above an ordinary call. */
const ADD_LIQUIDITY_GAS = 6_000_000n;
/** The router refuses deposits past their deadline; the seed is sent and mined within seconds. */
const DEADLINE_SECONDS = 3_600n;

export interface SeedLiquidityOptions {
  rpcUrl: string;
  log?: (line: string) => void;
}

export interface SeedLiquidityResult {
  /** The pools that received their deposit now (empty when every pool already had reserves). */
  seededPools: readonly DevnetSwapPool[];
  /** Transactions sent (0 when nothing was). */
  transactions: number;
}

type DevnetTokenKey = keyof typeof DEVNET_TOKENS;

function baseUnits(asset: DevnetPoolAsset, amount: string): bigint {
  return parseUnits(amount, asset === 'eth' ? 18 : DEVNET_TOKENS[asset].decimals);
}

async function hasReserves(connection: DevnetConnection, pool: DevnetSwapPool): Promise<boolean> {
  const [tokenA, tokenB] = pool.assets.map(devnetPoolToken) as [Address, Address];
  const pair = await connection.client.readContract({
    address: DEVNET_CONTRACTS.swapFactory,
    abi: devnetSwapFactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  });
  if (pair === zeroAddress) return false;
  const [reserve0, reserve1] = await connection.client.readContract({
    address: pair,
    abi: devnetSwapPairAbi,
    functionName: 'getReserves',
  });
  return reserve0 > 0n && reserve1 > 0n;
}

/** The router's deposit call for one pool: addLiquidityETH when one side is ether. */
function depositCall(pool: DevnetSwapPool, provider: Address, deadline: bigint): DevnetCall {
  const [assetA, assetB] = pool.assets;
  const [amountA, amountB] = [baseUnits(assetA, pool.amounts[0]), baseUnits(assetB, pool.amounts[1])];
  const label = `add ${pool.amounts[0]} ${assetA.toUpperCase()} and ${pool.amounts[1]} ${assetB.toUpperCase()} to the pool`;
  const common = { label, from: provider, to: DEVNET_CONTRACTS.swapRouter, gas: ADD_LIQUIDITY_GAS };
  if (assetA === 'eth' || assetB === 'eth') {
    const [token, tokenAmount, ethAmount] =
      assetA === 'eth'
        ? [assetB as DevnetTokenKey, amountB, amountA]
        : [assetA as DevnetTokenKey, amountA, amountB];
    return {
      ...common,
      value: ethAmount,
      data: encodeFunctionData({
        abi: devnetSwapRouterAbi,
        functionName: 'addLiquidityETH',
        args: [DEVNET_CONTRACTS[token], tokenAmount, tokenAmount, ethAmount, provider, deadline],
      }),
    };
  }
  return {
    ...common,
    data: encodeFunctionData({
      abi: devnetSwapRouterAbi,
      functionName: 'addLiquidity',
      args: [
        DEVNET_CONTRACTS[assetA],
        DEVNET_CONTRACTS[assetB],
        amountA,
        amountB,
        amountA,
        amountB,
        provider,
        deadline,
      ],
    }),
  };
}

/** Approvals the deposits need: each token the pools take, where the router may not yet spend enough. */
async function approvalCalls(
  connection: DevnetConnection,
  pools: readonly DevnetSwapPool[],
  provider: Address,
): Promise<DevnetCall[]> {
  const needed = new Map<DevnetTokenKey, bigint>();
  for (const pool of pools) {
    pool.assets.forEach((asset, index) => {
      if (asset === 'eth') return;
      needed.set(asset, (needed.get(asset) ?? 0n) + baseUnits(asset, pool.amounts[index] as string));
    });
  }
  const calls: DevnetCall[] = [];
  for (const [token, amount] of needed) {
    const allowance = await connection.client.readContract({
      address: DEVNET_CONTRACTS[token],
      abi: erc20Abi,
      functionName: 'allowance',
      args: [provider, DEVNET_CONTRACTS.swapRouter],
    });
    if (allowance >= amount) continue;
    calls.push({
      label: `let the swap router spend ${DEVNET_TOKENS[token].symbol}`,
      from: provider,
      to: DEVNET_CONTRACTS[token],
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [DEVNET_CONTRACTS.swapRouter, maxUint256],
      }),
      gas: CONTRACT_CALL_GAS,
    });
  }
  return calls;
}

export async function seedDevnetLiquidity(options: SeedLiquidityOptions): Promise<SeedLiquidityResult> {
  const { rpcUrl, log } = options;
  const connection = await connectDevnet(rpcUrl);
  const where = `[devnet ${connection.chainId}]`;
  const code = await connection.client.getCode({ address: DEVNET_CONTRACTS.swapRouter });
  if (code === undefined || code === '0x') {
    throw new DevnetError('Cannot seed the swap pools', {
      code: 'SEED_FAILED',
      details: `No swap router at ${DEVNET_CONTRACTS.swapRouter} on ${rpcUrl}: deploy the devnet contracts first.`,
    });
  }
  const filled = await Promise.all(DEVNET_SWAP_POOLS.map((pool) => hasReserves(connection, pool)));
  const empty: DevnetSwapPool[] = DEVNET_SWAP_POOLS.filter((_, index) => !filled[index]);
  if (empty.length === 0) {
    log?.(`${where} swap pools already seeded`);
    return { seededPools: [], transactions: 0 };
  }
  const provider = devnetAccount(DEVNET_LIQUIDITY_PROVIDER_INDEX).address;
  const latest = await connection.client.getBlock({ blockTag: 'latest' });
  const deadline = latest.timestamp + DEADLINE_SECONDS;
  const calls = [
    ...(await approvalCalls(connection, empty, provider)),
    ...empty.map((pool) => depositCall(pool, provider, deadline)),
  ];
  // One sender, consecutive nonces: the approvals are mined before the deposits that spend them.
  const sender = createCallSender(connection, {
    code: 'SEED_FAILED',
    message: 'Seeding the swap pools failed',
  });
  const sent: SentCall[] = [];
  for (const call of calls) sent.push(await sender.send(call));
  await sender.confirm(sent);
  log?.(`${where} seeded ${empty.length} swap pools`);
  return { seededPools: empty, transactions: sent.length };
}
