'use client';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';
import { type ButtonTranslate, createButtonTranslator } from './button-catalog.js';
import { resolveLocale } from './locale.js';

/**
 * useTranslate for the page's buttons: the same strings, from the buttons' own small catalogue, so the
 * page does not load every area of every locale before the first click.
 */
export function useButtonTranslate(): ButtonTranslate {
  const { options } = useAppKitInstance();
  return useMemo(() => createButtonTranslator(resolveLocale(options.locale)), [options.locale]);
}
