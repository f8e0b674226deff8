/**
 * Transactions and their results as the RPC shows them: getTransaction (json, jsonParsed, base64, base58),
 * getSignatureStatuses and simulation results (simulateTransaction, sendTransaction's preflight error).
 */
import { base58, base64 } from '@scure/base';
import type { Execution, InnerInstructionsJson, TransactionRecord } from './chain.js';
import { isWritableIndex, type WireTransaction } from './wire.js';

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

export function signatureStatusJson(record: TransactionRecord) {
  return {
    slot: record.slot,
    // null: rooted. Without forks every processed transaction is final at once.
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  };
}

function messageJson(transaction: WireTransaction) {
  const { message } = transaction;
  return {
    accountKeys: message.accountKeys,
    header: message.header,
    instructions: message.instructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: instruction.accounts,
      data: base58.encode(instruction.data),
      stackHeight: null,
    })),
    recentBlockhash: message.recentBlockhash,
    ...(message.version === 0 && { addressTableLookups: message.addressTableLookups }),
  };
}

/** jsonParsed without program-specific parsers: keys with their roles, instructions "partially decoded". */
function parsedMessageJson(record: TransactionRecord) {
  const { message } = record.transaction;
  const keyAt = (index: number) => record.accountKeys[index] ?? '';
  return {
    accountKeys: record.accountKeys.map((pubkey, index) => ({
      pubkey,
      signer: index < message.header.numRequiredSignatures,
      writable: isWritableIndex(message, index),
      source: index < message.accountKeys.length ? 'transaction' : 'lookupTable',
    })),
    instructions: message.instructions.map((instruction) => ({
      programId: keyAt(instruction.programIdIndex),
      accounts: instruction.accounts.map(keyAt),
      data: base58.encode(instruction.data),
      stackHeight: null,
    })),
    recentBlockhash: message.recentBlockhash,
    ...(message.version === 0 && { addressTableLookups: message.addressTableLookups }),
  };
}

function parsedInnerInstructions(record: TransactionRecord, inner: InnerInstructionsJson[]) {
  const keyAt = (index: number) => record.accountKeys[index] ?? '';
  return inner.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((instruction) => ({
      programId: keyAt(instruction.programIdIndex),
      accounts: instruction.accounts.map(keyAt),
      data: instruction.data,
      stackHeight: instruction.stackHeight,
    })),
  }));
}

function returnDataJson(returnData: Execution['returnData']) {
  return returnData === null
    ? null
    : { programId: returnData.programId, data: [base64.encode(returnData.data), 'base64'] };
}

export function transactionJson(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  showVersion: boolean,
) {
  const { transaction } = record;
  const staticCount = transaction.message.accountKeys.length;
  const loadedWritable = transaction.message.addressTableLookups.reduce(
    (sum, lookup) => sum + lookup.writableIndexes.length,
    0,
  );
  const loaded = record.accountKeys.slice(staticCount);
  const encodedTransaction =
    encoding === 'base64'
      ? [base64.encode(transaction.bytes), 'base64']
      : encoding === 'base58'
        ? [base58.encode(transaction.bytes), 'base58']
        : {
            signatures: transaction.signatures,
            message: encoding === 'jsonParsed' ? parsedMessageJson(record) : messageJson(transaction),
          };
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      innerInstructions:
        encoding === 'jsonParsed'
          ? parsedInnerInstructions(record, record.innerInstructions)
          : record.innerInstructions,
      logMessages: record.logs,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      rewards: [],
      loadedAddresses: { writable: loaded.slice(0, loadedWritable), readonly: loaded.slice(loadedWritable) },
      computeUnitsConsumed: record.unitsConsumed,
      ...(record.returnData !== null && { returnData: returnDataJson(record.returnData) }),
    },
    transaction: encodedTransaction,
    ...(showVersion && { version: transaction.message.version }),
  };
}

/** The `value` of simulateTransaction, also the `data` of a failed preflight. */
export function simulationJson(
  execution: Execution,
  extra: { accounts?: unknown[] | null; replacementBlockhash?: unknown; innerInstructions?: boolean } = {},
) {
  return {
    err: execution.err,
    logs: execution.logs,
    accounts: extra.accounts ?? null,
    unitsConsumed: execution.unitsConsumed,
    returnData: returnDataJson(execution.returnData),
    innerInstructions: extra.innerInstructions ? execution.innerInstructions : null,
    replacementBlockhash: extra.replacementBlockhash ?? null,
    loadedAccountsDataSize: 0,
  };
}
