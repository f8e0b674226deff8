import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceLabel } from '../../src/components/balance-label.js';

describe('balanceLabel', () => {
  it('shows 3 decimals, rounded down, with the symbol', () => {
    expect(balanceLabel('1.23456', 'ETH', undefined)).toBe('1.234 ETH');
    expect(balanceLabel('0.9999', 'ETH', undefined)).toBe('0.999 ETH');
    expect(balanceLabel('0.00', 'ETH', undefined)).toBe('0.000 ETH');
    expect(balanceLabel('1234.5', undefined, undefined)).toBe('1,234.500');
  });

  it('follows the locale', () => {
    expect(balanceLabel('1.5', 'ETH', 'es')).toBe('1,500 ETH');
  });

  it('leaves out a value that is not a number instead of throwing', () => {
    expect(balanceLabel('abc', 'ETH', undefined)).toBeUndefined();
    expect(balanceLabel('', 'ETH', undefined)).toBeUndefined();
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (balance, symbol) => {
        const label = balanceLabel(balance, symbol, undefined);
        expect(label === undefined || typeof label === 'string').toBe(true);
      }),
    );
  });

  it('any decimal string gets exactly 3 decimals and its symbol', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 18n }))
      .map(([whole, fraction]) => `${whole}.${fraction}`);
    fc.assert(
      fc.property(decimal, (value) => {
        const label = balanceLabel(value, 'ETH', undefined);
        expect(label).toMatch(/^(<)?[\d,]+\.\d{3} ETH$/);
      }),
    );
  });
});
