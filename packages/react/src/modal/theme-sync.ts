import { resolveThemeTokens, type ThemeState, type ThemeStore } from '@walletport/core/internal';

/**
 * Writes the theme's tokens as CSS custom properties on the shadow host: they inherit into the shadow
 * tree, and the host page cannot override them by accident. `color-scheme` makes native controls
 * (scrollbars, the search field's clear button) match the mode.
 */
export function applyThemeTokens(host: HTMLElement, theme: ThemeState): void {
  const tokens = resolveThemeTokens(theme.themeMode, theme.themeVariables);
  for (const [name, value] of Object.entries(tokens)) host.style.setProperty(name, value);
  host.style.setProperty('color-scheme', theme.themeMode);
  host.setAttribute('data-theme', theme.themeMode);
}

/** Applies the current theme and every change after it; returns the unsubscribe function. */
export function syncThemeTokens(host: HTMLElement, store: ThemeStore): () => void {
  applyThemeTokens(host, store.getState());
  return store.subscribe((state) => applyThemeTokens(host, state));
}
