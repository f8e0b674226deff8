'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { catalogueFor, loadCatalogue, type Locale, type Messages } from './catalog.js';
import { subscribeCatalogues } from './loaded-catalogues.js';
import { useLocale } from './use-locale.js';

/**
 * The modal's catalogue in the instance's locale, with the locale it is written in. The modal's mount
 * loads the locale's chunk before the first render (mount.ts), so this is English only while a chunk
 * that was not ready (the page switched language) loads; it loads here and the views relabel.
 */
export function useCatalogue(): { messages: Messages; locale: Locale } {
  const locale = useLocale();
  const read = () => catalogueFor(locale);
  const messages = useSyncExternalStore(subscribeCatalogues, read, read);
  useEffect(() => {
    if (messages === undefined) loadCatalogue(locale).catch(() => undefined);
  }, [locale, messages]);
  return messages ? { messages, locale } : { messages: catalogueFor('en') as Messages, locale: 'en' };
}
