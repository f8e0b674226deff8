'use client';
import { useMemo, useSyncExternalStore } from 'react';
import { type ButtonTranslate, createButtonTranslator } from './button-catalog.js';
import { loadedCatalogue, subscribeCatalogues } from './loaded-catalogues.js';
import { useLocale } from './use-locale.js';

/**
 * useTranslate for the page's buttons, from their own small catalogue, so the page does not load every
 * string of every locale before the first click. A server render (and the hydration render) reads no
 * loaded catalogue, so both write the same labels.
 */
export function useButtonTranslate(): ButtonTranslate {
  const locale = useLocale();
  const catalogue = useSyncExternalStore(
    subscribeCatalogues,
    () => (locale === 'en' ? undefined : loadedCatalogue(locale)),
    () => undefined,
  );
  return useMemo(() => createButtonTranslator(locale, catalogue), [locale, catalogue]);
}
