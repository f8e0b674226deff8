/**
 * Text as state holds it: a code and its params, never a sentence. Stores (alerts, SIWX) and the views'
 * failure states keep a CodedText; the UI words it in the visitor's language (docs/react.md "i18n",
 * packages/react/src/i18n/messages/codes-*.ts) and `englishText` gives the catalogue's English where a
 * wire format wants the text (telemetry, logs). Text that did not come from Walletport (a wallet's or
 * server's own message, an app's custom alert) has no code to translate and travels as VERBATIM_TEXT.
 */
import type { AlertId } from './alert-ids.js';
import { WalletportError } from './base.js';
import { MESSAGES, type MessageKey } from './messages.js';
import {
  type KnownWalletErrorCode,
  UnknownWalletError,
  WALLET_ERROR_CLASSES,
  WalletRpcError,
} from './wallet-errors.js';

export type TextParams = Readonly<Record<string, string | number>>;

/** The code of text shown as it came; its words are `params.text`. */
export const VERBATIM_TEXT = 'VERBATIM';

/** An alert's title and its longer explanation (errors/alerts.ts). */
export type AlertTextCode = `ALERT_${AlertId}` | `ALERT_${AlertId}_DETAILS`;
/** The short message of a wallet error class (errors/wallet-errors.ts), by its numeric code. */
export type WalletTextCode = `WALLET_${KnownWalletErrorCode}` | 'WALLET_UNKNOWN';
/** Every code a UI must be able to word. */
export type TextCode = MessageKey | AlertTextCode | WalletTextCode | typeof VERBATIM_TEXT;

/**
 * A code and the values its text needs. `Code` widens for stores a UI also writes to (the alerts store
 * takes the UI's own message keys for its own alerts).
 */
export interface CodedText<Code extends string = TextCode> {
  readonly code: Code;
  readonly params?: TextParams;
}

export function codedText<Code extends string>(code: Code, params?: TextParams): CodedText<Code> {
  return params === undefined ? { code } : { code, params };
}

/** Text from outside Walletport, shown as it came. */
export function verbatimText(text: string): CodedText<typeof VERBATIM_TEXT> {
  return { code: VERBATIM_TEXT, params: { text } };
}

/** Alerts whose long text names the page origin. */
const ORIGIN_ALERTS: readonly AlertId[] = ['INVALID_APP_CONFIGURATION'];

/** An alert's title and explanation; `origin` fills the app-configuration alert ('unknown' when absent). */
export function alertTexts(
  id: AlertId,
  origin: string | undefined,
): { message: CodedText<AlertTextCode>; longMessage: CodedText<AlertTextCode> } {
  const details = `ALERT_${id}_DETAILS` as const;
  return {
    message: { code: `ALERT_${id}` },
    longMessage: ORIGIN_ALERTS.includes(id)
      ? { code: details, params: { origin: origin === undefined || origin === '' ? 'unknown' : origin } }
      : { code: details },
  };
}

export const isMessageKey = (code: unknown): code is MessageKey =>
  typeof code === 'string' && Object.hasOwn(MESSAGES, code);

/**
 * What an error says to people, as a code: a catalogue error by its key and params (never its details),
 * a wallet error class by its numeric code, any other error's short message or message verbatim, and
 * 'An error occurred' for a value with nothing to show. Codes are read from the error, never from its text.
 */
export function errorText(error: unknown): CodedText {
  if (error instanceof WalletportError) {
    if (isMessageKey(error.code)) return codedText(error.code, error.params);
    const walletCode = walletTextCode(error);
    if (walletCode !== undefined) return { code: walletCode };
    return nonEmpty(error.shortMessage);
  }
  if (typeof error === 'string') return nonEmpty(error);
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return nonEmpty(message);
  }
  return { code: 'ERROR_OCCURRED' };
}

function nonEmpty(text: string): CodedText {
  return text.trim() === '' ? { code: 'ERROR_OCCURRED' } : verbatimText(text);
}

function walletTextCode(error: WalletportError): WalletTextCode | undefined {
  if (!(error instanceof WalletRpcError)) return undefined;
  if (error instanceof UnknownWalletError) return 'WALLET_UNKNOWN';
  const errorClass = WALLET_ERROR_CLASSES.find((candidate) => error instanceof candidate);
  return errorClass === undefined ? undefined : `WALLET_${errorClass.code}`;
}

/** Two texts say the same (same code, same params): the alert queue drops such duplicates. */
export function sameText(a: CodedText<string>, b: CodedText<string>): boolean {
  if (a.code !== b.code) return false;
  const aParams = a.params ?? {};
  const bParams = b.params ?? {};
  const names = Object.keys(aParams);
  return (
    names.length === Object.keys(bParams).length &&
    names.every((name) => Object.hasOwn(bParams, name) && aParams[name] === bParams[name])
  );
}
