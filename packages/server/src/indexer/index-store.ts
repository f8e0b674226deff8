/**
 * The indexer's writes. Every change of a chain's data happens in one transaction that first moves the
 * cursor by compare-and-set: when another server instance (or an earlier round) moved it meanwhile, the
 * transaction changes nothing and CursorConflictError tells the round to start over from the database.
 */
import type { Database, Queryable } from '../db/index.js';
import type { IndexRows } from './index-rows.js';

/** Reorgs are looked for among the blocks kept: this many below the cursor, the cursor included. */
export const KEPT_BLOCKS = 256;

export interface Cursor {
  number: bigint;
  hash: string;
}

export class CursorConflictError extends Error {
  override readonly name = 'CursorConflictError';
  constructor() {
    super('The index cursor moved while this round ran.');
  }
}

export interface IndexStore {
  readCursor(chainId: number): Promise<Cursor | undefined>;
  /** Kept blocks at or below `atOrBelow`, highest first. */
  keptBlocks(chainId: number, atOrBelow: bigint): Promise<Cursor[]>;
  /** Stores a range and moves the cursor from `expected` (undefined: no cursor yet) to `next`. */
  append(chainId: number, expected: Cursor | undefined, next: Cursor, rows: IndexRows): Promise<void>;
  /** Deletes everything above `ancestor` and moves the cursor back to it. */
  rewind(chainId: number, expected: Cursor, ancestor: Cursor): Promise<void>;
  /** Forgets the chain: its data, its cursor and its cached token and NFT metadata. */
  wipe(chainId: number): Promise<void>;
}

const text = (value: bigint | number) => value.toString();

/** `INSERT … SELECT * FROM unnest(...)`: one statement per table whatever the number of rows. */
async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly (readonly [name: string, type: string])[],
  values: readonly (readonly unknown[])[],
): Promise<void> {
  if (values.length === 0) return;
  const arrays = columns.map((_, column) => values.map((row) => row[column]));
  const unnest = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${columns.map(([name]) => name).join(', ')}) SELECT * FROM unnest(${unnest})`,
    arrays,
  );
}

async function moveCursor(tx: Queryable, chainId: number, expected: Cursor | undefined, next: Cursor) {
  const moved =
    expected === undefined
      ? await tx.query(
          `INSERT INTO indexer_cursors (chain_id, block_number, block_hash) VALUES ($1, $2, $3)
           ON CONFLICT (chain_id) DO NOTHING RETURNING chain_id`,
          [chainId, text(next.number), next.hash],
        )
      : await tx.query(
          `UPDATE indexer_cursors SET block_number = $4, block_hash = $5, updated_at = now()
           WHERE chain_id = $1 AND block_number = $2 AND block_hash = $3 RETURNING chain_id`,
          [chainId, text(expected.number), expected.hash, text(next.number), next.hash],
        );
  if (moved.rows.length !== 1) throw new CursorConflictError();
}

const DATA_TABLES = ['indexer_account_transactions', 'indexer_transfers', 'indexer_transactions'] as const;

export function createIndexStore(db: Database): IndexStore {
  return {
    async readCursor(chainId) {
      const { rows } = await db.query<{ block_number: string | number; block_hash: string }>(
        'SELECT block_number, block_hash FROM indexer_cursors WHERE chain_id = $1',
        [chainId],
      );
      const row = rows[0];
      return row === undefined ? undefined : { number: BigInt(row.block_number), hash: row.block_hash };
    },

    async keptBlocks(chainId, atOrBelow) {
      const { rows } = await db.query<{ number: string | number; hash: string }>(
        `SELECT number, hash FROM indexer_blocks WHERE chain_id = $1 AND number <= $2
         ORDER BY number DESC LIMIT ${KEPT_BLOCKS}`,
        [chainId, text(atOrBelow)],
      );
      return rows.map((row) => ({ number: BigInt(row.number), hash: row.hash }));
    },

    append(chainId, expected, next, rows) {
      return db.transaction(async (tx) => {
        await moveCursor(tx, chainId, expected, next);
        await insertRows(
          tx,
          'indexer_blocks',
          [
            ['chain_id', 'bigint'],
            ['number', 'bigint'],
            ['hash', 'text'],
            ['parent_hash', 'text'],
            ['timestamp', 'bigint'],
          ],
          rows.blocks.map((b) => [chainId, text(b.number), b.hash, b.parentHash, text(b.timestamp)]),
        );
        await insertRows(
          tx,
          'indexer_transactions',
          [
            ['chain_id', 'bigint'],
            ['hash', 'text'],
            ['block_number', 'bigint'],
            ['tx_index', 'integer'],
            ['mined_at', 'bigint'],
            ['from_address', 'text'],
            ['to_address', 'text'],
            ['value', 'text'],
            ['nonce', 'bigint'],
            ['status', 'text'],
          ],
          rows.transactions.map((t) => [
            chainId,
            t.hash,
            text(t.blockNumber),
            t.txIndex,
            text(t.minedAt),
            t.from,
            t.to,
            text(t.value),
            t.nonce,
            t.status,
          ]),
        );
        await insertRows(
          tx,
          'indexer_transfers',
          [
            ['chain_id', 'bigint'],
            ['tx_hash', 'text'],
            ['log_index', 'integer'],
            ['block_number', 'bigint'],
            ['kind', 'text'],
            ['contract', 'text'],
            ['from_address', 'text'],
            ['to_address', 'text'],
            ['amount', 'text'],
          ],
          rows.transfers.map((t) => [
            chainId,
            t.txHash,
            t.logIndex,
            text(t.blockNumber),
            t.kind,
            t.contract,
            t.from,
            t.to,
            text(t.amount),
          ]),
        );
        await insertRows(
          tx,
          'indexer_account_transactions',
          [
            ['chain_id', 'bigint'],
            ['account', 'text'],
            ['block_number', 'bigint'],
            ['tx_index', 'integer'],
            ['tx_hash', 'text'],
          ],
          rows.accounts.map((a) => [chainId, a.account, text(a.blockNumber), a.txIndex, a.txHash]),
        );
        await tx.query('DELETE FROM indexer_blocks WHERE chain_id = $1 AND number <= $2', [
          chainId,
          text(next.number - BigInt(KEPT_BLOCKS)),
        ]);
      });
    },

    rewind(chainId, expected, ancestor) {
      return db.transaction(async (tx) => {
        await moveCursor(tx, chainId, expected, ancestor);
        for (const table of DATA_TABLES) {
          await tx.query(`DELETE FROM ${table} WHERE chain_id = $1 AND block_number > $2`, [
            chainId,
            text(ancestor.number),
          ]);
        }
        await tx.query('DELETE FROM indexer_blocks WHERE chain_id = $1 AND number > $2', [
          chainId,
          text(ancestor.number),
        ]);
      });
    },

    wipe(chainId) {
      return db.transaction(async (tx) => {
        for (const table of [
          ...DATA_TABLES,
          'indexer_blocks',
          'indexer_cursors',
          'token_metadata',
          'nft_metadata',
        ]) {
          await tx.query(`DELETE FROM ${table} WHERE chain_id = $1`, [chainId]);
        }
      });
    },
  };
}
