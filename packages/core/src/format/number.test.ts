import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WalletportError } from '../errors/base.js';
import { toDecimal } from './decimal.js';
import { formatBalance, formatFiat, formatNumber } from './number.js';

const decimalString = fc.stringMatching(/^-?\d{1,30}(\.\d{1,30})?$/);
const finiteDouble = fc.double({ noNaN: true, noDefaultInfinity: true });

/** Reads an en-US result back into a decimal ('1,234.5' → 1234.5). */
function readBack(text: string): string {
  return text.replace(/[,$]/g, '');
}

function expectCode(run: () => unknown, code: string): void {
  expect(run).toThrow(expect.objectContaining({ code }));
}

describe('formatBalance (balances show 3 decimals)', () => {
  it('shows exactly 3 decimals with thousands separators', () => {
    expect(formatBalance('1.5')).toBe('1.500');
    expect(formatBalance('1234567.1')).toBe('1,234,567.100');
    expect(formatBalance('0')).toBe('0.000');
  });

  it('rounds down so it never shows more than is held', () => {
    expect(formatBalance('1234.5678')).toBe('1,234.567');
    expect(formatBalance('0.9999')).toBe('0.999');
  });

  it("shows a non-zero amount below 0.001 as '<0.001'", () => {
    expect(formatBalance('0.0009')).toBe('<0.001');
    expect(formatBalance('0.000000000000000001')).toBe('<0.001');
    expect(formatBalance('0.001')).toBe('0.001');
    expect(formatBalance('-0.0009')).toBe('>-0.001');
  });

  it('never shows a minus zero', () => {
    expect(formatBalance('-0')).toBe('0.000');
    expect(formatBalance(-0)).toBe('0.000');
  });

  it('takes decimals, locale and symbol options', () => {
    expect(formatBalance('1.23456', { decimals: 5 })).toBe('1.23456');
    expect(formatBalance('1234.5678', { locale: 'de-DE' })).toBe('1.234,567');
    expect(formatBalance('1.5', { symbol: 'ETH' })).toBe('1.500 ETH');
    expect(formatBalance('0.0001', { decimals: 2, symbol: 'ETH' })).toBe('<0.01 ETH');
  });

  it('is exact for values no float can hold', () => {
    expect(formatBalance('123456789012345678901234567890.9999')).toBe(
      '123,456,789,012,345,678,901,234,567,890.999',
    );
    expect(formatBalance(2n ** 70n)).toBe('1,180,591,620,717,411,303,424.000');
    expect(formatBalance(0.30000000000000004)).toBe('0.300');
  });
});

describe('formatFiat (fiat 2 decimals)', () => {
  it('formats as currency with 2 decimals, rounding half-up on the exact value', () => {
    // As a float 1234.565 is 1234.5649999…, which would round to .56.
    expect(formatFiat('1234.565')).toBe('$1,234.57');
    expect(formatFiat('1234.564')).toBe('$1,234.56');
    expect(formatFiat('-2.5')).toBe('-$2.50');
    expect(formatFiat('0')).toBe('$0.00');
  });

  it("shows a non-zero amount below a cent as '<$0.01'", () => {
    expect(formatFiat('0.004')).toBe('<$0.01');
    expect(formatFiat('0.005')).toBe('$0.01');
    expect(formatFiat('-0.004')).toBe('>-$0.01');
  });

  it('takes a currency and a locale', () => {
    expect(formatFiat('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatFiat('5', 'EUR')).toBe('€5.00');
  });

  it('uses Intl’s RangeError for an unknown currency code', () => {
    expect(() => formatFiat('1', 'NOT-A-CURRENCY')).toThrow(RangeError);
  });
});

describe('formatNumber (number formatting default 2 decimals)', () => {
  it('defaults to 2 decimals, rounding half-up (ties away from zero)', () => {
    expect(formatNumber('1234.5')).toBe('1,234.50');
    expect(formatNumber('1.005')).toBe('1.01');
    expect(formatNumber('2.5', 0)).toBe('3');
    expect(formatNumber('-2.5', 0)).toBe('-3');
  });

  it('shows tiny non-zero values as below the smallest shown step', () => {
    expect(formatNumber('0.004')).toBe('<0.01');
    expect(formatNumber('0.4', 0)).toBe('<1');
  });

  it('takes a locale', () => {
    expect(formatNumber('1234.5', 1, 'de-DE')).toBe('1.234,5');
  });

  it.each([-1, 21, 1.5, Number.NaN])('rejects %s display decimals', (decimals) => {
    expectCode(() => formatNumber('1', decimals), 'INVALID_DECIMALS');
    expectCode(() => formatBalance('1', { decimals }), 'INVALID_DECIMALS');
  });

  it.each(['abc', '', '1e5', '.5'])('rejects the non-numeric string %j with INVALID_DECIMAL', (value) => {
    expectCode(() => formatNumber(value), 'INVALID_DECIMAL');
    expectCode(() => formatBalance(value), 'INVALID_DECIMAL');
    expectCode(() => formatFiat(value), 'INVALID_DECIMAL');
  });

  it('rejects NaN and Infinity with INVALID_DECIMAL', () => {
    expectCode(() => formatNumber(Number.NaN), 'INVALID_DECIMAL');
    expectCode(() => formatFiat(Number.POSITIVE_INFINITY), 'INVALID_DECIMAL');
  });
});

describe('properties', () => {
  it('never throw on any finite number', () => {
    fc.assert(
      fc.property(finiteDouble, (value) => {
        expect(typeof formatBalance(value)).toBe('string');
        expect(typeof formatFiat(value)).toBe('string');
        expect(typeof formatNumber(value)).toBe('string');
      }),
    );
  });

  it('throw nothing but INVALID_DECIMAL on any string', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        for (const format of [formatBalance, formatFiat, formatNumber]) {
          try {
            format(value);
          } catch (error) {
            expect((error as WalletportError).code).toBe('INVALID_DECIMAL');
          }
        }
      }),
    );
  });

  it('a shown balance is never more than the balance', () => {
    fc.assert(
      fc.property(decimalString, (value) => {
        const shown = formatBalance(value);
        if (shown.startsWith('<') || shown.startsWith('>')) return;
        const back = toDecimal(readBack(shown));
        expect(back.abs().lte(toDecimal(value).abs())).toBe(true);
        expect(toDecimal(value).abs().minus(back.abs()).lt('0.001')).toBe(true);
      }),
    );
  });

  it('formatNumber shows the exact value rounded half-up', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 20 }), (value, decimals) => {
        const shown = formatNumber(value, decimals);
        if (shown.startsWith('<') || shown.startsWith('>')) return;
        expect(toDecimal(readBack(shown)).eq(toDecimal(value).round(decimals, 1))).toBe(true);
      }),
    );
  });
});
