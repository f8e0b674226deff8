import { errorMessageOf, isUserRejection, WalletportError } from '@walletport/core';
import type { Translate } from '../../i18n/index.js';

/**
 * The short text a failed switch shows under the list. A rejection is the visitor's choice, so it reads
 * as 'Switch declined' rather than as a failure; the spec's own messages for a switch rejected after
 * adding the chain and for a chain the wallet cannot add are kept (and translated). Anything else shows
 * the error's short message (never its developer details).
 */
export function switchErrorMessage(error: unknown, t: Translate): string {
  const code = error instanceof WalletportError ? error.code : undefined;
  // Checked before isUserRejection: this error wraps a 4001 but has its own catalogue text.
  if (code === 'SWITCH_REJECTED_AFTER_ADD_NETWORK') return t('networks.switchRejectedAfterAdd');
  if (isUserRejection(error)) return t('networks.switchDeclined');
  if (code === 'CHAIN_NOT_SUPPORTED') return t('networks.chainNotSupported');
  return errorMessageOf(error);
}

/** A rejection is shown calmly (the visitor chose it); anything else as an error. */
export function switchFailureKind(error: unknown): 'declined' | 'failed' {
  return isUserRejection(error) ? 'declined' : 'failed';
}
