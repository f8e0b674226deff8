'use client';
import type { ThemeMode, ThemeVariables, ThemeVariablesInput } from '@walletport/core';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from './use-store.js';

export interface UseAppKitThemeReturn {
  themeMode: ThemeMode;
  /** The validated variables, under Walletport's names (`--wp-…`), whichever spelling was set. */
  themeVariables: ThemeVariables;
  /** Throws for anything but 'light' or 'dark'. */
  setThemeMode(mode: ThemeMode): void;
  /** Merges over the current variables; throws (changing nothing) for an unsafe value. */
  setThemeVariables(variables: ThemeVariablesInput): void;
}

/** AppKit's `useAppKitTheme()`. */
export function useAppKitTheme(): UseAppKitThemeReturn {
  const instance = useAppKitInstance();
  const theme = useStoreSelector(instance.stores.theme, (state) => state);
  return useMemo(
    () => ({
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      setThemeMode: (mode: ThemeMode) => instance.setThemeMode(mode),
      setThemeVariables: (variables: ThemeVariablesInput) => instance.setThemeVariables(variables),
    }),
    [theme, instance],
  );
}
