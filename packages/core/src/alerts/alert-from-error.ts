/**
 * What the alert bar says about an arbitrary thrown value: the catalogue alert when the error means one
 * (spec §8 "Unauthorized-origin and invalid-key errors map to the app-configuration and project-id
 * alerts"), else an error alert with the error's short message.
 */
import {
  type AlertContext,
  alertForApiError,
  MESSAGES,
  type MessageKey,
  matchMessage,
  uiText,
  WalletportError,
} from '../errors/index.js';
import { type AlertMessage, CUSTOM_ALERT_ID } from './alert-queue.js';

const isMessageKey = (code: unknown): code is MessageKey =>
  typeof code === 'string' && Object.hasOwn(MESSAGES, code);

/**
 * The text for people: a catalogue message in its UI wording (e.g. 'Action not allowed'), a
 * WalletportError's short message (never its details), an Error's message, a non-empty string, or the
 * catalogue's 'An error occurred' for anything else.
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof WalletportError) {
    return isMessageKey(error.code) && error.shortMessage === MESSAGES[error.code]
      ? uiText(error.code)
      : error.shortMessage;
  }
  const text =
    typeof error === 'string'
      ? error
      : typeof error === 'object' &&
          error !== null &&
          typeof (error as { message?: unknown }).message === 'string'
        ? (error as { message: string }).message
        : '';
  if (text.trim() === '') return MESSAGES.ERROR_OCCURRED;
  const matched = matchMessage(text);
  return matched !== undefined && Object.keys(matched.params).length === 0 ? uiText(matched.key) : text;
}

/** The alert for `error`: its catalogue alert if it maps to one, else an error alert with its message. */
export function alertFromError(error: unknown, context: AlertContext = {}): AlertMessage {
  const catalogued = alertForApiError(error, context);
  if (catalogued !== undefined) {
    return {
      id: catalogued.id,
      variant: catalogued.variant,
      message: catalogued.shortMessage,
      longMessage: catalogued.longMessage,
    };
  }
  return { id: CUSTOM_ALERT_ID, variant: 'error', message: errorMessageOf(error) };
}
