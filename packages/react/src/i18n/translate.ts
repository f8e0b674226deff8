import { translatorFor } from './areas.js';
import { type Locale, type MessageKey, messagesFor } from './catalog.js';
import type { MessageParams } from './areas.js';

export { resolveLocale } from './locale.js';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A translator for one locale; `{name}` placeholders are filled from params, missing ones stay visible. */
export function createTranslator(locale: Locale): Translate {
  return translatorFor(messagesFor(locale));
}
