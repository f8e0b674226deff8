/**
 * The indexer's Prometheus metrics, registered on the server's registry (GET /metrics): per chain the
 * head seen, the last indexed block, the lag between them in blocks, when a block was last stored, and
 * how many rewinds (reorgs, reverts, fresh chains) and failed rounds there were.
 */
import { Counter, Gauge, type Registry } from 'prom-client';

export interface IndexerMetrics {
  head: Gauge<'chain_id'>;
  indexed: Gauge<'chain_id'>;
  lag: Gauge<'chain_id'>;
  lastProcessed: Gauge<'chain_id'>;
  rewinds: Counter<'chain_id' | 'kind'>;
  failedRounds: Counter<'chain_id'>;
}

export function createIndexerMetrics(registry: Registry): IndexerMetrics {
  const registers = [registry];
  return {
    head: new Gauge({
      name: 'walletport_indexer_head_block',
      help: 'Latest block number the chain reported to the indexer',
      labelNames: ['chain_id'] as const,
      registers,
    }),
    indexed: new Gauge({
      name: 'walletport_indexer_indexed_block',
      help: 'Last block number stored by the indexer',
      labelNames: ['chain_id'] as const,
      registers,
    }),
    lag: new Gauge({
      name: 'walletport_indexer_lag_blocks',
      help: 'Head minus the last indexed block',
      labelNames: ['chain_id'] as const,
      registers,
    }),
    lastProcessed: new Gauge({
      name: 'walletport_indexer_last_block_processed_timestamp_seconds',
      help: 'Unix time at which the indexer last stored blocks',
      labelNames: ['chain_id'] as const,
      registers,
    }),
    rewinds: new Counter({
      name: 'walletport_indexer_rewinds_total',
      help: 'Rewinds to a common ancestor (kind=reorg) or full reindexes without one (kind=reindex)',
      labelNames: ['chain_id', 'kind'] as const,
      registers,
    }),
    failedRounds: new Counter({
      name: 'walletport_indexer_failed_rounds_total',
      help: 'Indexing rounds that failed (upstream or database errors)',
      labelNames: ['chain_id'] as const,
      registers,
    }),
  };
}
