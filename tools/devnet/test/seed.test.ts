/** The history a fresh devnet starts with (seed-plan.ts), written on a real anvil. */
import {
  type Abi,
  type Address,
  createPublicClient,
  erc20Abi,
  formatEther,
  formatUnits,
  http,
  isAddressEqual,
  parseEventLogs,
  type PublicClient,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAnvilBinary } from '../src/anvil-binary.js';
import { spawnAnvil } from '../src/anvil-process.js';
import { walletportCollectiblesArtifact, walletportPriceFeedArtifact } from '../src/artifacts.js';
import { devnetRpcUrl } from '../src/chains.js';
import { DEVNET_CONTRACTS, DEVNET_TOKENS, devnetAccount, plannedDeployments } from '../src/deployments.js';
import { type Devnet, startDevnet } from '../src/devnet.js';
import { DEVNET_DEFAULT_PRICES, DEVNET_PRICE_FEEDS, parsePriceAnswer } from '../src/price-feeds.js';
import { seedDevnetHistory } from '../src/seed.js';
import {
  DEVNET_HISTORY_SPAN_SECONDS,
  DEVNET_SEED_HISTORY,
  DEVNET_WALLET_ACCOUNT_INDEX,
  type DevnetSeedTransfer,
  seededCollectibleOwners,
} from '../src/seed-plan.js';
import { waitForRpc } from '../src/rpc-ready.js';
import { distinctFreePorts, testChains } from './helpers.js';

const collectiblesAbi: Abi = walletportCollectiblesArtifact().abi;
const feedAbi: Abi = walletportPriceFeedArtifact().abi;
const indexOf = (address: Address): number => {
  for (let index = 0; index < 10; index++)
    if (isAddressEqual(devnetAccount(index).address, address)) return index;
  throw new Error(`${address} is not a devnet account`);
};

let devnet: Devnet;
let startedAt = 0;

beforeAll(async () => {
  startedAt = Math.floor(Date.now() / 1000);
  devnet = await startDevnet({ chains: await testChains() });
}, 20_000);

afterAll(async () => {
  await devnet?.stop();
});

const clientFor = (rpcUrl: string): PublicClient =>
  createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 });

/** What one block of the history did, read back from the chain in the plan's terms. */
async function transferIn(client: PublicClient, blockNumber: bigint): Promise<DevnetSeedTransfer> {
  const block = await client.getBlock({ blockNumber, includeTransactions: true });
  expect(block.transactions).toHaveLength(1);
  const [transaction] = block.transactions;
  if (!transaction) throw new Error('no transaction');
  const receipt = await client.getTransactionReceipt({ hash: transaction.hash });
  expect(receipt.status).toBe('success');
  if (transaction.value > 0n) {
    return {
      kind: 'native',
      from: indexOf(transaction.from),
      to: indexOf(transaction.to as Address),
      amount: formatEther(transaction.value),
    };
  }
  const log = receipt.logs[0];
  const address = log?.address.toLowerCase();
  if (address === DEVNET_CONTRACTS.collectibles.toLowerCase()) {
    const [event] = parseEventLogs({ abi: collectiblesAbi, logs: receipt.logs, eventName: 'Transfer' });
    if (!event) throw new Error(`no Transfer in block ${blockNumber}`);
    const { from, to, tokenId } = event.args as { from: Address; to: Address; tokenId: bigint };
    return from === zeroAddress
      ? { kind: 'mint', to: indexOf(to), tokenId: Number(tokenId) }
      : { kind: 'collectible', from: indexOf(from), to: indexOf(to), tokenId: Number(tokenId) };
  }
  const token = address === DEVNET_CONTRACTS.wpusd.toLowerCase() ? 'wpusd' : 'wpt';
  const [event] = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' });
  if (!event) throw new Error(`no Transfer in block ${blockNumber}`);
  const { from, to, value } = event.args;
  return {
    kind: 'token',
    token,
    from: indexOf(from),
    to: indexOf(to),
    amount: formatUnits(value, DEVNET_TOKENS[token].decimals),
  };
}

