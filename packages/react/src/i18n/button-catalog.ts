import type { LoadedCatalogue } from './loaded-catalogues.js';
import { CONNECT_WORDS, type Locale } from './locale.js';
import { fillParams, type MessageParams } from './fill-params.js';
import { buttons } from './messages/buttons.js';

/**
 * The buttons' catalogue, loaded with the page: their English strings, and in another locale its word for
 * "Connect Wallet" (locale.ts) until that locale's full catalogue is here (the modal's chunk loads it
 * at page idle or on the first click); from then on that catalogue's texts, accessible labels included.
 */
const ENGLISH = { ...buttons, 'common.unknownNetwork': 'Unknown Network' } as const;

export type ButtonMessageKey = keyof typeof ENGLISH;
export type ButtonTranslate = (key: ButtonMessageKey, params?: MessageParams) => string;

export function createButtonTranslator(locale: Locale, catalogue?: LoadedCatalogue): ButtonTranslate {
  return (key, params) => {
    // The buttons' texts are plain strings in every catalogue (none has plural forms).
    const here = catalogue?.[key] as string | undefined;
    const text =
      here ?? (key === 'buttons.connect' && locale !== 'en' ? CONNECT_WORDS[locale] : ENGLISH[key]);
    return params ? fillParams(text, params) : text;
  };
}
