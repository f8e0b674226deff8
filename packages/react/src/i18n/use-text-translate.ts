'use client';
import { useMemo } from 'react';
import { type TranslateText, textTranslatorFor } from './text.js';
import { useCatalogue } from './use-catalogue.js';

/** Words codes held in state (alerts, SIWX errors, failures) in the instance's locale. */
export function useTextTranslate(): TranslateText {
  const { messages, locale } = useCatalogue();
  return useMemo(() => textTranslatorFor(messages, locale), [messages, locale]);
}
