/**
 * The indexer: one loop per served chain, each with its own JSON-RPC client (requests of one round are
 * batched into few HTTP requests; nothing is retried by the transport: the loop retries whole rounds).
 * Started and stopped with the server (app.ts), off with INDEXER=false. See docs/server.md, "Indexer".
 */
import { createPublicClient, fallback, http, type PublicClient } from 'viem';
import type { Registry } from 'prom-client';
import type { ChainConfig, ServerConfig } from '../config.js';
import { toViemChain } from '../chain/clients.js';
import type { Database } from '../db/index.js';
import { createBlockReader } from './block-reader.js';
import { type ChainIndexer, createChainIndexer, type IndexerLog } from './chain-indexer.js';
import { createIndexStore } from './index-store.js';
import { createIndexerMetrics } from './indexer-metrics.js';
import type { TokenMetadataStore } from './token-metadata.js';

export type { ChainIndexer, RoundOutcome } from './chain-indexer.js';
export { createChainIndexer } from './chain-indexer.js';
export { createBlockReader } from './block-reader.js';
export { createIndexStore } from './index-store.js';
export { createTokenMetadataStore, type TokenMetadata, type TokenMetadataStore } from './token-metadata.js';

/** JSON-RPC requests per HTTP request; public providers refuse large batches. */
const RPC_BATCH_SIZE = 50;

export interface Indexer {
  readonly chains: readonly ChainIndexer[];
  start(): void;
  stop(): Promise<void>;
}

export interface CreateIndexerOptions {
  config: Pick<ServerConfig, 'chains' | 'indexer' | 'upstreamTimeoutMs'>;
  db: Database;
  tokenMetadata: TokenMetadataStore;
  log: IndexerLog;
  registry?: Registry;
}

/** A client for the indexer's reads of `chain`: batched, no transport retries. */
export function createIndexerClient(chain: ChainConfig, timeoutMs: number): PublicClient {
  const transports = chain.rpcUrls.map((url) =>
    http(url, { timeout: timeoutMs, retryCount: 0, batch: { batchSize: RPC_BATCH_SIZE } }),
  );
  const transport = transports.length === 1 ? transports[0]! : fallback(transports, { retryCount: 0 });
  return createPublicClient({ chain: toViemChain(chain), transport });
}

export function createIndexer(options: CreateIndexerOptions): Indexer {
  const { config } = options;
  const store = createIndexStore(options.db);
  const metrics = options.registry === undefined ? undefined : createIndexerMetrics(options.registry);
  const chains = config.chains
    .filter((chain) => chain.rpcUrls.length > 0)
    .map((chain) => {
      const client = createIndexerClient(chain, config.upstreamTimeoutMs);
      return createChainIndexer({
        chain,
        client,
        reader: createBlockReader(client),
        store,
        tokenMetadata: options.tokenMetadata,
        blocksPerRound: config.indexer.blocksPerRound,
        pollMs: config.indexer.pollMs,
        log: options.log,
        ...(metrics === undefined ? {} : { metrics }),
      });
    });
  return {
    chains,
    start() {
      if (!config.indexer.enabled) return;
      for (const chain of chains) chain.start();
    },
    async stop() {
      await Promise.all(chains.map((chain) => chain.stop()));
    },
  };
}
