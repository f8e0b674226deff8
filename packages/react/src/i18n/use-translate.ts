'use client';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';
import { createTranslator, resolveLocale, type Translate } from './translate.js';

/** The translator for the instance's `locale` option (English by default). */
export function useTranslate(): Translate {
  const { options } = useAppKitInstance();
  return useMemo(() => createTranslator(resolveLocale(options.locale)), [options.locale]);
}
