import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gasWithHeadroom, isValidSlippage, minimumOut, priceImpactLevel, unitRate } from './swap-math.js';

const uint256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n });
const slippage = fc.integer({ min: 1, max: 5000 }).map((hundredths) => hundredths / 100);

describe('minimumOut', () => {
  it('is the quote less 1 %, floored (the server and the router round the same way)', () => {
    expect(minimumOut(287_540_000n, 1)).toBe(284_664_600n);
    expect(minimumOut(99n, 1)).toBe(98n); // 98.01 → 98
    expect(minimumOut(0n, 1)).toBe(0n);
  });

  it('never exceeds the quote and equals floor(out × (10000·100 − s·10000) / 10000·100)', () => {
    fc.assert(
      fc.property(uint256, slippage, (out, percent) => {
        const min = minimumOut(out, percent);
        expect(min <= out).toBe(true);
        const kept = 1_000_000n - BigInt(Math.round(percent * 10_000));
        expect(min).toBe((out * kept) / 1_000_000n);
      }),
    );
  });

  it('grows with the quote and shrinks with the slippage', () => {
    fc.assert(
      fc.property(uint256, uint256, slippage, slippage, (a, b, s1, s2) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(minimumOut(low, s1) <= minimumOut(high, s1)).toBe(true);
        const [tight, loose] = s1 <= s2 ? [s1, s2] : [s2, s1];
        expect(minimumOut(high, loose) <= minimumOut(high, tight)).toBe(true);
      }),
    );
  });

  it('refuses a slippage outside (0, 50] and a negative amount', () => {
    for (const bad of [0, -1, 50.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidSlippage(bad)).toBe(false);
      expect(() => minimumOut(100n, bad)).toThrow(RangeError);
    }
    expect(isValidSlippage(50)).toBe(true);
    expect(() => minimumOut(-1n, 1)).toThrow(RangeError);
  });
});

describe('priceImpactLevel', () => {
  it('is low up to 1 %, medium up to 5 %, high above; none without an impact', () => {
    expect(priceImpactLevel('0.35')).toBe('low');
    expect(priceImpactLevel('1')).toBe('low');
    expect(priceImpactLevel('1.01')).toBe('medium');
    expect(priceImpactLevel('5')).toBe('medium');
    expect(priceImpactLevel('12.5')).toBe('high');
    expect(priceImpactLevel(undefined)).toBeUndefined();
    expect(priceImpactLevel('n/a')).toBeUndefined();
  });
});

describe('unitRate and gas headroom', () => {
  it('gives what one whole from-token buys, in to-token base units', () => {
    // 0.1 ETH → 287.54 WPUSD (6 decimals): 1 ETH ≈ 2875.4 WPUSD.
    expect(unitRate(10n ** 17n, 287_540_000n, 18)).toBe(2_875_400_000n);
    expect(unitRate(0n, 1n, 18)).toBeUndefined();
  });

  it('adds 20 % to the gas estimate', () => {
    expect(gasWithHeadroom(100_000n)).toBe(120_000n);
  });
});
