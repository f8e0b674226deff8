/**
 * The catalogue's English for a code held in state (errors/coded-text.ts): for telemetry, logs and a UI
 * catalogue that does not know a newer code. Apart from coded-text.ts because it needs every English text
 * (alerts included), which the page's first script otherwise does not carry.
 */
import type { AlertId } from './alert-ids.js';
import { ALERTS } from './alerts.js';
import {
  alertTexts,
  type CodedText,
  isMessageKey,
  type TextCode,
  type TextParams,
  VERBATIM_TEXT,
} from './coded-text.js';
import { uiText } from './messages.js';
import { UnknownWalletError, WALLET_ERROR_CLASSES } from './wallet-errors.js';

/**
 * The catalogue's English for a code, for telemetry and logs; the UI uses its own catalogues instead.
 * Placeholders without a value stay visible.
 */
export function englishText(text: CodedText): string {
  const params = text.params ?? {};
  if (text.code === VERBATIM_TEXT) return String(params.text ?? '');
  return fill(englishTemplate(text.code), params);
}

function englishTemplate(code: Exclude<TextCode, typeof VERBATIM_TEXT>): string {
  if (isMessageKey(code)) return uiText(code);
  if (code === 'WALLET_UNKNOWN') return new UnknownWalletError().shortMessage;
  const walletClass = WALLET_ERROR_CLASSES.find((candidate) => `WALLET_${candidate.code}` === code);
  if (walletClass !== undefined) return walletClass.shortMessage;
  for (const id of Object.keys(ALERTS) as AlertId[]) {
    const texts = alertTexts(id, undefined);
    if (texts.message.code === code) return ALERTS[id].shortMessage;
    if (texts.longMessage.code === code) return ALERTS[id].longMessage;
  }
  return code;
}

function fill(template: string, params: TextParams): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
