import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarGradient } from '../../src/ui/avatar-gradient.js';
import { cx } from '../../src/ui/class-names.js';
import { hashString } from '../../src/ui/hash.js';
import { initialsOf } from '../../src/ui/initials.js';
import { ICON_NAMES, ICON_SHAPES } from '../../src/ui/icon-paths.js';
import { styleIdOf } from '../../src/ui/view-styles.js';

describe('initialsOf', () => {
  it.each([
    ['Coinbase Wallet', 'CW'],
    ['MetaMask', 'MM'],
    ['trust', 'T'],
    ['Rainbow Wallet Extension', 'RW'],
    ['1inch Wallet', '1W'],
    ['  ', ''],
    ['ÉLAN wallet', 'ÉW'],
    ['🦊 Fox', 'F'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('property: never throws; at most two characters, upper-cased, each from the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const initials = initialsOf(name);
        const chars = Array.from(initials);
        expect(chars.length).toBeLessThanOrEqual(2);
        expect(initials).toBe(initials.toLocaleUpperCase());
        for (const char of chars) expect(name.toLocaleUpperCase()).toContain(char);
      }),
    );
  });
});

describe('avatarGradient', () => {
  it('is deterministic and ignores address case', () => {
    const address = '0xAbC0000000000000000000000000000000000001';
    expect(avatarGradient(address)).toBe(avatarGradient(address.toLowerCase()));
    expect(avatarGradient(address)).not.toBe(avatarGradient('0xabc0000000000000000000000000000000000002'));
  });

  it('property: always a CSS gradient with hues in 0..359', () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        const css = avatarGradient(address);
        expect(css).toMatch(/^radial-gradient\(.*\), linear-gradient\(.*\)$/);
        for (const match of css.matchAll(/hsl\((\d+) /g)) expect(Number(match[1])).toBeLessThan(360);
      }),
    );
  });
});

describe('hashString and styleIdOf', () => {
  it('property: hashString is a 32-bit unsigned integer, stable per input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const hash = hashString(text);
        expect(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32).toBe(true);
        expect(hashString(text)).toBe(hash);
      }),
    );
  });

  it('style ids are safe inside an attribute selector and differ for different CSS', () => {
    expect(styleIdOf('.a{}')).toMatch(/^wp-[0-9a-z]+-[0-9a-z]+$/);
    expect(styleIdOf('.a{}')).not.toBe(styleIdOf('.b{}'));
  });
});

describe('cx', () => {
  it('joins truthy names only', () => {
    expect(cx('a', false, undefined, 'b', null, '')).toBe('a b');
  });
});

describe('icon drawings', () => {
  it('every listed name has a drawing, and every shape stays on the 24 px grid', () => {
    for (const name of ICON_NAMES) {
      const shapes = ICON_SHAPES[name];
      expect(shapes.length).toBeGreaterThan(0);
      for (const shape of shapes) {
        if (shape.kind === 'circle') {
          expect(shape.cx - shape.r).toBeGreaterThanOrEqual(0);
          expect(shape.cx + shape.r).toBeLessThanOrEqual(24);
        } else if (shape.kind === 'rect') {
          expect(shape.x).toBeGreaterThanOrEqual(0);
          expect(shape.x + shape.width).toBeLessThanOrEqual(24);
          expect(shape.y + shape.height).toBeLessThanOrEqual(24);
        } else {
          // Absolute move/line coordinates (upper-case commands) must be on the grid.
          for (const match of shape.d.matchAll(/[MLH V]([\d.]+)/g)) {
            expect(Number(match[1])).toBeLessThanOrEqual(24);
          }
        }
      }
    }
  });

  it('has exactly the names the views are promised', () => {
    expect([...ICON_NAMES].sort()).toEqual(
      [
        'close',
        'back',
        'copy',
        'check',
        'external',
        'search',
        'chevron-right',
        'wallet',
        'network',
        'disconnect',
        'warning',
        'error',
        'info',
        'globe',
        'qr',
        'spinner',
        'browser',
        'refresh',
        'mail',
      ].sort(),
    );
  });
});
