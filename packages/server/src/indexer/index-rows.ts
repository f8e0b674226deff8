/**
 * What one read range becomes in the database: its blocks, every transaction (with its status), the value
 * each moved (native value of a successful transaction, decoded Transfer logs), and one row per account
 * a transaction touches (sender, recipient, every party of its transfers; never the zero address, the
 * party of every mint and burn). A failed transaction is recorded as failed and moved nothing.
 */
import { ChainMovedError, type RangeRead } from './block-reader.js';
import { type DecodedTransfer, decodeTransferLog } from './transfer-logs.js';

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export interface BlockRow {
  number: bigint;
  hash: string;
  parentHash: string;
  timestamp: bigint;
}

export interface TransactionRow {
  hash: string;
  blockNumber: bigint;
  txIndex: number;
  minedAt: bigint;
  from: string;
  to: string;
  value: bigint;
  nonce: number;
  status: 'confirmed' | 'failed';
}

export interface TransferRow {
  txHash: string;
  /** -1 for the native value of the transaction itself. */
  logIndex: number;
  blockNumber: bigint;
  kind: 'native' | 'erc20' | 'erc721';
  /** '' for native. */
  contract: string;
  from: string;
  to: string;
  amount: bigint;
}

export interface AccountRow {
  account: string;
  blockNumber: bigint;
  txIndex: number;
  txHash: string;
}

export interface IndexRows {
  blocks: BlockRow[];
  transactions: TransactionRow[];
  transfers: TransferRow[];
  accounts: AccountRow[];
  /** Token contracts seen in this range, by the kind of their Transfer logs. */
  contracts: Map<string, 'erc20' | 'erc721'>;
}

export const NATIVE_LOG_INDEX = -1;

/** The rows of a range; ChainMovedError when its parts do not belong together (a receipt or log is missing). */
export function rowsFromRange(read: RangeRead): IndexRows {
  const transfersByTx = new Map<string, DecodedTransfer[]>();
  for (const log of read.logs) {
    const transfer = decodeTransferLog(log);
    if (transfer === undefined) continue;
    const list = transfersByTx.get(log.transactionHash) ?? [];
    list.push(transfer);
    transfersByTx.set(log.transactionHash, list);
  }

  const rows: IndexRows = { blocks: [], transactions: [], transfers: [], accounts: [], contracts: new Map() };
  const seen = new Set<string>();
  for (const block of read.blocks) {
    rows.blocks.push({
      number: block.number,
      hash: block.hash,
      parentHash: block.parentHash,
      timestamp: block.timestamp,
    });
    for (const tx of block.transactions) {
      seen.add(tx.hash);
      const outcome = read.outcomes.get(tx.hash);
      if (outcome === undefined) throw new ChainMovedError(`no receipt for ${tx.hash}`);
      const confirmed = outcome.status === 'success';
      const to = tx.to ?? outcome.contractAddress ?? ZERO_ADDRESS;
      rows.transactions.push({
        hash: tx.hash,
        blockNumber: block.number,
        txIndex: tx.index,
        minedAt: block.timestamp,
        from: tx.from,
        to,
        value: tx.value,
        nonce: tx.nonce,
        status: confirmed ? 'confirmed' : 'failed',
      });
      const parties = new Set([tx.from, to]);
      if (confirmed && tx.value > 0n) {
        rows.transfers.push({
          txHash: tx.hash,
          logIndex: NATIVE_LOG_INDEX,
          blockNumber: block.number,
          kind: 'native',
          contract: '',
          from: tx.from,
          to,
          amount: tx.value,
        });
      }
      for (const transfer of transfersByTx.get(tx.hash) ?? []) {
        rows.transfers.push({
          txHash: tx.hash,
          logIndex: transfer.logIndex,
          blockNumber: block.number,
          kind: transfer.kind,
          contract: transfer.contract,
          from: transfer.from,
          to: transfer.to,
          amount: transfer.amount,
        });
        if (!rows.contracts.has(transfer.contract)) rows.contracts.set(transfer.contract, transfer.kind);
        parties.add(transfer.from);
        parties.add(transfer.to);
      }
      parties.delete(ZERO_ADDRESS);
      for (const account of parties) {
        rows.accounts.push({ account, blockNumber: block.number, txIndex: tx.index, txHash: tx.hash });
      }
    }
  }
  for (const txHash of transfersByTx.keys()) {
    if (!seen.has(txHash)) throw new ChainMovedError(`a log of an unknown transaction ${txHash}`);
  }
  return rows;
}
