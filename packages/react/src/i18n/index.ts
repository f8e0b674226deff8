export {
  catalogueFor,
  type Locale,
  loadCatalogue,
  type MessageKey,
  type Messages,
  SUPPORTED_LOCALES,
} from './catalog.js';
export { directionOf, resolveLocale } from './locale.js';
export { createTranslator, type Translate, translatorFor } from './translate.js';
export { useTranslate } from './use-translate.js';
export { createTextTranslator, type TranslateText, textTranslatorFor } from './text.js';
export { useTextTranslate } from './use-text-translate.js';
export { useLocale } from './use-locale.js';
