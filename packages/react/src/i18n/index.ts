export { type Locale, type MessageKey, SUPPORTED_LOCALES } from './catalog.js';
export { createTranslator, resolveLocale, type Translate } from './translate.js';
export { useTranslate } from './use-translate.js';