describe('the seeded history', () => {
  it('is on both chains, one block per entry, in plan order, dated as planned', async () => {
    const firstBlock = BigInt(plannedDeployments().length + 1);
    for (const chain of devnet.chains) {
      const client = clientFor(chain.rpcUrl);
      const genesis = await client.getBlock({ blockNumber: 0n });
      expect(Number(genesis.timestamp)).toBeGreaterThanOrEqual(startedAt - DEVNET_HISTORY_SPAN_SECONDS - 1);
      expect(Number(genesis.timestamp)).toBeLessThanOrEqual(startedAt - DEVNET_HISTORY_SPAN_SECONDS + 5);
      let previous = genesis.timestamp;
      for (const [offset, entry] of DEVNET_SEED_HISTORY.entries()) {
        const blockNumber = firstBlock + BigInt(offset);
        expect(await transferIn(client, blockNumber), `block ${blockNumber}`).toEqual(entry.transfer);
        const { timestamp } = await client.getBlock({ blockNumber });
        expect(timestamp).toBeGreaterThan(previous);
        expect(Math.abs(Number(timestamp) - (startedAt - entry.secondsAgo))).toBeLessThan(30);
        previous = timestamp;
      }
    }
  });

  it('ends with the clock at now and fresh price rounds at the default prices', async () => {
    const client = clientFor(devnet.chains[0]!.rpcUrl);
    const now = Math.floor(Date.now() / 1000);
    // The rounds are renewed in the block right after the history; the liquidity and Farcaster seeds
    // mine after it, possibly a second later, so the latest block is not the one to compare with.
    const renewedIn = BigInt(plannedDeployments().length + 1 + DEVNET_SEED_HISTORY.length);
    const renewal = await client.getBlock({ blockNumber: renewedIn });
    expect(Math.abs(Number(renewal.timestamp) - now)).toBeLessThan(30);
    for (const [asset, feed] of Object.entries(DEVNET_PRICE_FEEDS)) {
      const [roundId, answer, , updatedAt] = (await client.readContract({
        address: DEVNET_CONTRACTS[feed.contract],
        abi: feedAbi,
        functionName: 'latestRoundData',
      })) as readonly [bigint, bigint, bigint, bigint, bigint];
      expect(roundId).toBe(2n);
      expect(answer).toBe(
        parsePriceAnswer(DEVNET_DEFAULT_PRICES[asset as keyof typeof DEVNET_DEFAULT_PRICES]),
      );
      expect(updatedAt).toBe(renewal.timestamp);
    }
  });

  it('leaves the wallet’s account with collectibles 1-4, account 1 with 5-6, and its token balances as funded', async () => {
    expect([...seededCollectibleOwners()].sort(([a], [b]) => a - b)).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 1],
      [6, 1],
    ]);
    const client = clientFor(devnet.chains[1]!.rpcUrl);
    for (const [tokenId, owner] of seededCollectibleOwners()) {
      expect(
        await client.readContract({
          address: DEVNET_CONTRACTS.collectibles,
          abi: collectiblesAbi,
          functionName: 'ownerOf',
          args: [BigInt(tokenId)],
        }),
      ).toBe(devnetAccount(owner).address);
    }
    const wallet = devnetAccount(DEVNET_WALLET_ACCOUNT_INDEX).address;
    for (const token of ['wpusd', 'wpt'] as const) {
      const balance = await client.readContract({
        address: DEVNET_CONTRACTS[token],
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [wallet],
      });
      expect(formatUnits(balance, DEVNET_TOKENS[token].decimals)).toBe('1000000');
    }
  });

  it('is written once: seeding again sends nothing', async () => {
    const { rpcUrl } = devnet.chains[0]!;
    const client = clientFor(rpcUrl);
    const height = await client.getBlockNumber();
    const lines: string[] = [];
    expect(await seedDevnetHistory({ rpcUrl, log: (line) => lines.push(line) })).toEqual({
      seeded: false,
      transactions: 0,
    });
    expect(await client.getBlockNumber()).toBe(height);
    expect(lines).toEqual(['[devnet 31337] history already seeded']);
  });
});

describe('seedDevnetHistory elsewhere', () => {
  it('on a chain whose clock is already now, writes the entries a second apart and in order', async () => {
    const [chain] = await testChains();
    const bare = await startDevnet({ chains: [chain!], seed: false });
    try {
      const client = clientFor(bare.chains[0]!.rpcUrl);
      const before = await client.getBlockNumber();
      const result = await seedDevnetHistory({ rpcUrl: bare.chains[0]!.rpcUrl });
      expect(result).toEqual({ seeded: true, transactions: DEVNET_SEED_HISTORY.length + 3 });
      const timestamps: bigint[] = [];
      for (let number = before; number <= (await client.getBlockNumber()); number++) {
        timestamps.push((await client.getBlock({ blockNumber: number })).timestamp);
      }
      expect(timestamps).toHaveLength(DEVNET_SEED_HISTORY.length + 2);
      for (let index = 1; index < timestamps.length; index++) {
        expect(timestamps[index]).toBeGreaterThan(timestamps[index - 1] as bigint);
      }
      expect(await transferIn(client, before + 1n)).toEqual(DEVNET_SEED_HISTORY[0]?.transfer);
    } finally {
      await bare.stop();
    }
  });

  it('with interval mining, sends the history in two waves and ends with the same owners', {
    timeout: 30_000,
  }, async () => {
    const [chain] = await testChains();
    const live = await startDevnet({ chains: [chain!], blockTime: 1 });
    try {
      const client = clientFor(live.chains[0]!.rpcUrl);
      for (const [tokenId, owner] of seededCollectibleOwners()) {
        expect(
          await client.readContract({
            address: DEVNET_CONTRACTS.collectibles,
            abi: collectiblesAbi,
            functionName: 'ownerOf',
            args: [BigInt(tokenId)],
          }),
        ).toBe(devnetAccount(owner).address);
      }
    } finally {
      await live.stop();
    }
  });

  it('refuses a chain without the contracts', async () => {
    const [port] = await distinctFreePorts(1);
    const config = { id: 31337, name: 'Bare anvil', port: port as number };
    const anvil = spawnAnvil({ binary: resolveAnvilBinary(), chain: config });
    try {
      const rpcUrl = devnetRpcUrl(config.port);
      await waitForRpc({
        rpcUrl,
        expectedChainId: config.id,
        chainName: config.name,
        anvil,
        timeoutMs: 10_000,
      });
      await expect(seedDevnetHistory({ rpcUrl })).rejects.toMatchObject({ code: 'SEED_FAILED' });
    } finally {
      await anvil.stop();
    }
  });
});
