/**
 * Parsers of the per-chain variables that go beyond upstreams and tokens: price feeds
 * (CHAIN_PRICE_FEEDS_<id>), where the indexer starts (CHAIN_INDEX_FROM_<id>) and the contracts whose NFTs
 * are spam (CHAIN_SPAM_CONTRACTS_<id>). Each answers its value or a problem text, never throws, so
 * parseChains can collect every problem at once.
 */

export type HexAddress = `0x${string}`;

/** What a feed prices: the chain's native currency, or an ERC-20 token by its contract address. */
export type PriceAsset = 'native' | HexAddress;

export interface PriceFeedConfig {
  asset: PriceAsset;
  /** An AggregatorV3Interface contract answering the asset's USD price. */
  feed: HexAddress;
}

/** The first block the indexer reads on a fresh database: a block number, or the head at that moment. */
export type IndexStart = number | 'latest';

export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

function entries(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * "native:0xFeed,0xToken:0xFeed": one feed per asset. Asset addresses are compared case-insensitively,
 * so naming one asset twice is a problem whatever the spelling.
 */
export function parsePriceFeedList(value: string): PriceFeedConfig[] | string {
  const feeds: PriceFeedConfig[] = [];
  const seen = new Set<string>();
  for (const entry of entries(value)) {
    const [asset = '', feed = '', ...rest] = entry.split(':').map((part) => part.trim());
    if (rest.length > 0 || feed === '') {
      return `entries must look like native:0xFeed or 0xToken:0xFeed, got ${JSON.stringify(entry)}`;
    }
    const isNative = asset.toLowerCase() === 'native';
    if (!isNative && !ADDRESS_PATTERN.test(asset)) {
      return `the asset must be native or 0x plus 40 hex characters, got ${JSON.stringify(asset)}`;
    }
    if (!ADDRESS_PATTERN.test(feed)) {
      return `the feed must be 0x plus 40 hex characters, got ${JSON.stringify(feed)}`;
    }
    const key = isNative ? 'native' : asset.toLowerCase();
    if (seen.has(key)) return `names the asset ${JSON.stringify(asset)} twice`;
    seen.add(key);
    feeds.push({ asset: isNative ? 'native' : (asset as HexAddress), feed: feed as HexAddress });
  }
  return feeds;
}

/** A decimal block number (no sign, no leading zeros) or 'latest'; else the problem ('latest' is a string). */
export function parseIndexStart(value: string): IndexStart | { problem: string } {
  const text = value.trim();
  if (text.toLowerCase() === 'latest') return 'latest';
  if (/^(0|[1-9]\d{0,15})$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  return { problem: `must be a block number or latest, got ${JSON.stringify(value)}` };
}

/** "0xA,0xB": contract addresses, kept as written; duplicates are harmless and dropped. */
export function parseAddressList(value: string): HexAddress[] | string {
  const addresses: HexAddress[] = [];
  const seen = new Set<string>();
  for (const entry of entries(value)) {
    if (!ADDRESS_PATTERN.test(entry)) {
      return `must be a comma-separated list of 0x addresses, got ${JSON.stringify(entry)}`;
    }
    if (seen.has(entry.toLowerCase())) continue;
    seen.add(entry.toLowerCase());
    addresses.push(entry as HexAddress);
  }
  return addresses;
}
