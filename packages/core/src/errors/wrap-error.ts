/**
 * Errors are wrapped with a category, reported to telemetry and rethrown. This is the
 * wrapping half; the boundary that reports and rethrows lives with telemetry.
 */
import { type ErrorCategory, WalletportError } from './base.js';
import { describeValue, readMessages, readProp } from './error-chain.js';
import { MESSAGES } from './messages.js';

/**
 * A WalletportError with the given category whose cause is the original error. The short message and
 * code are carried over so the visitor sees the same text; a value with no message gets the catalogue's
 * 'An error occurred'. Already-wrapped errors of the same category come back unchanged, so wrapping at
 * several layers does not nest.
 */
export function wrapError(error: unknown, category: ErrorCategory): WalletportError {
  if (error instanceof WalletportError && error.category === category) return error;
  const code = readProp(error, 'code');
  const message = error instanceof WalletportError ? error.shortMessage : readMessages(error)[0];
  const details =
    error instanceof WalletportError
      ? error.details
      : message === undefined
        ? describeValue(error)
        : undefined;
  return new WalletportError(message ?? MESSAGES.ERROR_OCCURRED, {
    code: typeof code === 'string' || (typeof code === 'number' && Number.isFinite(code)) ? code : undefined,
    details,
    cause: error,
    category,
  });
}
