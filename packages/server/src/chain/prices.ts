/**
 * USD prices from on-chain AggregatorV3 feeds, and from nothing else: a feed configured for an asset
 * (CHAIN_PRICE_FEEDS_<id>; the devnet feeds in the demo setup) is read with `decimals()` (once per feed)
 * and `latestRoundData()`. An answer that is not positive, was never updated, or is older than the maximum
 * age measured against the chain's latest block (not this server's clock: a quiet devnet's time stands
 * still) prices nothing, and so does a feed that cannot be read. No price means the API leaves price and
 * value out; it never invents one. The ABI is Chainlink's, so the same code reads a mainnet feed.
 */
import { formatUnits, type PublicClient } from 'viem';
import type { ChainConfig, PriceAsset } from '../config.js';
import type { ChainClients } from './clients.js';

export const AGGREGATOR_V3_ABI = [
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'latestRoundData',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'roundId', type: 'uint80' },
      { name: 'answer', type: 'int256' },
      { name: 'startedAt', type: 'uint256' },
      { name: 'updatedAt', type: 'uint256' },
      { name: 'answeredInRound', type: 'uint80' },
    ],
  },
] as const;

/** 'native', or a token's lower-case 0x address: how prices are keyed. */
export type PriceKey = string;

export function priceKey(asset: PriceAsset): PriceKey {
  return asset === 'native' ? 'native' : asset.toLowerCase();
}

export interface PriceSource {
  /** USD prices of those `assets` a feed prices now, keyed by priceKey; the others are left out. */
  getUsdPrices(chain: ChainConfig, assets: readonly PriceAsset[]): Promise<ReadonlyMap<PriceKey, number>>;
}

export const PRICE_TTL_MS = 30_000;
/** A failed read is retried sooner than a price is refreshed: the stack sets feeds just after start. */
export const PRICE_FAILURE_TTL_MS = 5_000;
/** Feeds answer 8 or 18 decimals; anything past this is not a price feed. */
const MAX_FEED_DECIMALS = 36;

export interface FeedRound {
  answer: bigint;
  updatedAt: bigint;
}

export type FeedVerdict = { price: number } | { reason: string };

/** Whether a round is a usable price, and which: the rules every feed answer passes. */
export function evaluateFeedRound(
  round: FeedRound,
  decimals: number,
  latestBlockTimestamp: bigint,
  maxAgeSeconds: number,
): FeedVerdict {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_FEED_DECIMALS) {
    return { reason: `decimals ${decimals} out of range` };
  }
  if (round.answer <= 0n) return { reason: 'answer is not positive' };
  if (round.updatedAt === 0n) return { reason: 'round never updated' };
  const age = latestBlockTimestamp - round.updatedAt;
  if (age > BigInt(maxAgeSeconds)) return { reason: `answer is ${age} s older than the latest block` };
  const price = Number(formatUnits(round.answer, decimals));
  if (!Number.isFinite(price) || price <= 0) return { reason: 'answer is not a finite price' };
  return { price };
}

export interface FeedPriceSourceOptions {
  clients: ChainClients;
  maxAgeSeconds: number;
  ttlMs?: number;
  failureTtlMs?: number;
  now?: () => number;
  /** Told why a feed priced nothing: a short reason, never an upstream URL. */
  onFailure?: (failure: { chainId: number; feed: string; reason: string }) => void;
}

/** A short reason for logs: viem's full messages carry the upstream URL, which may hold an API key. */
export function shortReason(error: unknown): string {
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
  if (typeof short === 'string') return short.split('\n')[0] ?? short;
  return error instanceof Error ? error.name : 'unknown error';
}

class FeedRejected extends Error {
  override readonly name = 'FeedRejected';
}

export function createFeedPriceSource(options: FeedPriceSourceOptions): PriceSource {
  const ttlMs = options.ttlMs ?? PRICE_TTL_MS;
  const failureTtlMs = options.failureTtlMs ?? PRICE_FAILURE_TTL_MS;
  const now = options.now ?? Date.now;
  const decimalsByFeed = new Map<string, number>();
  const cached = new Map<string, { price: number | undefined; expiresAt: number }>();
  const inFlight = new Map<string, Promise<number | undefined>>();

  const readDecimals = async (client: PublicClient, key: string, feed: `0x${string}`) => {
    const known = decimalsByFeed.get(key);
    if (known !== undefined) return known;
    const decimals = await client.readContract({
      address: feed,
      abi: AGGREGATOR_V3_ABI,
      functionName: 'decimals',
    });
    decimalsByFeed.set(key, decimals);
    return decimals;
  };

  const readPrice = async (
    chain: ChainConfig,
    client: PublicClient,
    feed: `0x${string}`,
    latestBlockTimestamp: Promise<bigint>,
  ): Promise<number> => {
    const key = `${chain.chainId}:${feed.toLowerCase()}`;
    const [decimals, round, timestamp] = await Promise.all([
      readDecimals(client, key, feed),
      client.readContract({ address: feed, abi: AGGREGATOR_V3_ABI, functionName: 'latestRoundData' }),
      latestBlockTimestamp,
    ]);
    const verdict = evaluateFeedRound(
      { answer: round[1], updatedAt: round[3] },
      decimals,
      timestamp,
      options.maxAgeSeconds,
    );
    if ('reason' in verdict) throw new FeedRejected(verdict.reason);
    return verdict.price;
  };

  const priceOf = (
    chain: ChainConfig,
    client: PublicClient,
    feed: `0x${string}`,
    latestBlockTimestamp: () => Promise<bigint>,
  ): Promise<number | undefined> => {
    const key = `${chain.chainId}:${feed.toLowerCase()}`;
    const hit = cached.get(key);
    if (hit !== undefined && hit.expiresAt > now()) return Promise.resolve(hit.price);
    const pending = inFlight.get(key);
    if (pending !== undefined) return pending;
    const reading = readPrice(chain, client, feed, latestBlockTimestamp()).then(
      (price) => {
        cached.set(key, { price, expiresAt: now() + ttlMs });
        return price;
      },
      (error: unknown) => {
        const reason = error instanceof FeedRejected ? error.message : shortReason(error);
        options.onFailure?.({ chainId: chain.chainId, feed, reason });
        cached.set(key, { price: undefined, expiresAt: now() + failureTtlMs });
        return undefined;
      },
    );
    inFlight.set(key, reading);
    return reading.finally(() => inFlight.delete(key));
  };

  return {
    async getUsdPrices(chain, assets) {
      const prices = new Map<PriceKey, number>();
      const client = options.clients.get(chain.chainId);
      if (client === undefined) return prices;
      const wanted = new Set(assets.map(priceKey));
      const feeds = chain.priceFeeds.filter((entry) => wanted.has(priceKey(entry.asset)));
      if (feeds.length === 0) return prices;
      // One latest-block read shared by the feeds refreshed together, and only when one is refreshed.
      let block: Promise<bigint> | undefined;
      const latestBlockTimestamp = () => {
        block ??= client.getBlock({ blockTag: 'latest' }).then((latest) => latest.timestamp);
        return block;
      };
      const answers = await Promise.all(
        feeds.map((entry) => priceOf(chain, client, entry.feed, latestBlockTimestamp)),
      );
      feeds.forEach((entry, index) => {
        const price = answers[index];
        if (price !== undefined) prices.set(priceKey(entry.asset), price);
      });
      return prices;
    },
  };
}
