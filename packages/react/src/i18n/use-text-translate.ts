'use client';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';
import { resolveLocale } from './locale.js';
import { createTextTranslator, type TranslateText } from './text.js';

/** Words codes held in state (alerts, SIWX errors, failures) in the instance's `locale`. */
export function useTextTranslate(): TranslateText {
  const { options } = useAppKitInstance();
  return useMemo(() => createTextTranslator(resolveLocale(options.locale)), [options.locale]);
}
