import { type CodedText, englishText, type TextCode, VERBATIM_TEXT } from '@walletport/core/internal';
import type { Locale, MessageKey, Messages } from './catalog.js';
import { formatMessage, type MessageValue } from './message-format.js';
import { loadedMessages } from './translate.js';

/** The catalogue key of a core code. Assigning it to MessageKey fails to compile if a code has no text. */
type CoreCodeKey = `code.${Exclude<TextCode, typeof VERBATIM_TEXT>}`;
const codeKey = (code: string): MessageKey => `code.${code}` as CoreCodeKey;

export type TranslateText = (text: CodedText<string>) => string;

/**
 * Words a text held in state (errors/coded-text.ts in core) in one locale: a core code by its `code.*`
 * entry, a key of this catalogue (an alert the UI raised itself) by that entry, verbatim text as it came.
 * A code this catalogue does not know (a newer core) falls back to core's English.
 */
export function textTranslatorFor(messages: Messages, locale: Locale): TranslateText {
  const lookup = messages as Readonly<Record<string, MessageValue | undefined>>;
  return (text) => {
    const params = text.params ?? {};
    if (text.code === VERBATIM_TEXT) return String(params.text ?? '');
    const template = lookup[codeKey(text.code)] ?? lookup[text.code];
    return template === undefined ? englishText(text as CodedText) : formatMessage(template, params, locale);
  };
}

/** textTranslatorFor a locale whose catalogue is here (English always; another after loadCatalogue). */
export function createTextTranslator(locale: Locale): TranslateText {
  return textTranslatorFor(loadedMessages(locale), locale);
}
