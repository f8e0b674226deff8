/** The AMM on a real anvil: seeded pools, the router's swaps at the V2 formula, and its refusals. */
import fc from 'fast-check';
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  http,
  isAddressEqual,
  parseEther,
  parseUnits,
  type PublicClient,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_CONTRACTS, devnetAccount } from '../src/deployments.js';
import { type Devnet, startDevnet } from '../src/devnet.js';
import { seedDevnetLiquidity } from '../src/seed-liquidity.js';
import { devnetSwapFactoryAbi, devnetSwapPairAbi, devnetSwapRouterAbi } from '../src/swap-abi.js';
import {
  DEVNET_LIQUIDITY_PROVIDER_INDEX,
  DEVNET_SWAP_POOLS,
  devnetPairAddress,
  devnetPoolToken,
  sortTokens,
} from '../src/swap-pools.js';
import { devnetViemChain } from '../src/viem-chain.js';
import { testChains } from './helpers.js';

/** An account the seed never touches: ether only, no tokens to begin with. */
const TRADER = devnetAccount(5);
const { weth, wpusd, wpt, swapRouter } = DEVNET_CONTRACTS;

let devnet: Devnet;
let client: PublicClient;

beforeAll(async () => {
  const [chain] = await testChains();
  devnet = await startDevnet({ chains: [chain!] });
  client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl), pollingInterval: 50 });
}, 30_000);

afterAll(async () => {
  await devnet?.stop();
});

const wallet = () => {
  const chain = devnet.chains[0]!;
  return createWalletClient({
    account: TRADER,
    chain: devnetViemChain(chain),
    transport: http(chain.rpcUrl),
  });
};

/** The constant-product formula with the 0.3 % fee, in integers, as the router must compute it. */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);

async function reserves(tokenIn: Address, tokenOut: Address): Promise<[bigint, bigint]> {
  const [reserve0, reserve1] = await client.readContract({
    address: devnetPairAddress(tokenIn, tokenOut),
    abi: devnetSwapPairAbi,
    functionName: 'getReserves',
  });
  const [token0] = sortTokens(tokenIn, tokenOut);
  return isAddressEqual(token0, tokenIn) ? [reserve0, reserve1] : [reserve1, reserve0];
}

/** What the formula gives along a path, hop by hop, from the reserves on the chain now. */
async function expectedAmounts(amountIn: bigint, path: readonly Address[]): Promise<bigint[]> {
  const amounts = [amountIn];
  for (let hop = 0; hop < path.length - 1; hop++) {
    const [reserveIn, reserveOut] = await reserves(path[hop] as Address, path[hop + 1] as Address);
    amounts.push(amountOut(amounts[hop] as bigint, reserveIn, reserveOut));
  }
  return amounts;
}

const tokenBalance = (token: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [TRADER.address] });

async function mined(hash: Hash) {
  const receipt = await client.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return { gasCost: receipt.gasUsed * receipt.effectiveGasPrice };
}

const deadline = async (secondsFromNow = 600) =>
  (await client.getBlock({ blockTag: 'latest' })).timestamp + BigInt(secondsFromNow);

/** The router's custom error (name and arguments) a call reverts with. */
async function revertOf(call: () => Promise<unknown>): Promise<{ name?: string; args?: readonly unknown[] }> {
  try {
    await call();
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
        : null;
    if (reverted instanceof ContractFunctionRevertedError) {
      return { name: reverted.data?.errorName, args: reverted.data?.args };
    }
    throw error;
  }
  throw new Error('the call did not revert');
}

