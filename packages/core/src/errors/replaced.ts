/**
 * Why a watched transaction was replaced: a transaction with the same sender and nonce got
 * mined instead of it. The visitor either sped it up (repriced), cancelled it, or sent something else.
 */
import { createError } from './messages.js';

export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced';

export interface ReplaceableTransaction {
  from: string;
  /** Null or undefined for a contract creation. */
  to?: string | null;
  value: bigint;
  /** Calldata; '0x', '' and undefined all mean none. */
  input?: string;
  nonce: number | bigint;
}

/**
 * - 'repriced': same recipient, value and calldata (only the fee changed: a "speed up");
 * - 'cancelled': a zero-value transfer to the sender itself with no calldata (the usual "cancel");
 * - 'replaced': anything else.
 * Fees are not compared: a node only accepts a same-nonce replacement that bumps the fee, so a mined
 * replacement always pays more and comparing adds nothing. Addresses compare case-insensitively
 * (checksummed and lowercase forms are the same account).
 * Throws NOT_A_REPLACEMENT when sender or nonce differ, since then it is not a replacement at all.
 */
export function classifyReplacement(
  original: ReplaceableTransaction,
  replacement: ReplaceableTransaction,
): ReplacementReason {
  if (!sameAddress(original.from, replacement.from) || BigInt(original.nonce) !== BigInt(replacement.nonce)) {
    throw createError('NOT_A_REPLACEMENT', {
      details: `original ${original.from} nonce ${original.nonce}, replacement ${replacement.from} nonce ${replacement.nonce}`,
    });
  }
  const sameCall =
    sameAddress(original.to, replacement.to) &&
    original.value === replacement.value &&
    normalizedInput(original.input) === normalizedInput(replacement.input);
  if (sameCall) return 'repriced';
  const selfSend = sameAddress(replacement.to, replacement.from);
  if (selfSend && replacement.value === 0n && normalizedInput(replacement.input) === '') return 'cancelled';
  return 'replaced';
}

function sameAddress(left: string | null | undefined, right: string | null | undefined): boolean {
  return (left ?? '').toLowerCase() === (right ?? '').toLowerCase();
}

function normalizedInput(input: string | undefined): string {
  const lower = (input ?? '').toLowerCase();
  return lower === '0x' ? '' : lower;
}
