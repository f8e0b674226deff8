import { catalogueFor, type Locale, type MessageKey, type Messages } from './catalog.js';
import { formatMessage, type MessageParams } from './message-format.js';

export { resolveLocale } from './locale.js';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A translator over one locale's catalogue; `{name}` placeholders are filled, plurals chosen by `count`. */
export function translatorFor(messages: Messages, locale: Locale): Translate {
  return (key, params) => formatMessage(messages[key], params, locale);
}

/**
 * A translator for a locale whose catalogue is here: English always; another after loadCatalogue. For
 * code outside React (and tests); the views use useTranslate.
 */
export function createTranslator(locale: Locale): Translate {
  return translatorFor(loadedMessages(locale), locale);
}

/** The catalogue of a locale that must be here already; a clear error otherwise. */
export function loadedMessages(locale: Locale): Messages {
  const messages = catalogueFor(locale);
  if (!messages)
    throw new Error(`Walletport: the '${locale}' catalogue is not loaded; await loadCatalogue first.`);
  return messages;
}
