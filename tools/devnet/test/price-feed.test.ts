/** The devnet's AggregatorV3 price feeds on a real anvil, and setDevnetPrices. */
import { type Abi, type Address, createPublicClient, createWalletClient, http, parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletportPriceFeedArtifact } from '../src/artifacts.js';
import { DEVNET_CONTRACTS, devnetAccount } from '../src/deployments.js';
import { type Devnet, startDevnet } from '../src/devnet.js';
import { setDevnetPrices } from '../src/owner-actions.js';
import { DEVNET_DEFAULT_PRICES } from '../src/price-feeds.js';
import { devnetViemChain } from '../src/viem-chain.js';
import { testChains } from './helpers.js';

const abi: Abi = walletportPriceFeedArtifact().abi;
let devnet: Devnet;

beforeAll(async () => {
  const [chain] = await testChains();
  devnet = await startDevnet({ chains: [chain!], seed: false });
}, 20_000);

afterAll(async () => {
  await devnet?.stop();
});

const rpcUrl = () => devnet.chains[0]!.rpcUrl;
const client = () => createPublicClient({ transport: http(rpcUrl()), pollingInterval: 50 });

function wallet(accountIndex: number) {
  const chain = devnet.chains[0]!;
  return createWalletClient({
    account: devnetAccount(accountIndex),
    chain: devnetViemChain(chain),
    transport: http(chain.rpcUrl),
  });
}

type RoundData = readonly [bigint, bigint, bigint, bigint, bigint];
const read = <T>(address: Address, functionName: string, args: unknown[] = []) =>
  client().readContract({ address, abi, functionName, args }) as Promise<T>;
const latestRound = (feed: Address) => read<RoundData>(feed, 'latestRoundData');

async function updateAnswer(feed: Address, answer: bigint, accountIndex = 0) {
  const hash = await wallet(accountIndex).writeContract({
    address: feed,
    abi,
    functionName: 'updateAnswer',
    args: [answer],
  });
  return client().waitForTransactionReceipt({ hash });
}

describe('WalletportPriceFeed', () => {
  it('answers decimals, description and version like a Chainlink feed', async () => {
    const feeds = [
      [DEVNET_CONTRACTS.ethUsdFeed, 'ETH / USD'],
      [DEVNET_CONTRACTS.wpusdUsdFeed, 'WPUSD / USD'],
      [DEVNET_CONTRACTS.wptUsdFeed, 'WPT / USD'],
    ] as const;
    for (const [feed, description] of feeds) {
      expect(await read(feed, 'decimals')).toBe(8);
      expect(await read(feed, 'description')).toBe(description);
      expect(await read(feed, 'version')).toBe(1n);
      expect(await read(feed, 'owner')).toBe(devnetAccount(0).address);
    }
  });

  it('starts at round 1 with the default price, dated by its deployment block', async () => {
    const [roundId, answer, startedAt, updatedAt, answeredInRound] = await latestRound(
      DEVNET_CONTRACTS.wptUsdFeed,
    );
    expect([roundId, answer, answeredInRound]).toEqual([1n, 42_000_000n, 1n]);
    expect(startedAt).toBe(updatedAt);
    const deployedIn = await client().getBlock({ blockNumber: 6n });
    expect(updatedAt).toBe(deployedIn.timestamp);
  });

  it('starts a new round on updateAnswer, stamped with the block time, and keeps the old ones', async () => {
    const feed = DEVNET_CONTRACTS.ethUsdFeed;
    const before = await latestRound(feed);
    const receipt = await updateAnswer(feed, 300_012_345_678n);
    const block = await client().getBlock({ blockNumber: receipt.blockNumber });
    const roundId = before[0] + 1n;
    expect(await latestRound(feed)).toEqual([
      roundId,
      300_012_345_678n,
      block.timestamp,
      block.timestamp,
      roundId,
    ]);
    expect(await read(feed, 'getRoundData', [roundId])).toEqual(await latestRound(feed));
    expect(await read(feed, 'getRoundData', [before[0]])).toEqual(before);
    expect(await read(feed, 'latestAnswer')).toBe(300_012_345_678n);
    expect(await read(feed, 'latestTimestamp')).toBe(block.timestamp);
    const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: 'AnswerUpdated' });
    expect(event?.args).toEqual({ current: 300_012_345_678n, roundId, updatedAt: block.timestamp });
  });

  it('lets only the owner update the answer', async () => {
    const feed = DEVNET_CONTRACTS.wpusdUsdFeed;
    const before = await latestRound(feed);
    await expect(
      client().simulateContract({
        account: devnetAccount(1),
        address: feed,
        abi,
        functionName: 'updateAnswer',
        args: [1n],
      }),
    ).rejects.toThrow(/NotOwner/);
    expect(await latestRound(feed)).toEqual(before);
  });

  it('reverts getRoundData for a round it never had', async () => {
    const feed = DEVNET_CONTRACTS.wpusdUsdFeed;
    const [latest] = await latestRound(feed);
    await expect(read(feed, 'getRoundData', [0n])).rejects.toThrow(/UnknownRound/);
    await expect(read(feed, 'getRoundData', [latest + 1n])).rejects.toThrow(/UnknownRound/);
  });
});

describe('setDevnetPrices', () => {
  it('sets every feed from decimal strings at 8 decimals, and repeating it sends nothing', async () => {
    await setDevnetPrices(rpcUrl(), { eth: '3100.5', wpusd: '0.9995', wpt: '0.00000001' });
    expect((await latestRound(DEVNET_CONTRACTS.ethUsdFeed))[1]).toBe(310_050_000_000n);
    expect((await latestRound(DEVNET_CONTRACTS.wpusdUsdFeed))[1]).toBe(99_950_000n);
    expect((await latestRound(DEVNET_CONTRACTS.wptUsdFeed))[1]).toBe(1n);

    const height = await client().getBlockNumber();
    await setDevnetPrices(rpcUrl(), { eth: '3100.50', wpusd: '0.9995', wpt: '0.00000001' });
    expect(await client().getBlockNumber()).toBe(height);

    // Only what differs gets a new round.
    const wpusdRound = (await latestRound(DEVNET_CONTRACTS.wpusdUsdFeed))[0];
    await setDevnetPrices(rpcUrl(), DEVNET_DEFAULT_PRICES);
    expect((await latestRound(DEVNET_CONTRACTS.ethUsdFeed))[1]).toBe(287_540_000_000n);
    expect((await latestRound(DEVNET_CONTRACTS.wpusdUsdFeed))[0]).toBe(wpusdRound + 1n);
    expect((await latestRound(DEVNET_CONTRACTS.wpusdUsdFeed))[1]).toBe(100_000_000n);
  });

  it('checks every price before sending any', async () => {
    const height = await client().getBlockNumber();
    for (const bad of ['', '1e3', '-1', '0', '0.000000001', ' 1', '1,5', '0x10', 'NaN']) {
      await expect(setDevnetPrices(rpcUrl(), { eth: '1', wpusd: '1', wpt: bad })).rejects.toMatchObject({
        code: 'INVALID_OPTION',
      });
    }
    expect(await client().getBlockNumber()).toBe(height);
  });
});
