/**
 * The chain-facing services the routes share, made once per server: a client per chain, the price feeds
 * (their 30 s cache is shared by balances, history and prices), the token metadata the indexer stores,
 * and the NFT metadata fetcher. Failures are logged in short words, never with an upstream URL.
 */
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/index.js';
import { createTokenMetadataStore, type TokenMetadataStore } from '../indexer/token-metadata.js';
import { createNftMetadataService, type NftMetadataService } from '../nft/nft-metadata.js';
import { type ChainClients, createChainClients } from './clients.js';
import { createFeedPriceSource, type PriceSource } from './prices.js';

const FEED_LOG_INTERVAL_MS = 10 * 60 * 1000;

export interface ChainServices {
  clients: ChainClients;
  prices: PriceSource;
  tokenMetadata: TokenMetadataStore;
  nftMetadata: NftMetadataService;
}

export interface ChainServicesLog {
  warn(object: object, message: string): void;
  debug(object: object, message: string): void;
}

export function createChainServices(
  config: Pick<
    ServerConfig,
    'chains' | 'upstreamTimeoutMs' | 'priceFeedMaxAgeSeconds' | 'nftMetadataAllowPrivateHosts'
  >,
  db: Database,
  log: ChainServicesLog,
): ChainServices {
  const clients = createChainClients(config.chains, { timeoutMs: config.upstreamTimeoutMs });
  // A feed that keeps failing is logged when its reason changes, else once in 10 minutes.
  const lastFeedLog = new Map<string, { reason: string; at: number }>();
  const logFeedFailure = (failure: { chainId: number; feed: string; reason: string }) => {
    const key = `${failure.chainId}:${failure.feed.toLowerCase()}`;
    const last = lastFeedLog.get(key);
    if (last !== undefined && last.reason === failure.reason && Date.now() - last.at < FEED_LOG_INTERVAL_MS)
      return;
    lastFeedLog.set(key, { reason: failure.reason, at: Date.now() });
    log.warn(failure, 'price feed gave no price');
  };
  return {
    clients,
    prices: createFeedPriceSource({
      clients,
      maxAgeSeconds: config.priceFeedMaxAgeSeconds,
      onFailure: logFeedFailure,
    }),
    tokenMetadata: createTokenMetadataStore(db),
    nftMetadata: createNftMetadataService({
      db,
      allowPrivateHosts: config.nftMetadataAllowPrivateHosts,
      onFailure: (failure) => log.debug(failure, 'NFT metadata unavailable'),
    }),
  };
}
