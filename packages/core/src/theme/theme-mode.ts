/** The theme mode: 'dark' (the default) or 'light'. */
import { invalidOption } from '../options/invalid-option-error.js';

export const THEME_MODES = Object.freeze(['light', 'dark'] as const);
export type ThemeMode = (typeof THEME_MODES)[number];

export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** The mode, or an InvalidOptionError naming the option ("Invalid option `themeMode`: expected 'light' or 'dark'"). */
export function parseThemeMode(value: unknown, option = 'themeMode'): ThemeMode {
  if (!isThemeMode(value)) throw invalidOption(option, "expected 'light' or 'dark'");
  return value;
}
