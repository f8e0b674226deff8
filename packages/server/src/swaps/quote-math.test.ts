import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOutAlong,
  amountOutOf,
  MAX_RESERVE,
  minimumOut,
  parseSlippage,
  priceImpactPercent,
} from './quote-math.js';

const reserve = fc.bigInt({ min: 1_000n, max: MAX_RESERVE });
const amount = fc.bigInt({ min: 1n, max: MAX_RESERVE });
const pool = fc.record({ reserveIn: reserve, reserveOut: reserve });
const slippage = fc.integer({ min: 1, max: 500_000 }).map(BigInt);

describe('amountOutOf', () => {
  it('matches the V2 formula on a known pool (1 ETH into 100 ETH : 287,540 WPUSD)', () => {
    const out = amountOutOf(10n ** 18n, { reserveIn: 100n * 10n ** 18n, reserveOut: 287_540n * 10n ** 6n });
    // 1·997·287540e6 / (100·1000 + 997) = 2838.474212… WPUSD, floored in base units.
    expect(out).toBe(2_838_474_212n);
  });

  it('never pays the whole reserve and never lowers the product of the reserves', () => {
    fc.assert(
      fc.property(amount, pool, (amountIn, hop) => {
        const out = amountOutOf(amountIn, hop) ?? -1n;
        expect(out).toBeGreaterThanOrEqual(0n);
        expect(out).toBeLessThan(hop.reserveOut);
        expect((hop.reserveIn + amountIn) * (hop.reserveOut - out)).toBeGreaterThanOrEqual(
          hop.reserveIn * hop.reserveOut,
        );
      }),
    );
  });

  it('pays more for more, and less than the fee-free price', () => {
    fc.assert(
      fc.property(amount, amount, pool, (a, b, hop) => {
        const [small, large] = a < b ? [a, b] : [b, a];
        expect(amountOutOf(small, hop)).toBeLessThanOrEqual(amountOutOf(large, hop) ?? 0n);
        expect((amountOutOf(small, hop) ?? 0n) * hop.reserveIn).toBeLessThanOrEqual(small * hop.reserveOut);
      }),
    );
  });

  it('is undefined for an empty pool or no input, as the router reverts', () => {
    expect(amountOutOf(1n, { reserveIn: 0n, reserveOut: 5n })).toBeUndefined();
    expect(amountOutOf(1n, { reserveIn: 5n, reserveOut: 0n })).toBeUndefined();
    expect(amountOutOf(0n, { reserveIn: 5n, reserveOut: 5n })).toBeUndefined();
  });

  it('chains hops, each paying into the next', () => {
    fc.assert(
      fc.property(amount, pool, pool, (amountIn, first, second) => {
        const middle = amountOutOf(amountIn, first) ?? 0n;
        const expected = middle === 0n ? 0n : amountOutOf(middle, second);
        expect(amountOutAlong(amountIn, [first, second])).toBe(expected);
      }),
    );
  });
});

describe('minimumOut', () => {
  it('is quoted × (1 − slippage), floored', () => {
    expect(minimumOut(1_000_000n, 10_000n)).toBe(990_000n);
    expect(minimumOut(999n, 10_000n)).toBe(989n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), slippage, (quoted, s) => {
        const least = minimumOut(quoted, s);
        expect(least).toBeLessThanOrEqual(quoted);
        // Exact floor: least ≤ quoted·(1 − s) < least + 1.
        expect(least * 1_000_000n).toBeLessThanOrEqual(quoted * (1_000_000n - s));
        expect((least + 1n) * 1_000_000n).toBeGreaterThan(quoted * (1_000_000n - s));
      }),
    );
  });
});

describe('parseSlippage', () => {
  it('reads percent with up to 4 decimals as millionths', () => {
    expect(parseSlippage('1')).toBe(10_000n);
    expect(parseSlippage('0.5')).toBe(5_000n);
    expect(parseSlippage('50')).toBe(500_000n);
    expect(parseSlippage('0.0001')).toBe(1n);
  });

  it('refuses zero, more than 50, signs, exponents and other text', () => {
    for (const bad of [
      '0',
      '0.0',
      '50.0001',
      '51',
      '100',
      '-1',
      '+1',
      '1e1',
      '.5',
      '1.',
      ' 1',
      '',
      'abc',
      '0.00001',
    ]) {
      expect(parseSlippage(bad), bad).toBeUndefined();
    }
  });

  it('round-trips every allowed value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), (millionths) => {
        const text = `${Math.floor(millionths / 10_000)}.${String(millionths % 10_000).padStart(4, '0')}`;
        expect(parseSlippage(text)).toBe(BigInt(millionths));
      }),
    );
  });
});

describe('priceImpactPercent', () => {
  it('is the 0.3 % fee for a trade too small to move the pool', () => {
    const hop = { reserveIn: 10n ** 30n, reserveOut: 10n ** 30n };
    const amountIn = 10n ** 18n;
    expect(priceImpactPercent(amountIn, amountOutOf(amountIn, hop) ?? 0n, [hop])).toBe('0.30');
  });

  it('is 1 % of the pool plus the fee for a trade of 1 % of the input reserve', () => {
    const hop = { reserveIn: 100n * 10n ** 18n, reserveOut: 287_540n * 10n ** 6n };
    const amountIn = 10n ** 18n;
    // out = 2838.474212 vs mid 2875.40: 1.284 % → '1.28'.
    expect(priceImpactPercent(amountIn, amountOutOf(amountIn, hop) ?? 0n, [hop])).toBe('1.28');
  });

  it('is a two-decimal percent from 0.30 (the fee) to 100', () => {
    fc.assert(
      fc.property(amount, pool, (amountIn, hop) => {
        const impact = priceImpactPercent(amountIn, amountOutOf(amountIn, hop) ?? 0n, [hop]);
        expect(impact).toMatch(/^\d{1,3}\.\d{2}$/);
        expect(Number(impact)).toBeGreaterThanOrEqual(0.3);
        expect(Number(impact)).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('grows with the trade once the amount out is large enough for flooring not to matter', () => {
    fc.assert(
      fc.property(amount, amount, pool, (a, b, hop) => {
        const [small, large] = a < b ? [a, b] : [b, a];
        const out = amountOutOf(small, hop) ?? 0n;
        fc.pre(out >= 1_000_000n);
        const impact = (x: bigint) => Number(priceImpactPercent(x, amountOutOf(x, hop) ?? 0n, [hop]));
        expect(impact(small)).toBeLessThanOrEqual(impact(large));
      }),
    );
  });
});
