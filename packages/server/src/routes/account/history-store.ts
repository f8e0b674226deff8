/**
 * The history's reads from the indexer's tables: one page of the transactions touching an account
 * (newest first, through the (chain, account, block, index) primary key), the transfers of those
 * transactions that involve the account, and the NFTs an account owns now (for each ERC-721 token it
 * ever received, the latest transfer of that token went to it).
 */
import type { Database } from '../../db/index.js';
import type { HistoryPosition } from './history-cursor.js';

export interface HistoryTransaction {
  hash: string;
  blockNumber: number;
  txIndex: number;
  /** Seconds since the epoch. */
  minedAt: number;
  from: string;
  to: string;
  value: bigint;
  nonce: number;
  status: 'confirmed' | 'failed';
}

export interface HistoryTransfer {
  txHash: string;
  logIndex: number;
  kind: 'native' | 'erc20' | 'erc721';
  contract: string;
  from: string;
  to: string;
  amount: bigint;
}

export interface HistoryPageRows {
  transactions: HistoryTransaction[];
  transfers: HistoryTransfer[];
  hasMore: boolean;
}

type Numeric = number | string;

interface TransactionRow {
  hash: string;
  block_number: Numeric;
  tx_index: number;
  mined_at: Numeric;
  from_address: string;
  to_address: string;
  value: string;
  nonce: Numeric;
  status: string;
}

interface TransferRow {
  tx_hash: string;
  log_index: number;
  kind: string;
  contract: string;
  from_address: string;
  to_address: string;
  amount: string;
}

export async function readHistoryPage(
  db: Database,
  params: { chainId: number; account: string; before: HistoryPosition | undefined; limit: number },
): Promise<HistoryPageRows> {
  const { chainId, account, before, limit } = params;
  const page = await db.query<{ tx_hash: string }>(
    before === undefined
      ? `SELECT tx_hash FROM indexer_account_transactions WHERE chain_id = $1 AND account = $2
         ORDER BY block_number DESC, tx_index DESC LIMIT $3`
      : `SELECT tx_hash FROM indexer_account_transactions WHERE chain_id = $1 AND account = $2
           AND (block_number, tx_index) < ($4::bigint, $5::integer)
         ORDER BY block_number DESC, tx_index DESC LIMIT $3`,
    before === undefined
      ? [chainId, account, limit + 1]
      : [chainId, account, limit + 1, String(before.blockNumber), before.txIndex],
  );
  const hashes = page.rows.slice(0, limit).map((row) => row.tx_hash);
  if (hashes.length === 0) return { transactions: [], transfers: [], hasMore: false };
  const [transactions, transfers] = await Promise.all([
    db.query<TransactionRow>(
      `SELECT hash, block_number, tx_index, mined_at, from_address, to_address, value, nonce, status
       FROM indexer_transactions WHERE chain_id = $1 AND hash = ANY($2::text[])
       ORDER BY block_number DESC, tx_index DESC`,
      [chainId, hashes],
    ),
    db.query<TransferRow>(
      `SELECT tx_hash, log_index, kind, contract, from_address, to_address, amount
       FROM indexer_transfers WHERE chain_id = $1 AND tx_hash = ANY($2::text[])
         AND (from_address = $3 OR to_address = $3)
       ORDER BY log_index`,
      [chainId, hashes, account],
    ),
  ]);
  return {
    transactions: transactions.rows.map((row) => ({
      hash: row.hash,
      blockNumber: Number(row.block_number),
      txIndex: row.tx_index,
      minedAt: Number(row.mined_at),
      from: row.from_address,
      to: row.to_address,
      value: BigInt(row.value),
      nonce: Number(row.nonce),
      status: row.status === 'failed' ? 'failed' : 'confirmed',
    })),
    transfers: transfers.rows.map((row) => ({
      txHash: row.tx_hash,
      logIndex: row.log_index,
      kind: row.kind === 'erc721' ? 'erc721' : row.kind === 'erc20' ? 'erc20' : 'native',
      contract: row.contract,
      from: row.from_address,
      to: row.to_address,
      amount: BigInt(row.amount),
    })),
    hasMore: page.rows.length > limit,
  };
}

export interface OwnedNft {
  contract: string;
  tokenId: string;
}

/** The ERC-721 tokens `account` owns by the index, newest acquisition first, at most `limit`. */
export async function readOwnedNfts(
  db: Database,
  params: { chainId: number; account: string; limit: number },
): Promise<OwnedNft[]> {
  const { rows } = await db.query<{ contract: string; amount: string }>(
    `WITH received AS (
       SELECT DISTINCT contract, amount FROM indexer_transfers
       WHERE chain_id = $1 AND kind = 'erc721' AND to_address = $2
     )
     SELECT r.contract, r.amount FROM received r
     CROSS JOIN LATERAL (
       SELECT to_address, block_number, log_index FROM indexer_transfers t
       WHERE t.chain_id = $1 AND t.kind = 'erc721' AND t.contract = r.contract AND t.amount = r.amount
       ORDER BY t.block_number DESC, t.log_index DESC LIMIT 1
     ) latest
     WHERE latest.to_address = $2
     ORDER BY latest.block_number DESC, latest.log_index DESC
     LIMIT $3`,
    [params.chainId, params.account, params.limit],
  );
  return rows.map((row) => ({ contract: row.contract, tokenId: row.amount }));
}
