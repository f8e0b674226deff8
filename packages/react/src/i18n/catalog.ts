/**
 * Which locale chunks exist and how they load; the English catalogue and the types every locale file
 * answers to are in english.ts (kept apart so a locale file's type import does not make a cycle).
 */
import { loadedCatalogue, registerCatalogue } from './loaded-catalogues.js';
import type { Locale } from './locale.js';
import { ENGLISH, type LocaleMessages, type Messages } from './english.js';

export type { LocaleMessages, MessageKey, Messages } from './english.js';
export { type Locale, SUPPORTED_LOCALES } from './locale.js';

/**
 * One lazy chunk per locale: literal import() calls, so every bundler splits each into its own file and
 * a page loads only the language it shows.
 */
const LOADERS: { readonly [L in Exclude<Locale, 'en'>]: () => Promise<{ default: LocaleMessages }> } = {
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'),
  ar: () => import('./locales/ar.js'),
};

/** The catalogue of a locale if it is here (English always is), else undefined. */
export function catalogueFor(locale: Locale): Messages | undefined {
  return locale === 'en' ? ENGLISH : (loadedCatalogue(locale) as Messages | undefined);
}

const pending = new Map<Locale, Promise<Messages>>();

/**
 * Loads a locale's chunk once and registers it (the buttons then relabel). A failed load is forgotten, so
 * the next call tries again; until then the views speak English.
 */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  const here = catalogueFor(locale);
  if (here) return Promise.resolve(here);
  let loading = pending.get(locale);
  if (!loading) {
    loading = LOADERS[locale as Exclude<Locale, 'en'>]().then(
      ({ default: messages }) => {
        registerCatalogue(locale, messages);
        pending.delete(locale);
        return messages;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}
