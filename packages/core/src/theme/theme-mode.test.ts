import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidOptionError } from '../options/invalid-option-error.js';
import { DEFAULT_THEME_MODE, isThemeMode, parseThemeMode } from './theme-mode.js';

describe('theme mode', () => {
  it('themeMode defaults to dark', () => {
    expect(DEFAULT_THEME_MODE).toBe('dark');
  });

  it("accepts 'light' and 'dark' only, naming the option otherwise", () => {
    expect(parseThemeMode('light')).toBe('light');
    expect(() => parseThemeMode('system')).toThrow("Invalid option `themeMode`: expected 'light' or 'dark'");
    expect(() => parseThemeMode('Dark', 'setThemeMode')).toThrow('`setThemeMode`');
  });

  it('property: parseThemeMode returns a mode or throws InvalidOptionError', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          expect(isThemeMode(parseThemeMode(value))).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidOptionError);
        }
      }),
    );
  });
});
