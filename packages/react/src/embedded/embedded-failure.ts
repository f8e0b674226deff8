/**
 * What a failed embedded-wallet step says to the visitor, as a code the views word in the visitor's
 * language: the frame not loading or not answering is one of core's alerts (IFRAME_LOAD_FAILED,
 * IFRAME_REQUEST_TIMEOUT); a core rule names its catalogue code ('Please try again after {n} seconds',
 * 'Invalid email address'); what the frame or the server said (a wrong, expired or locked code) comes
 * verbatim, as they wrote it.
 */
import {
  type AlertId,
  alertIdForApiError,
  type CodedText,
  errorText,
  isUserRejection,
} from '@walletport/core/internal';

export interface EmbeddedFailure {
  text: CodedText;
  /** The catalogue alert this failure is (the frame could not be reached), if it is one. */
  alert: AlertId | undefined;
}

export function embeddedFailure(error: unknown): EmbeddedFailure {
  const alert = alertIdForApiError(error);
  if (alert !== undefined) return { text: { code: `ALERT_${alert}` }, alert };
  return { text: errorText(error), alert: undefined };
}

/** The visitor cancelled in the frame (EIP-1193 4001). */
export function isCancelledInFrame(error: unknown): boolean {
  return isUserRejection(error);
}
