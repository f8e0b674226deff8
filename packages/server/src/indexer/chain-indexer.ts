/**
 * The indexing loop of one chain. Each round asks for the head, then either extends the index by up to
 * `blocksPerRound` blocks (checking that the first new block's parent is the block the cursor names),
 * or, when the chain no longer has the cursor's block (a reorg, an anvil revert, a devnet restarted fresh
 * under an old database: the head is below the cursor or has another hash), walks back to the common
 * ancestor and deletes everything above it, or reindexes the chain from its start block when no kept
 * block is still on the chain. A round that finds more to do runs the next one at once; a caught-up
 * indexer waits `pollMs`.
 */
import type { PublicClient } from 'viem';
import type { ChainConfig } from '../config.js';
import { shortReason } from '../chain/prices.js';
import { type BlockReader, ChainMovedError, type ChainHead } from './block-reader.js';
import { findCommonAncestor } from './common-ancestor.js';
import { rowsFromRange } from './index-rows.js';
import { type Cursor, CursorConflictError, type IndexStore } from './index-store.js';
import type { IndexerMetrics } from './indexer-metrics.js';
import type { TokenMetadataStore } from './token-metadata.js';

export type RoundOutcome =
  /** Stored blocks and reached the head. */
  | 'caught-up'
  /** Nothing new. */
  | 'idle'
  /** Stored blocks; the head is further on. */
  | 'behind'
  /** Walked back after a reorg, or wiped the chain's data to reindex it. */
  | 'rewound'
  /** The start block is above the head: nothing to read yet. */
  | 'waiting';

export interface IndexerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface ChainIndexerOptions {
  chain: ChainConfig;
  reader: BlockReader;
  /** For the token metadata reads. */
  client: PublicClient;
  store: IndexStore;
  tokenMetadata: TokenMetadataStore;
  blocksPerRound: number;
  pollMs: number;
  log: IndexerLog;
  metrics?: IndexerMetrics;
  now?: () => number;
}

export interface ChainIndexer {
  readonly chainId: number;
  /** One round, without the loop: what the loop runs, and what tests drive step by step. */
  runRound(): Promise<RoundOutcome>;
  start(): void;
  /** Stops the loop and waits for the round in progress, so nothing writes after it resolves. */
  stop(): Promise<void>;
}

/** A failing upstream is logged at its first failure and then at most once a minute. */
const FAILURE_LOG_INTERVAL_MS = 60_000;
/** A round that saw the chain move under it is retried soon, but not in a tight loop. */
const MOVED_RETRY_MS = 50;
/** Failing rounds back off, but not for long: a devnet that starts late is indexed soon after it is up. */
const MAX_BACKOFF_MS = 5_000;

export function createChainIndexer(options: ChainIndexerOptions): ChainIndexer {
  const { chain, reader, store, metrics } = options;
  const chainId = chain.chainId;
  const label = { chain_id: String(chainId) };
  const now = options.now ?? Date.now;

  const observe = (head: ChainHead, indexed: bigint | undefined) => {
    metrics?.head.set(label, Number(head.number));
    if (indexed === undefined) return;
    metrics?.indexed.set(label, Number(indexed));
    metrics?.lag.set(label, Math.max(0, Number(head.number - indexed)));
  };

  const rewind = async (cursor: Cursor, from: bigint): Promise<RoundOutcome> => {
    const kept = await store.keptBlocks(chainId, from < cursor.number ? from : cursor.number);
    const ancestor = await findCommonAncestor(kept, (number) => reader.hashAt(number));
    if (ancestor === undefined) {
      await store.wipe(chainId);
      metrics?.rewinds.inc({ ...label, kind: 'reindex' });
      options.log.warn(
        { chainId, cursor: cursor.number.toString() },
        'no indexed block is on the chain any more; reindexing it',
      );
    } else {
      await store.rewind(chainId, cursor, ancestor);
      metrics?.rewinds.inc({ ...label, kind: 'reorg' });
      options.log.info(
        { chainId, from: cursor.number.toString(), to: ancestor.number.toString() },
        'chain reorganised; rewound the index to the common ancestor',
      );
    }
    return 'rewound';
  };

  const extend = async (cursor: Cursor | undefined, from: bigint, head: ChainHead): Promise<RoundOutcome> => {
    const last = from + BigInt(options.blocksPerRound) - 1n;
    const to = last < head.number ? last : head.number;
    const read = await reader.readRange(from, to);
    const first = read.blocks[0];
    const final = read.blocks.at(-1);
    if (first === undefined || final === undefined) return 'idle';
    if (cursor !== undefined && first.parentHash.toLowerCase() !== cursor.hash.toLowerCase()) {
      return rewind(cursor, cursor.number);
    }
    const rows = rowsFromRange(read);
    await options.tokenMetadata.ensure(chainId, options.client, rows.contracts);
    await store.append(chainId, cursor, { number: final.number, hash: final.hash }, rows);
    observe(head, final.number);
    metrics?.lastProcessed.set(label, now() / 1000);
    return final.number < head.number ? 'behind' : 'caught-up';
  };

  const runRound = async (): Promise<RoundOutcome> => {
    const head = await reader.head();
    const cursor = await store.readCursor(chainId);
    observe(head, cursor?.number);
    if (cursor === undefined) {
      const start = chain.indexFrom === 'latest' ? head.number : BigInt(chain.indexFrom);
      if (start > head.number) return 'waiting';
      return extend(undefined, start, head);
    }
    if (head.number < cursor.number) return rewind(cursor, head.number);
    if (head.number === cursor.number) {
      return head.hash.toLowerCase() === cursor.hash.toLowerCase() ? 'idle' : rewind(cursor, head.number);
    }
    return extend(cursor, cursor.number + 1n, head);
  };

  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  const runLoop = async () => {
    let failures = 0;
    let lastFailureLog = Number.NEGATIVE_INFINITY;
    while (running) {
      let delay = options.pollMs;
      try {
        const outcome = await runRound();
        if (failures > 0) options.log.info({ chainId }, 'indexer recovered');
        failures = 0;
        if (outcome === 'behind' || outcome === 'rewound') delay = 0;
      } catch (error) {
        if (error instanceof ChainMovedError || error instanceof CursorConflictError) {
          delay = MOVED_RETRY_MS;
        } else {
          failures += 1;
          metrics?.failedRounds.inc(label);
          delay = Math.min(
            options.pollMs * 2 ** Math.min(failures - 1, 10),
            Math.max(options.pollMs, MAX_BACKOFF_MS),
          );
          if (now() - lastFailureLog >= FAILURE_LOG_INTERVAL_MS) {
            lastFailureLog = now();
            options.log.warn({ chainId, reason: shortReason(error), failures }, 'indexing round failed');
          }
        }
      }
      if (running && delay > 0) await sleep(delay);
    }
  };

  return {
    chainId,
    runRound,
    start() {
      if (running) return;
      running = true;
      loop = runLoop();
    },
    async stop() {
      running = false;
      if (timer !== undefined) clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
