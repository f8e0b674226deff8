'use client';
import { useMemo } from 'react';
import { type Translate, translatorFor } from './translate.js';
import { useCatalogue } from './use-catalogue.js';

/** The translator for the instance's locale (its `locale` option, else the page's language). */
export function useTranslate(): Translate {
  const { messages, locale } = useCatalogue();
  return useMemo(() => translatorFor(messages, locale), [messages, locale]);
}
