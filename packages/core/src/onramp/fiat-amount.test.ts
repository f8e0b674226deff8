import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOf, centsText, readFiatAmount } from './fiat-amount.js';

const CARD = { min: '10.00', max: '7500.00' };

describe('the fiat amount', () => {
  it('accepts whole amounts and up to two decimals within the limits', () => {
    expect(readFiatAmount('50', CARD)).toEqual({ ok: true, cents: 5000n, text: '50' });
    expect(readFiatAmount(' 12.50 ', CARD)).toEqual({ ok: true, cents: 1250n, text: '12.5' });
    expect(readFiatAmount('10', CARD)).toMatchObject({ ok: true, cents: 1000n });
    expect(readFiatAmount('7500.00', CARD)).toMatchObject({ ok: true, cents: 750000n });
    expect(readFiatAmount('25.', CARD)).toMatchObject({ ok: true, cents: 2500n });
  });

  it('names what is wrong: empty, not a number, too precise, below the minimum, above the maximum', () => {
    expect(readFiatAmount('', CARD)).toEqual({ ok: false, problem: 'empty' });
    expect(readFiatAmount('0', CARD)).toEqual({ ok: false, problem: 'empty' });
    for (const text of ['abc', '-5', '1e3', '1,5', '.5', '5..0', '$5']) {
      expect(readFiatAmount(text, CARD)).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(readFiatAmount('10.005', CARD)).toEqual({ ok: false, problem: 'too-precise' });
    expect(readFiatAmount('9.99', CARD)).toEqual({ ok: false, problem: 'below-min' });
    expect(readFiatAmount('7500.01', CARD)).toEqual({ ok: false, problem: 'above-max' });
    expect(readFiatAmount('20000', { min: '10.00', max: '25000.00' })).toMatchObject({ ok: true });
  });

  it('treats trailing zeros past the cents as no extra precision', () => {
    expect(readFiatAmount('10.000', CARD)).toMatchObject({ ok: true, cents: 1000n });
  });

  it('has no limits when the method lists none or they do not read as amounts', () => {
    expect(readFiatAmount('1', undefined)).toMatchObject({ ok: true, cents: 100n });
    expect(readFiatAmount('1', { min: 'n/a', max: '' })).toMatchObject({ ok: true });
  });

  it('reads cents and writes them back without loss (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (cents) => {
        expect(centsOf(centsText(cents))).toBe(cents);
      }),
    );
  });

  it('compares exactly at the limits, in cents (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (min, span, cents) => {
          const max = min + span;
          const result = readFiatAmount(centsText(cents), { min: centsText(min), max: centsText(max) });
          if (cents === 0n) expect(result).toEqual({ ok: false, problem: 'empty' });
          else if (cents < min) expect(result).toEqual({ ok: false, problem: 'below-min' });
          else if (cents > max) expect(result).toEqual({ ok: false, problem: 'above-max' });
          else expect(result).toEqual({ ok: true, cents, text: centsText(cents) });
        },
      ),
    );
  });

  it('never accepts text that is not digits with at most one dot (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = readFiatAmount(text, undefined);
        if (result.ok) expect(text.trim()).toMatch(/^\d+(\.\d*)?$/);
      }),
    );
  });
});
