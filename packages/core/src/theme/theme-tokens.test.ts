import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidOptionError } from '../options/invalid-option-error.js';
import { isSafeCssValue } from './css-value.js';
import { resolveThemeTokens } from './theme-tokens.js';

describe('resolveThemeTokens: spec §9 display defaults', () => {
  const dark = resolveThemeTokens('dark');
  const light = resolveThemeTokens('light');

  it('"Modal width 360px, default z-index 999"', () => {
    expect(dark['--wp-modal-width']).toBe('360px');
    expect(dark['--wp-z-index']).toBe('999');
  });

  it('"default radius 4px" (the master) and a radius scale derived from it', () => {
    expect(dark['--wp-border-radius-master']).toBe('4px');
    expect(dark['--wp-border-radius-xs']).toBe('4px');
    expect(dark['--wp-border-radius-s']).toBe('8px');
    expect(dark['--wp-border-radius-m']).toBe('12px');
    expect(dark['--wp-border-radius-2xl']).toBe('32px');
  });

  it('"font size 10px" (the master) and a type scale derived from it', () => {
    expect(dark['--wp-font-size-master']).toBe('10px');
    expect(dark['--wp-font-size-xs']).toBe('10px');
    expect(dark['--wp-font-size-m']).toBe('14px');
    expect(dark['--wp-font-size-l']).toBe('16px');
    expect(dark['--wp-font-size-2xl']).toBe('24px');
  });

  it('"Inter font"', () => {
    expect(dark['--wp-font-family'].startsWith('Inter,')).toBe(true);
  });

  it('"Default accent: light hsla 231 100% 70% on white"', () => {
    expect(light['--wp-color-accent']).toBe('hsla(231, 100%, 70%, 1)');
    expect(light['--wp-color-background']).toBe('#ffffff');
    expect(light['--wp-color-scheme']).toBe('light');
  });

  it('"dark 230 100% 67% on #121313"', () => {
    expect(dark['--wp-color-accent']).toBe('hsla(230, 100%, 67%, 1)');
    expect(dark['--wp-color-background']).toBe('#121313');
    expect(dark['--wp-color-scheme']).toBe('dark');
  });

  it('spec §9 animation durations: header text 120 ms, modal height 150 ms, view transition 150 ms', () => {
    expect(dark['--wp-duration-header-text']).toBe('120ms');
    expect(dark['--wp-duration-modal-height']).toBe('150ms');
    expect(dark['--wp-duration-view-transition']).toBe('150ms');
  });

  it('surfaces are derived from the background of the mode', () => {
    expect(dark['--wp-color-surface-1']).toContain('#121313');
    expect(light['--wp-color-surface-1']).toContain('#ffffff');
  });

  it('the QR code stays dark on light in both modes so it scans', () => {
    expect(dark['--wp-qr-background']).toBe('#ffffff');
    expect(dark['--wp-qr-color']).toBe(light['--wp-qr-color']);
  });

  it('is frozen and pure (same input, equal output)', () => {
    expect(Object.isFrozen(dark)).toBe(true);
    expect(resolveThemeTokens('dark')).toEqual(dark);
  });
});

describe('resolveThemeTokens: theme variables', () => {
  it('masters rescale their whole scale', () => {
    const tokens = resolveThemeTokens('dark', {
      '--w3m-border-radius-master': '2px',
      '--w3m-font-size-master': '8px',
    });
    expect(tokens['--wp-border-radius-m']).toBe('6px');
    expect(tokens['--wp-font-size-m']).toBe('11.2px');
  });

  it('accent, font family, z-index and QR colour override the defaults', () => {
    const tokens = resolveThemeTokens('light', {
      '--w3m-accent': '#00bb7f',
      '--w3m-font-family': 'Roboto, sans-serif',
      '--w3m-z-index': 5000,
      '--w3m-qr-color': '#222222',
    });
    expect(tokens['--wp-color-accent']).toBe('#00bb7f');
    expect(tokens['--wp-color-accent-soft']).toContain('#00bb7f');
    expect(tokens['--wp-font-family']).toBe('Roboto, sans-serif');
    expect(tokens['--wp-z-index']).toBe('5000');
    expect(tokens['--wp-qr-color']).toBe('#222222');
  });

  it('--w3m-color-mix blends into the background by --w3m-color-mix-strength (no strength, no blend)', () => {
    expect(resolveThemeTokens('dark', { '--w3m-color-mix': '#00bb7f' })['--wp-color-background']).toBe(
      '#121313',
    );
    expect(
      resolveThemeTokens('dark', { '--w3m-color-mix': '#00bb7f', '--w3m-color-mix-strength': 20 })[
        '--wp-color-background'
      ],
    ).toBe('color-mix(in srgb, #00bb7f 20%, #121313)');
  });

  it('hostile values never reach the tokens', () => {
    expect(() => resolveThemeTokens('dark', { '--w3m-accent': 'red;}*{display:none' })).toThrow(
      InvalidOptionError,
    );
    expect(() => resolveThemeTokens('blue' as 'dark')).toThrow(
      "Invalid option `themeMode`: expected 'light' or 'dark'",
    );
  });

  it('property: every token of any accepted input is a safe CSS value', () => {
    const variables = fc.record(
      {
        '--w3m-accent': fc.string({ maxLength: 20 }),
        '--w3m-font-family': fc.string({ maxLength: 20 }),
        '--w3m-z-index': fc.integer(),
        '--w3m-color-mix-strength': fc.integer({ min: -10, max: 110 }),
        '--w3m-font-size-master': fc.constantFrom('10px', '1rem', '0', '12', 'big'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.constantFrom('light' as const, 'dark' as const), variables, (mode, vars) => {
        try {
          for (const value of Object.values(resolveThemeTokens(mode, vars)))
            expect(isSafeCssValue(value)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidOptionError);
        }
      }),
    );
  });
});
