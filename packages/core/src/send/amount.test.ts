import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from '../format/units.js';
import { isDecimalString } from '../validation/decimal.js';
import { readSendAmount } from './amount.js';

describe('readSendAmount', () => {
  it('reads a plain amount in the token’s smallest unit', () => {
    expect(readSendAmount('1.5', 18)).toEqual({
      value: 1_500_000_000_000_000_000n,
      problem: undefined,
      rounded: false,
      text: '1.5',
    });
    expect(readSendAmount('42', 6).value).toBe(42_000_000n);
  });

  it('accepts a half-typed "5." and ignores spaces around a paste', () => {
    expect(readSendAmount('5.', 2)).toMatchObject({ value: 500n, problem: undefined });
    expect(readSendAmount('  0.25 ', 2)).toMatchObject({ value: 25n, problem: undefined });
  });

  it('rounds an over-precise fraction half-up to the token’s decimals and says so', () => {
    expect(readSendAmount('1.005', 2)).toEqual({
      value: 101n,
      problem: undefined,
      rounded: true,
      text: '1.01',
    });
    expect(readSendAmount('1.004', 2)).toMatchObject({ value: 100n, rounded: true, text: '1' });
    // Trailing zeros past the decimals change nothing: not a rounding.
    expect(readSendAmount('1.2000', 2)).toMatchObject({ value: 120n, rounded: false });
  });

  it("refuses what is not a decimal number ('Number is not a valid decimal number'), counting it as zero", () => {
    for (const text of ['abc', '.5', '1e18', '1,5', '1.2.3', '+1', '0x10', '١']) {
      expect(readSendAmount(text, 18), text).toEqual({
        value: 0n,
        problem: 'invalid-decimal',
        rounded: false,
        text: '0',
      });
    }
  });

  it('tells empty, zero, too small and negative apart', () => {
    expect(readSendAmount('', 18).problem).toBe('empty');
    expect(readSendAmount('   ', 18).problem).toBe('empty');
    expect(readSendAmount('0', 18).problem).toBe('zero');
    expect(readSendAmount('0.000', 18).problem).toBe('zero');
    expect(readSendAmount('-0', 18).problem).toBe('zero');
    expect(readSendAmount('0.004', 2).problem).toBe('too-small');
    expect(readSendAmount('0.005', 2)).toMatchObject({ value: 1n, problem: undefined, rounded: true });
    expect(readSendAmount('-1', 18)).toMatchObject({ value: 0n, problem: 'negative' });
    expect(readSendAmount('-0.001', 2).problem).toBe('negative');
  });

  it('property: every text is read without throwing, and a problem always means zero', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 36 }), (text, decimals) => {
        const amount = readSendAmount(text, decimals);
        if (amount.problem !== undefined) expect(amount.value).toBe(0n);
        else expect(amount.value > 0n).toBe(true);
        expect(amount.problem === 'invalid-decimal').toBe(
          text.trim() !== '' && !isDecimalString(text.trim()),
        );
      }),
    );
  });

  it('property: a positive amount with at most the token’s decimals reads back exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (value, decimals) => {
          const amount = readSendAmount(formatUnits(value, decimals), decimals);
          expect(amount).toEqual({
            value,
            problem: undefined,
            rounded: false,
            text: formatUnits(value, decimals),
          });
        },
      ),
    );
  });

  it('property: extra digits round half-up to the nearest unit, never more than half a unit away', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        fc.stringMatching(/^[0-9]{1,6}$/),
        (units, decimals, extra) => {
          const base = formatUnits(units, decimals);
          const text = `${base}${base.includes('.') ? '' : '.'}${'0'.repeat(decimals - (base.split('.')[1]?.length ?? 0))}${extra}`;
          const amount = readSendAmount(text, decimals);
          const exact = parseUnits(text, decimals + extra.length);
          const scale = 10n ** BigInt(extra.length);
          // |value × scale − exact| ≤ scale / 2, ties rounding up.
          const diff = amount.value * scale - exact;
          if (amount.problem === undefined) {
            expect(diff * 2n <= scale && diff * 2n > -scale).toBe(true);
          } else {
            expect(exact * 2n < scale).toBe(true);
          }
        },
      ),
    );
  });
});
