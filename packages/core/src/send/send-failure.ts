/**
 * Why a send failed, as a code the UI words in plain language (docs/send-receive.md "Errors"): the
 * visitor declined, a node error class (insufficient funds, nonce, fees, gas, transaction type), a
 * revert with its reason, a replacement (cancelled or replaced; a repriced one is a success), or no
 * receipt in time, or no answer from the wallet in time. Codes, never sentences: React turns them into text through i18n.
 */
import { WalletportError } from '../errors/base.js';
import { errorChain, readMessages } from '../errors/error-chain.js';
import { classifyNodeError } from '../errors/node-errors.js';
import { isUserRejection } from '../errors/parse-wallet-error.js';
import { TransactionRevertedError } from '../errors/revert-reason.js';
import type { TransactionReceiptResult } from '../adapter/index.js';

export const SEND_FAILURE_CODES = [
  'USER_REJECTED',
  'INSUFFICIENT_FUNDS',
  'NONCE_TOO_LOW',
  'NONCE_TOO_HIGH',
  'NONCE_MAX_VALUE',
  'EXECUTION_REVERTED',
  'TRANSACTION_REVERTED',
  'FEE_CAP_TOO_LOW',
  'FEE_CAP_TOO_HIGH',
  'TIP_ABOVE_FEE_CAP',
  'INTRINSIC_GAS_TOO_LOW',
  'INTRINSIC_GAS_TOO_HIGH',
  'TRANSACTION_TYPE_NOT_SUPPORTED',
  'REPLACED_CANCELLED',
  'REPLACED',
  'RECEIPT_TIMEOUT',
  'CHAIN_MISMATCH',
  'WALLET_TIMEOUT',
  'UNKNOWN',
] as const;

export type SendFailureCode = (typeof SEND_FAILURE_CODES)[number];

export interface SendFailure {
  readonly code: SendFailureCode;
  /** A revert's reason, when the chain gave one. */
  readonly reason?: string | undefined;
  /** The hash of the transaction that was mined instead (replacements). */
  readonly replacementHash?: string | undefined;
}

/** Node error codes (errors/node-errors.ts) that are send failure codes under the same name. */
const NODE_CODES: ReadonlySet<string> = new Set<SendFailureCode>([
  'INSUFFICIENT_FUNDS',
  'NONCE_TOO_LOW',
  'NONCE_TOO_HIGH',
  'NONCE_MAX_VALUE',
  'EXECUTION_REVERTED',
  'FEE_CAP_TOO_LOW',
  'FEE_CAP_TOO_HIGH',
  'TIP_ABOVE_FEE_CAP',
  'INTRINSIC_GAS_TOO_LOW',
  'INTRINSIC_GAS_TOO_HIGH',
  'TRANSACTION_TYPE_NOT_SUPPORTED',
]);

/** viem's ChainMismatchError and core's CHAIN_MISMATCH: the wallet moved to another chain meanwhile. */
const CHAIN_MISMATCH = /does not match the target chain|Wallet is on chain .* but the request targets chain/i;

/** The failure for anything sending, estimating or waiting threw. Never throws. */
export function describeSendError(error: unknown): SendFailure {
  if (isUserRejection(error)) return { code: 'USER_REJECTED' };
  const nodes = errorChain(error);
  const reverted = nodes.find((node) => node instanceof TransactionRevertedError);
  if (reverted instanceof TransactionRevertedError)
    return { code: 'TRANSACTION_REVERTED', reason: reverted.reason };
  if (nodes.some((node) => node instanceof WalletportError && node.code === 'TRANSACTION_WAIT_TIMEOUT')) {
    return { code: 'RECEIPT_TIMEOUT' };
  }
  if (nodes.some((node) => node instanceof WalletportError && node.code === 'WALLET_REQUEST_TIMEOUT')) {
    return { code: 'WALLET_TIMEOUT' };
  }
  if (nodes.some((node) => node instanceof WalletportError && node.code === 'CHAIN_MISMATCH')) {
    return { code: 'CHAIN_MISMATCH' };
  }
  if (nodes.flatMap(readMessages).some((message) => CHAIN_MISMATCH.test(message)))
    return { code: 'CHAIN_MISMATCH' };
  const nodeError = classifyNodeError(error);
  if (NODE_CODES.has(nodeError.code)) {
    const reason = (nodeError as { reason?: unknown }).reason;
    return {
      code: nodeError.code as SendFailureCode,
      ...(typeof reason === 'string' ? { reason } : {}),
    };
  }
  return { code: 'UNKNOWN' };
}

export type ReceiptOutcome =
  | { readonly ok: true; readonly blockNumber: bigint; readonly replacementHash?: string | undefined }
  | { readonly ok: false; readonly failure: SendFailure };

/**
 * What a receipt means for the send: mined → success; mined after a speed-up (repriced) → success under
 * the new hash; cancelled or replaced by something else → failure; reverted → failure with its reason.
 */
export function outcomeOfReceipt(receipt: TransactionReceiptResult): ReceiptOutcome {
  const { replaced } = receipt;
  if (replaced?.reason === 'cancelled') {
    return { ok: false, failure: { code: 'REPLACED_CANCELLED', replacementHash: replaced.hash } };
  }
  if (replaced?.reason === 'replaced') {
    return { ok: false, failure: { code: 'REPLACED', replacementHash: replaced.hash } };
  }
  if (receipt.status === 'reverted') {
    return {
      ok: false,
      failure: {
        code: 'TRANSACTION_REVERTED',
        reason: receipt.revertReason,
        ...(replaced === undefined ? {} : { replacementHash: replaced.hash }),
      },
    };
  }
  return {
    ok: true,
    blockNumber: receipt.blockNumber,
    ...(replaced === undefined ? {} : { replacementHash: replaced.hash }),
  };
}
