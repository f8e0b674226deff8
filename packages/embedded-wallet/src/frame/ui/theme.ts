/**
 * The frame's look follows the host's modal: SYNC_THEME carries the app's theme mode and variables, and
 * core's token resolver (the one the modal itself uses) turns them into the same `--wp-*` custom
 * properties, so the frame's view blends into the modal body around it. The resolver refuses values that
 * could break out of a declaration or fetch something, so the host cannot inject CSS through it.
 */
import type { ThemePayload } from '@walletport/core/embedded-protocol';
import { resolveThemeTokens, type ThemeVariablesInput } from '@walletport/core/internal';

/** Until the host says otherwise the frame is dark, like the modal. */
export const DEFAULT_THEME: ThemePayload = { themeMode: 'dark', themeVariables: {} };

/** Sets every token on `root` (usually <html>); throws InvalidOptionError on an invalid mode or variable. */
export function applyTheme(root: HTMLElement, theme: ThemePayload): void {
  // The resolver checks every name and value itself; the cast only widens the static type.
  const tokens = resolveThemeTokens(theme.themeMode, theme.themeVariables as ThemeVariablesInput);
  for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, String(value));
  root.dataset.theme = theme.themeMode;
  root.style.colorScheme = theme.themeMode;
}
