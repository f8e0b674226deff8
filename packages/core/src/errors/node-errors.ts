/**
 * Typed errors for what blockchain nodes reject (node error classes). Nodes send a JSON-RPC
 * error with a loose code (-32000, -32003) and a free-text message, so classification is by message.
 * The patterns match what geth, anvil and erigon (geth wording) and Hardhat send; the tests quote them.
 */
import { errorChain, readMessages, readNumericCode, readProp } from './error-chain.js';
import { FeeCapTooHighError, TipAboveFeeCapError } from './fee-errors.js';
import { NodeError, type NodeErrorOptions } from './node-error-base.js';
import { extractRevertReason } from './revert-reason.js';

/**
 * What `nodeError` returns, spelled out: an inferred class type would copy Error's static members into the
 * published declarations, and those mention Node's types, which a browser app does not have.
 */
interface NodeErrorClass<Code extends string> {
  new (options?: NodeErrorOptions): NodeError & { readonly code: Code };
  readonly code: Code;
  readonly nodeMessage: RegExp;
}

/** Declares one message-classified node error class; `nodeMessage` is the pattern that selects it. */
function nodeError<const Code extends string>(
  name: string,
  code: Code,
  shortMessage: string,
  nodeMessage: RegExp,
): NodeErrorClass<Code> {
  return class extends NodeError {
    static readonly code: Code = code;
    static readonly nodeMessage: RegExp = nodeMessage;
    override name = name;
    declare readonly code: Code;
    constructor(options: NodeErrorOptions = {}) {
      super(shortMessage, code, options);
    }
  };
}

/** Code 3 is EIP-1474's "execution error" that geth and anvil send with revert data. */
const EXECUTION_ERROR_CODE = 3;

export class ExecutionRevertedError extends NodeError {
  override name = 'ExecutionRevertedError';
  static readonly code = 'EXECUTION_REVERTED';
  /** geth/anvil/erigon say "execution reverted"; Hardhat says "reverted with reason string". */
  static readonly nodeMessage =
    /execution reverted|reverted with (?:reason string|custom error|panic code)|vm exception while processing transaction: revert/i;
  declare readonly code: 'EXECUTION_REVERTED';
  readonly reason: string | undefined;

  constructor({ reason, ...options }: NodeErrorOptions & { reason?: string } = {}) {
    super(
      reason === undefined ? 'Execution reverted for an unknown reason.' : `Execution reverted: ${reason}`,
      ExecutionRevertedError.code,
      options,
    );
    this.reason = reason;
  }
}

export class FeeCapTooLowError extends nodeError(
  'FeeCapTooLowError',
  'FEE_CAP_TOO_LOW',
  'The fee cap (maxFeePerGas) cannot be lower than the block base fee.',
  /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i,
) {}
export class NonceTooHighError extends nodeError(
  'NonceTooHighError',
  'NONCE_TOO_HIGH',
  'The nonce is higher than the next one expected for the account.',
  /nonce too high/i,
) {}
export class NonceTooLowError extends nodeError(
  'NonceTooLowError',
  'NONCE_TOO_LOW',
  'The nonce is lower than the current nonce of the account.',
  /nonce too low|transaction already imported|already known/i,
) {}
export class NonceMaxValueError extends nodeError(
  'NonceMaxValueError',
  'NONCE_MAX_VALUE',
  'The nonce has reached the maximum allowed value.',
  /nonce has max value/i,
) {}
export class InsufficientFundsError extends nodeError(
  'InsufficientFundsError',
  'INSUFFICIENT_FUNDS',
  'The total cost (gas * fee + value) of this transaction exceeds the balance of the account.',
  /insufficient funds|exceeds transaction sender account balance/i,
) {}
export class IntrinsicGasTooHighError extends nodeError(
  'IntrinsicGasTooHighError',
  'INTRINSIC_GAS_TOO_HIGH',
  'The gas limit of the transaction exceeds the limit allowed for the block.',
  /intrinsic gas too high|gas limit reached|exceeds block gas limit/i,
) {}
export class IntrinsicGasTooLowError extends nodeError(
  'IntrinsicGasTooLowError',
  'INTRINSIC_GAS_TOO_LOW',
  'The gas limit of the transaction is too low.',
  /intrinsic gas too low/i,
) {}
export class TransactionTypeNotSupportedError extends nodeError(
  'TransactionTypeNotSupportedError',
  'TRANSACTION_TYPE_NOT_SUPPORTED',
  'The transaction type is not supported by this chain.',
  /transaction type not (?:valid|supported)/i,
) {}

export class UnknownNodeError extends NodeError {
  override name = 'UnknownNodeError';
  declare readonly code: 'UNKNOWN_NODE_ERROR';
  constructor(options: NodeErrorOptions = {}) {
    super('The node returned an unknown error.', 'UNKNOWN_NODE_ERROR', options);
  }
}

export { FeeCapTooHighError, NodeError, type NodeErrorOptions, TipAboveFeeCapError };

/**
 * Message-classified classes in matching order. A revert is checked before these (a revert reason
 * may itself say "insufficient funds"); the fee-cap-too-high check precedes the generic patterns.
 */
export const NODE_ERROR_CLASSES = [
  FeeCapTooHighError,
  FeeCapTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  NonceMaxValueError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  TransactionTypeNotSupportedError,
  TipAboveFeeCapError,
] as const;

/**
 * The typed node error for anything a node (or a client library wrapping its answer) threw.
 * Looks at every message in the cause chain; never throws; unmatched errors give UnknownNodeError.
 */
export function classifyNodeError(error: unknown): NodeError {
  if (error instanceof NodeError) return error;
  const nodes = errorChain(error);
  const messages = nodes.flatMap(readMessages);
  const details = messages[0];
  const reverted =
    nodes.some((node) => readNumericCode(node) === EXECUTION_ERROR_CODE && hasRevertData(node)) ||
    messages.some((message) => ExecutionRevertedError.nodeMessage.test(message));
  if (reverted)
    return new ExecutionRevertedError({ reason: extractRevertReason(error), details, cause: error });
  const matched = NODE_ERROR_CLASSES.find((errorClass) =>
    messages.some((message) => errorClass.nodeMessage.test(message)),
  );
  if (matched !== undefined) return new matched({ details, cause: error });
  return new UnknownNodeError({ details, cause: error });
}

/** Code 3 alone is also used by non-EVM services; with a data field it is a revert. */
function hasRevertData(node: unknown): boolean {
  return typeof readProp(node, 'data') === 'string';
}