describe('seeded pools on a fresh chain', () => {
  it('sit at their literal addresses, known to the factory, with the router wired to it and WETH', async () => {
    expect(
      await client.readContract({ address: swapRouter, abi: devnetSwapRouterAbi, functionName: 'factory' }),
    ).toBe(DEVNET_CONTRACTS.swapFactory);
    expect(
      await client.readContract({ address: swapRouter, abi: devnetSwapRouterAbi, functionName: 'WETH' }),
    ).toBe(weth);
    expect(
      await client.readContract({
        address: DEVNET_CONTRACTS.swapFactory,
        abi: devnetSwapFactoryAbi,
        functionName: 'allPairsLength',
      }),
    ).toBe(BigInt(DEVNET_SWAP_POOLS.length));
    for (const pool of DEVNET_SWAP_POOLS) {
      const [tokenA, tokenB] = pool.assets.map(devnetPoolToken) as [Address, Address];
      expect(devnetPairAddress(tokenA, tokenB)).toBe(pool.address);
      expect(
        await client.readContract({
          address: DEVNET_CONTRACTS.swapFactory,
          abi: devnetSwapFactoryAbi,
          functionName: 'getPair',
          args: [tokenB, tokenA],
        }),
      ).toBe(pool.address);
    }
  });

  it('hold exactly the seeded amounts, and the liquidity provider holds the shares', async () => {
    for (const pool of DEVNET_SWAP_POOLS) {
      const [assetA, assetB] = pool.assets;
      const decimals = (asset: string) => (asset === 'wpusd' ? 6 : 18);
      expect(await reserves(devnetPoolToken(assetA), devnetPoolToken(assetB))).toEqual([
        parseUnits(pool.amounts[0], decimals(assetA)),
        parseUnits(pool.amounts[1], decimals(assetB)),
      ]);
      const shares = await client.readContract({
        address: pool.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devnetAccount(DEVNET_LIQUIDITY_PROVIDER_INDEX).address],
      });
      expect(shares).toBeGreaterThan(0n);
    }
    // Priced at the feeds' defaults: 100 ETH buys about 287,540 WPUSD less the fee and the slippage.
    const [ethReserve, usdReserve] = await reserves(weth, wpusd);
    expect((usdReserve * 10n ** 12n * 100n) / ethReserve).toBe(287_540n);
  });
});

describe('getAmountsOut', () => {
  it('is the V2 formula, hop by hop, for any amount', async () => {
    const paths: Address[][] = [
      [weth, wpusd],
      [wpusd, weth],
      [wpt, wpusd],
      [wpusd, weth, wpt],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.constantFrom(...paths),
        async (amountIn, path) => {
          const quoted = await client.readContract({
            address: swapRouter,
            abi: devnetSwapRouterAbi,
            functionName: 'getAmountsOut',
            args: [amountIn, path],
          });
          expect(quoted).toEqual(await expectedAmounts(amountIn, path));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses a path of one token and a pair without a pool', async () => {
    const quote = (path: Address[]) =>
      client.readContract({
        address: swapRouter,
        abi: devnetSwapRouterAbi,
        functionName: 'getAmountsOut',
        args: [1n, path],
      });
    expect((await revertOf(() => quote([weth]))).name).toBe('InvalidPath');
    expect((await revertOf(() => quote([weth, DEVNET_CONTRACTS.multicall3]))).name).toBe(
      'InsufficientLiquidity',
    );
  });
});

describe('swaps', () => {
  it('ETH → WPUSD pays exactly the formula’s amount', async () => {
    const amountIn = parseEther('1');
    const path = [weth, wpusd];
    const [, expected] = await expectedAmounts(amountIn, path);
    const before = await tokenBalance(wpusd);
    await mined(
      await wallet().writeContract({
        address: swapRouter,
        abi: devnetSwapRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [expected as bigint, path, TRADER.address, await deadline()],
        value: amountIn,
      }),
    );
    expect((await tokenBalance(wpusd)) - before).toBe(expected);
    // 1 ETH at 2875.40 less 0.3 % and a little slippage on a 100 ETH pool.
    expect(expected).toBe(2_838_474_212n);
  });

  it('WPUSD → ETH (after an approval) pays exactly the formula’s amount in ether', async () => {
    const amountIn = parseUnits('1000', 6);
    const path = [wpusd, weth];
    await mined(
      await wallet().writeContract({
        address: wpusd,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swapRouter, amountIn],
      }),
    );
    const [, expected] = await expectedAmounts(amountIn, path);
    const before = await client.getBalance({ address: TRADER.address });
    const { gasCost } = await mined(
      await wallet().writeContract({
        address: swapRouter,
        abi: devnetSwapRouterAbi,
        functionName: 'swapExactTokensForETH',
        args: [amountIn, expected as bigint, path, TRADER.address, await deadline()],
      }),
    );
    expect((await client.getBalance({ address: TRADER.address })) - before + gasCost).toBe(expected);
  });

  it('WPUSD → WPT through ETH pays the two hops’ amount', async () => {
    const amountIn = parseUnits('500', 6);
    const path = [wpusd, weth, wpt];
    await mined(
      await wallet().writeContract({
        address: wpusd,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swapRouter, amountIn],
      }),
    );
    const expected = await expectedAmounts(amountIn, path);
    const before = await tokenBalance(wpt);
    await mined(
      await wallet().writeContract({
        address: swapRouter,
        abi: devnetSwapRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, 0n, path, TRADER.address, await deadline()],
      }),
    );
    expect((await tokenBalance(wpt)) - before).toBe(expected[2]);
  });
});

