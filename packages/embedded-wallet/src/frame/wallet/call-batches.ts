/**
 * EIP-5792 batches sent as ordinary transactions, one after another. The batch id carries the chain, the
 * number of calls asked for and the hashes sent, so wallet_getCallsStatus answers from the chain alone,
 * even after the frame was reloaded. Layout (hex): version 01, chain id (8 bytes), call count (1 byte),
 * then one 32-byte hash per call sent.
 */
import { type Hex, hexToBigInt, type PublicClient, type TransactionReceipt, toHex } from 'viem';
import { ProviderRpcError, RPC_ERROR_CODES } from './rpc-errors.js';

export const MAX_CALLS_PER_BATCH = 16;

/** EIP-5792 status codes. */
export const CALLS_STATUS = {
  pending: 100,
  confirmed: 200,
  offchainFailure: 400,
  reverted: 500,
  partiallyReverted: 600,
} as const;

export interface BatchRef {
  chainId: number;
  callCount: number;
  hashes: Hex[];
}

export function encodeBatchId(batch: BatchRef): Hex {
  const chain = toHex(BigInt(batch.chainId), { size: 8 }).slice(2);
  const count = toHex(batch.callCount, { size: 1 }).slice(2);
  return `0x01${chain}${count}${batch.hashes.map((hash) => hash.slice(2).toLowerCase()).join('')}`;
}

export function decodeBatchId(id: unknown): BatchRef | undefined {
  if (typeof id !== 'string' || !/^0x01[0-9a-fA-F]{18}(?:[0-9a-fA-F]{64})*$/.test(id)) return undefined;
  const chainId = Number(hexToBigInt(`0x${id.slice(4, 20)}`));
  const callCount = Number.parseInt(id.slice(20, 22), 16);
  const body = id.slice(22);
  const hashes: Hex[] = [];
  for (let offset = 0; offset < body.length; offset += 64)
    hashes.push(`0x${body.slice(offset, offset + 64)}`);
  if (callCount === 0 || hashes.length > callCount || !Number.isSafeInteger(chainId)) return undefined;
  return { chainId, callCount, hashes };
}

export interface CallsStatus {
  version: '2.0.0';
  id: string;
  chainId: Hex;
  status: number;
  atomic: false;
  receipts?: {
    logs: { address: Hex; data: Hex; topics: Hex[] }[];
    status: Hex;
    blockHash: Hex;
    blockNumber: Hex;
    gasUsed: Hex;
    transactionHash: Hex;
  }[];
}

/** The batch's status from the receipts of its transactions. */
export async function readCallsStatus(
  id: string,
  batch: BatchRef,
  client: PublicClient,
): Promise<CallsStatus> {
  const receipts = await Promise.all(
    batch.hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => undefined)),
  );
  const base = { version: '2.0.0', id, chainId: toHex(batch.chainId), atomic: false } as const;
  const found = receipts.filter((receipt): receipt is TransactionReceipt => receipt !== undefined);
  if (found.length < batch.hashes.length) return { ...base, status: CALLS_STATUS.pending };
  return { ...base, status: batchStatus(batch, found), receipts: found.map(formatReceipt) };
}

function batchStatus(batch: BatchRef, receipts: TransactionReceipt[]): number {
  const succeeded = receipts.filter((receipt) => receipt.status === 'success').length;
  if (batch.hashes.length === 0) return CALLS_STATUS.offchainFailure;
  if (succeeded === batch.callCount) return CALLS_STATUS.confirmed;
  if (succeeded === 0) return CALLS_STATUS.reverted;
  return CALLS_STATUS.partiallyReverted;
}

function formatReceipt(receipt: TransactionReceipt): NonNullable<CallsStatus['receipts']>[number] {
  return {
    logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: [...log.topics] })),
    status: receipt.status === 'success' ? '0x1' : '0x0',
    blockHash: receipt.blockHash,
    blockNumber: toHex(receipt.blockNumber),
    gasUsed: toHex(receipt.gasUsed),
    transactionHash: receipt.transactionHash,
  };
}

/** Remembers app-chosen batch ids (EIP-5792 lets the app name its batch) for this frame's lifetime. */
export class BatchIdRegistry {
  /** undefined while the batch is being sent. */
  private readonly byAppId = new Map<string, Hex | undefined>();

  /** Reserves an app id before sending; a second batch with the same id gets 5720. */
  claim(appId: string): void {
    if (this.byAppId.has(appId)) {
      throw new ProviderRpcError(RPC_ERROR_CODES.duplicateBatchId, 'A batch with this id was already sent');
    }
    this.byAppId.set(appId, undefined);
  }

  remember(appId: string, batchId: Hex): void {
    this.byAppId.set(appId, batchId);
  }

  /** Frees a reserved id whose batch sent nothing. */
  release(appId: string): void {
    if (this.byAppId.get(appId) === undefined) this.byAppId.delete(appId);
  }

  resolve(id: string): BatchRef | undefined {
    return decodeBatchId(this.byAppId.get(id) ?? id);
  }
}
