'use client';
import type { AppThemeVariables, ThemeMode, ThemeVariablesInput } from '@walletport/core/internal';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from './use-store.js';

export interface UseAppKitThemeReturn {
  themeMode: ThemeMode;
  /**
   * The variables as the app set them, under its own names (`--w3m-accent` stays `--w3m-accent`), as
   * AppKit returns them; validated, numbers as numbers. How they map onto the styles stays internal.
   */
  themeVariables: AppThemeVariables;
  /** Throws for anything but 'light' or 'dark'. */
  setThemeMode(mode: ThemeMode): void;
  /**
   * Merges over the current variables by name, as AppKit does (`{ ...current, ...given }`; a name given as
   * undefined is removed); throws (changing nothing) for an unsafe value.
   */
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
