import { SIWX_ERROR_TEXTS } from '@walletport/core';
import type { Translate } from '../../i18n/index.js';

const REFUSED_PREFIX = SIWX_ERROR_TEXTS.refused.slice(0, SIWX_ERROR_TEXTS.refused.indexOf('{reason}'));

/**
 * The store's error sentence (core writes it in English) in the visitor's language. Core's known
 * sentences have a translation; the refused one keeps the server's own reason verbatim; anything else
 * (an app's own config may throw its own text through a future core) is shown as it came.
 */
export function siwxErrorText(error: string, t: Translate): string {
  if (error === SIWX_ERROR_TEXTS.declined) return t('siwx.errorDeclined');
  if (error === SIWX_ERROR_TEXTS.failed) return t('siwx.errorFailed');
  if (error === SIWX_ERROR_TEXTS.unavailable) return t('siwx.errorUnavailable');
  if (error.startsWith(REFUSED_PREFIX))
    return t('siwx.errorRefused', { reason: error.slice(REFUSED_PREFIX.length) });
  return error;
}
