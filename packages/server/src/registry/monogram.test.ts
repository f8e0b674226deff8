import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hueOf, initialsOf, monogramSvg } from './monogram.js';

describe('monograms', () => {
  it.each([
    ['MetaMask', 'MM'],
    ['Trust Wallet', 'TW'],
    ['1inch Wallet', '1W'],
    ['imToken', 'IT'],
    ['Crypto.com Onchain', 'CC'],
    ['Ünïcödé', 'U'],
    ['钱包', '?'],
  ])('initials of %s are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('falls back to the id when the name has no ASCII letters', () => {
    expect(initialsOf('钱包', 'qianbao')).toBe('QI');
  });

  it('keeps a stable colour per id', () => {
    expect(hueOf('metamask')).toBe(hueOf('metamask'));
    expect(monogramSvg('metamask', 'MetaMask')).toBe(monogramSvg('metamask', 'MetaMask'));
  });

  it('only ever puts [A-Z0-9?] into the markup (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, name) => {
        expect(initialsOf(name, id)).toMatch(/^([A-Z0-9]{1,2}|\?)$/);
        const hue = hueOf(id);
        expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
        expect(monogramSvg(id, name)).toMatch(/>([A-Z0-9]{1,2}|\?)<\/text><\/svg>$/);
      }),
    );
  });
});
