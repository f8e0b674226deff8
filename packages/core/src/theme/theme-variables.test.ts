import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidOptionError } from '../options/invalid-option-error.js';
import {
  parseThemeVariables,
  parseThemeVariablesUpdate,
  THEME_VARIABLE_NAMES,
  validateThemeVariables,
} from './theme-variables.js';

describe('parseThemeVariables', () => {
  it("accepts AppKit's --w3m- and --apkt- keys and returns Walletport's --wp- names", () => {
    expect(
      parseThemeVariables({
        '--w3m-font-family': 'Roboto, sans-serif',
        '--w3m-accent': '#00bb7f',
        '--w3m-color-mix': '#000000',
        '--w3m-color-mix-strength': 40,
        '--w3m-font-size-master': '9px',
        '--w3m-border-radius-master': '2px',
        '--w3m-z-index': 1000,
        '--apkt-qr-color': '#111111',
      }),
    ).toEqual({
      '--wp-font-family': 'Roboto, sans-serif',
      '--wp-accent': '#00bb7f',
      '--wp-color-mix': '#000000',
      '--wp-color-mix-strength': 40,
      '--wp-font-size-master': '9px',
      '--wp-border-radius-master': '2px',
      '--wp-z-index': 1000,
      '--wp-qr-color': '#111111',
    });
  });

  it('when one variable comes under several names, --wp- wins over --apkt- over --w3m-', () => {
    expect(
      parseThemeVariables({ '--w3m-accent': 'red', '--wp-accent': 'blue', '--apkt-accent': 'green' }),
    ).toEqual({
      '--wp-accent': 'blue',
    });
    expect(parseThemeVariables({ '--w3m-accent': 'red', '--apkt-accent': 'green' })).toEqual({
      '--wp-accent': 'green',
    });
  });

  it('numbers may come as numeric strings', () => {
    expect(parseThemeVariables({ '--w3m-z-index': '50', '--w3m-color-mix-strength': '12.5' })).toEqual({
      '--wp-z-index': 50,
      '--wp-color-mix-strength': 12.5,
    });
  });

  it.each([
    [{ '--w3m-accent': 'red; color: blue' }, 'themeVariables["--w3m-accent"]', "must not contain ';'"],
    [{ '--w3m-font-family': 'x</style>' }, 'themeVariables["--w3m-font-family"]', "'<'"],
    [
      { '--wp-qr-color': 'url(https://evil.example)' },
      'themeVariables["--wp-qr-color"]',
      "must not contain 'url('",
    ],
    [{ '--w3m-font-size-master': '10' }, 'themeVariables["--w3m-font-size-master"]', 'CSS length'],
    [
      { '--w3m-border-radius-master': 'calc(1px)' },
      'themeVariables["--w3m-border-radius-master"]',
      'CSS length',
    ],
    [{ '--w3m-color-mix-strength': 140 }, 'themeVariables["--w3m-color-mix-strength"]', '0 to 100'],
    [{ '--w3m-z-index': 1.5 }, 'themeVariables["--w3m-z-index"]', 'integer'],
    [{ '--w3m-accent': 5 }, 'themeVariables["--w3m-accent"]', 'expected a string'],
    [{ '--w3m-shadow': '0 0 1px' }, 'themeVariables["--w3m-shadow"]', 'unknown theme variable'],
  ])('%j is refused, naming the key', (input, option, reason) => {
    try {
      parseThemeVariables(input);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidOptionError);
      expect((error as InvalidOptionError).option).toBe(option);
      expect((error as InvalidOptionError).message).toContain(reason);
    }
  });

  it('refuses a non-object and returns a frozen result', () => {
    expect(() => parseThemeVariables('red')).toThrow('Invalid option `themeVariables`');
    expect(() => parseThemeVariables(['--w3m-accent'])).toThrow(InvalidOptionError);
    expect(Object.isFrozen(parseThemeVariables({ '--w3m-accent': 'red' }))).toBe(true);
  });

  it('parseThemeVariablesUpdate lists variables given as undefined', () => {
    expect(parseThemeVariablesUpdate({ '--w3m-accent': undefined, '--wp-z-index': 3 })).toEqual({
      set: { '--wp-z-index': 3 },
      cleared: ['accent'],
    });
  });

  it("validateThemeVariables keeps the app's names, with the same checks", () => {
    const checked = validateThemeVariables({
      '--w3m-accent': '#00ff00',
      '--apkt-z-index': '40',
      '--wp-color-mix': undefined,
    });
    expect(checked).toEqual({
      set: { '--w3m-accent': '#00ff00', '--apkt-z-index': 40 },
      cleared: ['--wp-color-mix'],
    });
    expect(Object.isFrozen(checked.set)).toBe(true);
    expect(() => validateThemeVariables({ '--w3m-accent': 'url(x)' })).toThrow(
      'Invalid option `themeVariables["--w3m-accent"]`',
    );
    expect(() => validateThemeVariables({ '--w3m-accnt': 'red' })).toThrow(InvalidOptionError);
  });

  it('property: any object gives --wp- variables or an InvalidOptionError naming themeVariables', () => {
    const key = fc.oneof(
      fc
        .constantFrom(...THEME_VARIABLE_NAMES)
        .chain((name) => fc.constantFrom(`--w3m-${name}`, `--apkt-${name}`, `--wp-${name}`)),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.oneof(fc.string(), fc.double(), fc.integer(), fc.anything())),
        (input) => {
          try {
            const variables = parseThemeVariables(input);
            for (const name of Object.keys(variables)) expect(name.startsWith('--wp-')).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidOptionError);
            expect((error as InvalidOptionError).option.startsWith('themeVariables')).toBe(true);
          }
        },
      ),
    );
  });
});
