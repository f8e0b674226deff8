export { type Locale, type MessageKey, SUPPORTED_LOCALES } from './catalog.js';
export { createTranslator, resolveLocale, type Translate } from './translate.js';
export { useTranslate } from './use-translate.js';
export { createTextTranslator, type TranslateText } from './text.js';
export { useTextTranslate } from './use-text-translate.js';
