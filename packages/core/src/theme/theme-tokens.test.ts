import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidOptionError } from '../options/invalid-option-error.js';
import { isSafeCssValue } from './css-value.js';
import { resolveThemeTokens } from './theme-tokens.js';

/** WCAG relative luminance of an sRGB channel triple (0–255). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

function hexChannels(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
}

/** Channels of `hsla(h, s%, l%, 1)` (the palette's accent notation). */
function hslaChannels(hsla: string): number[] {
  const [h = 0, s = 0, l = 0] = (hsla.match(/[\d.]+/g) ?? []).map(Number);
  const chroma = (1 - Math.abs((2 * l) / 100 - 1)) * (s / 100);
  const x = chroma * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l / 100 - chroma / 2;
  const sector = Math.floor(h / 60);
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] ?? [0, 0, 0];
  return [r, g, b].map((channel = 0) => Math.round((channel + m) * 255));
}

function ratio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const contrast = (a: string, b: string) => ratio(hexChannels(a), hexChannels(b));
const contrastWithWhite = (hsla: string) => ratio(hslaChannels(hsla), [255, 255, 255]);

describe('resolveThemeTokens: display defaults', () => {
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

  it('text on filled accent controls meets WCAG AA: a stronger fill, the accent itself unchanged', () => {
    expect(light['--wp-color-accent-strong']).toBe('hsla(231, 100%, 62%, 1)');
    expect(dark['--wp-color-accent-strong']).toBe('hsla(230, 100%, 62%, 1)');
    for (const tokens of [light, dark]) {
      expect(tokens['--wp-color-accent-foreground']).toBe('#ffffff');
      expect(contrastWithWhite(tokens['--wp-color-accent-strong'])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('secondary text reads at WCAG AA (4.5:1) on the background and the surfaces', () => {
    expect(light['--wp-color-text-secondary']).toBe('#606666');
    expect(contrast('#606666', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Surface 2 is 8 % of the foreground over the background.
    expect(contrast('#606666', '#ececec')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark['--wp-color-text-secondary'], '#121313')).toBeGreaterThanOrEqual(4.5);
  });

  it('animation durations: header text 120 ms, modal height 150 ms, view transition 150 ms', () => {
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
    // The app's brand colour fills its buttons as given.
    expect(tokens['--wp-color-accent-strong']).toBe('#00bb7f');
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
