/**
 * litesvm's transaction errors in the JSON shape a validator answers (`"BlockhashNotFound"`,
 * `{ "InstructionError": [0, { "Custom": 1 }] }`, …), which is what client libraries decode, plus the
 * sentence a validator puts in "Transaction simulation failed: …".
 */
import type { FailedTransactionMetadata } from 'litesvm';
// The error classes live in litesvm's native binding; its entry point re-exports only some classes.
import {
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js';

/** Names of litesvm's `TransactionErrorFieldless`, by value (the runtime's enum order). */
export const FIELDLESS_TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

/** Names of litesvm's `InstructionErrorFieldless`, by value. */
export const FIELDLESS_INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

/** A transaction error as JSON: a variant name, or an object with the variant's fields. */
export type TransactionErrorJson = string | Record<string, unknown>;

/** The sentences validators print for the errors a wallet user meets most. */
const TRANSACTION_ERROR_TEXT: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
};

function instructionErrorJson(error: ReturnType<TransactionErrorInstructionError['err']>): unknown {
  if (typeof error === 'number') return FIELDLESS_INSTRUCTION_ERRORS[error] ?? 'GenericError';
  if ('code' in error && typeof error.code === 'number') return { Custom: error.code };
  return { BorshIoError: 'msg' in error && typeof error.msg === 'string' ? error.msg : '' };
}

export function transactionErrorJson(
  error: ReturnType<FailedTransactionMetadata['err']>,
): TransactionErrorJson {
  if (typeof error === 'number') return FIELDLESS_TRANSACTION_ERRORS[error] ?? 'UnbalancedTransaction';
  if (error instanceof TransactionErrorInstructionError) {
    return { InstructionError: [error.index, instructionErrorJson(error.err())] };
  }
  if (error instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: error.index };
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return { InsufficientFundsForRent: { account_index: error.accountIndex } };
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } };
  }
  return 'UnbalancedTransaction';
}

/** The runtime's text for an error, as in "Transaction simulation failed: Blockhash not found". */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return TRANSACTION_ERROR_TEXT[error] ?? error;
  const [[variant, value]] = Object.entries(error) as [[string, unknown]];
  if (variant === 'InstructionError' && Array.isArray(value)) {
    const [index, detail] = value as [number, unknown];
    const text =
      typeof detail === 'string'
        ? detail
        : detail !== null && typeof detail === 'object' && 'Custom' in detail
          ? `custom program error: 0x${Number(detail.Custom).toString(16)}`
          : 'Failed to serialize or deserialize account data';
    return `Error processing Instruction ${index}: ${text}`;
  }
  if (variant === 'InsufficientFundsForRent') {
    const { account_index } = value as { account_index: number };
    return `Transaction results in an account (${account_index}) with insufficient funds for rent`;
  }
  return variant;
}

/**
 * Whether a failed transaction still lands in a block (its fee is charged and it gets a status): true for
 * errors raised while executing instructions, false for those that stop it before (bad blockhash, no
 * funds for the fee, bad signature, duplicate …), which a validator drops.
 */
export function landsOnChain(error: TransactionErrorJson): boolean {
  return typeof error !== 'string' || error === 'InvalidRentPayingAccount';
}
