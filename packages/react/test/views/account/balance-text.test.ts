import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceText } from '../../../src/views/account/balance-text.js';

describe('balanceText', () => {
  it('shows 3 decimals, rounded down, with the symbol', () => {
    expect(balanceText('1.23456', 'ETH', 'en')).toBe('1.234 ETH');
    expect(balanceText('1.5', 'ETH', 'en')).toBe('1.500 ETH');
    expect(balanceText('1234.5', 'ETH', 'en')).toBe('1,234.500 ETH');
    expect(balanceText('0', 'ETH', 'en')).toBe('0.000 ETH');
  });

  it('follows the locale', () => {
    expect(balanceText('1234.5', 'ETH', 'es')).toMatch(/^1\.?234,500 ETH$/);
  });

  it('leaves the symbol out when there is none', () => {
    expect(balanceText('2', undefined, 'en')).toBe('2.000');
  });

  it('is undefined for a value that is not a number', () => {
    expect(balanceText('abc', 'ETH', 'en')).toBeUndefined();
    expect(balanceText('', 'ETH', 'en')).toBeUndefined();
  });

  it('never throws, and formats every decimal string', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        balanceText(value, 'ETH', 'en');
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat({ max: 999_999 }), (whole, fraction) => {
        const text = balanceText(`${whole}.${fraction}`, 'ETH', 'en');
        expect(text).toMatch(/^[\d,]+\.\d{3} ETH$/);
      }),
    );
  });
});
