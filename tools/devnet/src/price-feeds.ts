/**
 * The devnet's USD price feeds (AggregatorV3Interface, see contracts/WalletportPriceFeed.sol) and the
 * answers they start with. The server prices devnet assets from these feeds only, so the numbers here
 * are the devnet's "market": change them with setDevnetPrices, never in a table somewhere else.
 */
import { formatUnits } from 'viem';
import { DevnetError } from './errors.js';

/** Chainlink's USD feeds answer with 8 decimals; the devnet's do the same. */
export const DEVNET_PRICE_FEED_DECIMALS = 8;

/** The assets with a feed: the native coin and the two devnet tokens. */
export type DevnetPricedAsset = 'eth' | 'wpusd' | 'wpt';

export interface DevnetPriceFeedInfo {
  /** The feed's key in DEVNET_CONTRACTS. */
  contract: 'ethUsdFeed' | 'wpusdUsdFeed' | 'wptUsdFeed';
  /** What description() answers, in Chainlink's "BASE / QUOTE" style. */
  description: string;
  /** What the feed prices: the chain's native coin, or a DEVNET_TOKENS key (same key in DEVNET_CONTRACTS). */
  prices: 'native' | 'wpusd' | 'wpt';
}

export const DEVNET_PRICE_FEEDS = {
  eth: { contract: 'ethUsdFeed', description: 'ETH / USD', prices: 'native' },
  wpusd: { contract: 'wpusdUsdFeed', description: 'WPUSD / USD', prices: 'wpusd' },
  wpt: { contract: 'wptUsdFeed', description: 'WPT / USD', prices: 'wpt' },
} as const satisfies Record<DevnetPricedAsset, DevnetPriceFeedInfo>;

/** USD prices as decimal strings, one per feed. */
export type DevnetPriceAnswers = { readonly [asset in DevnetPricedAsset]: string };

/** What the feeds answer on a fresh devnet, and what the local stack sets at every start. */
export const DEVNET_DEFAULT_PRICES = {
  eth: '2875.40',
  wpusd: '1.00',
  wpt: '0.42',
} as const satisfies DevnetPriceAnswers;

/**
 * A USD price as the feed's fixed-point integer: '2875.40' -> 287540000000n. Only plain positive
 * decimals with at most 8 fraction digits: rounding a price someone typed would set a number they did
 * not ask for, and `Number()` would accept '1e3' or ' 0x10 '.
 */
export function parsePriceAnswer(text: string): bigint {
  const match = /^(0|[1-9]\d{0,29})(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) {
    throw new DevnetError('Invalid price', {
      code: 'INVALID_OPTION',
      details: `A devnet price must be a plain decimal like "2875.40" with at most ${DEVNET_PRICE_FEED_DECIMALS} fraction digits, got ${JSON.stringify(text)}.`,
    });
  }
  const [, whole = '0', fraction = ''] = match;
  const answer = BigInt(whole + fraction.padEnd(DEVNET_PRICE_FEED_DECIMALS, '0'));
  if (answer === 0n) {
    throw new DevnetError('Invalid price', {
      code: 'INVALID_OPTION',
      details: 'A devnet price must be greater than zero: a feed answering 0 means "no price".',
    });
  }
  return answer;
}

/** The feed's integer answer as a decimal string: 287540000000n -> '2875.4'. */
export function formatPriceAnswer(answer: bigint): string {
  return formatUnits(answer, DEVNET_PRICE_FEED_DECIMALS);
}
