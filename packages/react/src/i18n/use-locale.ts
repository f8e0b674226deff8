'use client';
import { useSyncExternalStore } from 'react';
import { useAppKitInstance } from '../context.js';
import { type Locale, readPageLanguage, resolveLocale, subscribePageLanguage } from './locale.js';

/**
 * The locale the instance speaks: its `locale` option, else the page's language (`<html lang>`, then the
 * browser's), followed live. A server cannot see the page, so the server render, and the hydration render
 * after it, use the option or English; the page's language takes over right after hydrating.
 */
export function useLocale(): Locale {
  const { options } = useAppKitInstance();
  const pageLanguage = useSyncExternalStore(subscribePageLanguage, readPageLanguage, () => undefined);
  return resolveLocale(options.locale ?? pageLanguage);
}
