/** The sandbox's money and price rules: amounts in cents, the 1.5 % fee, the network fee, the quote. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsForPeople, parseFiatAmount } from '../src/money.js';
import {
  computeQuote,
  limitProblem,
  NATIVE_TRANSFER_GAS,
  networkFeeCents,
  providerFeeCents,
  QuoteRefused,
} from '../src/quote-math.js';

const ETHER = { answer: 287_540_000_000n, decimals: 8 };

describe('fiat amounts', () => {
  it.each([
    ['100', 10_000n],
    ['100.5', 10_050n],
    ['100.05', 10_005n],
    [' 0.01 ', 1n],
  ])('reads %j as %s cents', (text, cents) => {
    expect(parseFiatAmount(text)).toBe(cents);
  });

  it.each(['', '1e3', '0x10', '-1', '1.005', '01', '1,000', '.5', '1.', 'NaN', '1234567890'])(
    'refuses %j',
    (text) => {
      expect(parseFiatAmount(text)).toBeUndefined();
    },
  );

  it('property: formatting then reading gives the same cents back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999n }), (cents) => {
        expect(parseFiatAmount(formatCents(cents))).toBe(cents);
      }),
    );
  });

  it('groups thousands for people', () => {
    expect(formatCentsForPeople(750_000n)).toBe('7,500.00');
    expect(formatCentsForPeople(2_500_000_05n)).toBe('2,500,000.05');
  });
});

describe('fees and limits', () => {
  it('takes 1.5 % to the nearest cent', () => {
    expect(providerFeeCents(10_000n)).toBe(150n);
    expect(providerFeeCents(1_033n)).toBe(15n); // 15.495 → 15
    expect(providerFeeCents(1_034n)).toBe(16n); // 15.51 → 16
  });

  it('values gas at the ether price, rounded up to a cent', () => {
    // 21,000 gas at 2 gwei = 0.000042 ETH = 0.1207668 USD → 13 cents.
    expect(networkFeeCents(2_000_000_000n, NATIVE_TRANSFER_GAS, ETHER)).toBe(13n);
    expect(networkFeeCents(0n, NATIVE_TRANSFER_GAS, ETHER)).toBe(0n);
  });

  it('names the card limits in its refusals', () => {
    expect(limitProblem(999n)).toBe('The minimum purchase is 10.00 USD.');
    expect(limitProblem(1_000n)).toBeUndefined();
    expect(limitProblem(750_000n)).toBeUndefined();
    expect(limitProblem(750_001n)).toBe('The maximum card purchase is 7,500.00 USD.');
  });
});

describe('the quote', () => {
  it('buys what is left after the fees at the feed price, rounded down', () => {
    const quote = computeQuote({
      paymentCents: 10_000n,
      asset: { decimals: 18 },
      assetPrice: ETHER,
      networkFeeCents: 13n,
    });
    expect(quote.feeCents).toBe(150n);
    expect(quote.subtotalCents).toBe(9_837n);
    expect(quote.purchaseUnits).toBe((9_837n * 10n ** 18n * 10n ** 8n) / (287_540_000_000n * 100n));
    expect(quote.purchaseAmount.startsWith('0.03421')).toBe(true);
  });

  it('refuses amounts the fees eat or the limits exclude', () => {
    const base = { asset: { decimals: 6 }, assetPrice: { answer: 100_000_000n, decimals: 8 } };
    expect(() => computeQuote({ ...base, paymentCents: 1_000n, networkFeeCents: 1_000n })).toThrow(
      new QuoteRefused('The amount does not cover the fees.'),
    );
    expect(() => computeQuote({ ...base, paymentCents: 500n, networkFeeCents: 0n })).toThrow(QuoteRefused);
  });

  it('property: the bought amount never costs more than the subtotal, and one unit more would', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1_000n, max: 750_000n }),
        fc.bigInt({ min: 0n, max: 500n }),
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        fc.constantFrom(0, 6, 8, 18),
        (paymentCents, networkFee, answer, decimals) => {
          const assetPrice = { answer, decimals: 8 };
          let quote: ReturnType<typeof computeQuote>;
          try {
            quote = computeQuote({
              paymentCents,
              asset: { decimals },
              assetPrice,
              networkFeeCents: networkFee,
            });
          } catch (error) {
            expect(error).toBeInstanceOf(QuoteRefused);
            return;
          }
          expect(quote.paymentCents).toBe(quote.feeCents + quote.networkFeeCents + quote.subtotalCents);
          // cost(units) in cents × 10^(decimals+8): compare without rounding.
          const scale = 10n ** BigInt(decimals) * 10n ** 8n;
          const costOf = (units: bigint) => units * answer * 100n;
          expect(costOf(quote.purchaseUnits)).toBeLessThanOrEqual(quote.subtotalCents * scale);
          expect(costOf(quote.purchaseUnits + 1n)).toBeGreaterThan(quote.subtotalCents * scale);
        },
      ),
    );
  });
});
