import { type CodedText, errorText, isUserRejection, WalletportError } from '@walletport/core/internal';
import type { MessageKey } from '../../i18n/index.js';

/**
 * What a failed switch says under the list, as a code (worded by the list in the visitor's language). A
 * rejection is the visitor's choice, so it reads as 'Switch declined' rather than as a failure; the
 * catalogue's own codes for a switch rejected after adding the chain and for a chain the wallet cannot
 * add are kept. Anything else is the error's text (never its developer details).
 */
export function switchErrorText(error: unknown): CodedText<string> {
  const code = error instanceof WalletportError ? error.code : undefined;
  // Checked before isUserRejection: this error wraps a 4001 but has its own catalogue text.
  if (code === 'SWITCH_REJECTED_AFTER_ADD_NETWORK') return { code };
  if (isUserRejection(error)) return { code: 'networks.switchDeclined' satisfies MessageKey };
  return errorText(error);
}

/** A rejection is shown calmly (the visitor chose it); anything else as an error. */
export function switchFailureKind(error: unknown): 'declined' | 'failed' {
  return isUserRejection(error) ? 'declined' : 'failed';
}