describe('refusals', () => {
  const swapEth = (amountOutMin: bigint, until: bigint, path: Address[] = [weth, wpusd]) =>
    client.simulateContract({
      account: TRADER,
      address: swapRouter,
      abi: devnetSwapRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, path, TRADER.address, until],
      value: parseEther('1'),
    });

  it('a minimum above the output reverts InsufficientOutputAmount(amountOut, amountOutMin)', async () => {
    const [, quoted] = await expectedAmounts(parseEther('1'), [weth, wpusd]);
    const minimum = (quoted as bigint) + 1n;
    expect(await revertOf(() => swapEth(minimum, 2n ** 40n))).toEqual({
      name: 'InsufficientOutputAmount',
      args: [quoted, minimum],
    });
  });

  it('a deadline in the past reverts Expired', async () => {
    expect((await revertOf(async () => swapEth(0n, await deadline(-60)))).name).toBe('Expired');
  });

  it('ether in on a path that does not start with WETH reverts InvalidPath', async () => {
    expect((await revertOf(() => swapEth(0n, 2n ** 40n, [wpusd, weth]))).name).toBe('InvalidPath');
  });
});

describe('the pair itself', () => {
  it('pays what the formula allows for tokens sent in, and not one base unit more', async () => {
    const pair = devnetPairAddress(wpusd, weth);
    const amountIn = parseUnits('10', 6);
    const [reserveIn, reserveOut] = await reserves(wpusd, weth);
    const allowed = amountOut(amountIn, reserveIn, reserveOut);
    const [token0] = sortTokens(wpusd, weth);
    const outs = (amount: bigint): [bigint, bigint] =>
      isAddressEqual(token0, weth) ? [amount, 0n] : [0n, amount];
    await mined(
      await wallet().writeContract({
        address: wpusd,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [pair, amountIn],
      }),
    );
    const swapOut = (amount: bigint) =>
      client.simulateContract({
        account: TRADER,
        address: pair,
        abi: devnetSwapPairAbi,
        functionName: 'swap',
        args: [...outs(amount), TRADER.address],
      });
    expect((await revertOf(() => swapOut(allowed + 1n))).name).toBe('ConstantProductViolated');
    const { request } = await swapOut(allowed);
    await mined(await wallet().writeContract(request));
    expect(await reserves(wpusd, weth)).toEqual([reserveIn + amountIn, reserveOut - allowed]);
  });
});

describe('seedDevnetLiquidity', () => {
  it('sends nothing when the pools exist, even after swaps moved their prices', async () => {
    const height = await client.getBlockNumber();
    const lines: string[] = [];
    const result = await seedDevnetLiquidity({
      rpcUrl: devnet.chains[0]!.rpcUrl,
      log: (line) => lines.push(line),
    });
    expect(result).toEqual({ seededPools: [], transactions: 0 });
    expect(await client.getBlockNumber()).toBe(height);
    expect(lines).toEqual([`[devnet ${devnet.chains[0]!.id}] swap pools already seeded`]);
  });
});
