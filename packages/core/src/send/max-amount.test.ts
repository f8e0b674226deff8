import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feeWithHeadroom,
  MAX_FEE_HEADROOM,
  maxSendAmount,
  nativeReserveOf,
  SOLANA_RENT_EXEMPT_MINIMUM,
} from './max-amount.js';

describe('maxSendAmount', () => {
  it('a token’s Max is its whole balance: its fee is paid in the native token', () => {
    expect(maxSendAmount({ balance: 500n, isNative: false })).toBe(500n);
    expect(maxSendAmount({ balance: 500n, isNative: false, fee: 10_000n })).toBe(500n);
  });

  it('the native Max leaves the fee with 1.3× headroom', () => {
    expect(maxSendAmount({ balance: 1_000n, isNative: true, fee: 100n })).toBe(870n);
    expect(feeWithHeadroom(101n)).toBe(132n); // 131.3 rounded up
  });

  it('is zero when the fee does not fit, and unknown while the native fee is', () => {
    expect(maxSendAmount({ balance: 100n, isNative: true, fee: 100n })).toBe(0n);
    expect(maxSendAmount({ balance: 100n, isNative: true })).toBeUndefined();
    expect(maxSendAmount({ balance: 0n, isNative: true })).toBe(0n);
  });

  it('property: native Max + fee × headroom never exceeds the balance, and is never negative', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 25n }),
        (balance, fee) => {
          const max = maxSendAmount({ balance, isNative: true, fee }) as bigint;
          expect(max >= 0n).toBe(true);
          if (max > 0n) {
            expect(max + feeWithHeadroom(fee) <= balance).toBe(true);
            expect(
              feeWithHeadroom(fee) * MAX_FEE_HEADROOM.denominator >= fee * MAX_FEE_HEADROOM.numerator,
            ).toBe(true);
          }
        },
      ),
    );
  });

  it('keeps a reserve from the native Max: solana’s rent-exempt minimum (lamports), nothing on eip155', () => {
    expect(nativeReserveOf('eip155')).toBe(0n);
    expect(nativeReserveOf('solana')).toBe(890_880n);
    const balance = 1_000_000_000n; // 1 SOL
    expect(maxSendAmount({ balance, isNative: true, fee: 5_000n, reserve: SOLANA_RENT_EXEMPT_MINIMUM })).toBe(
      balance - 6_500n - 890_880n,
    );
    expect(maxSendAmount({ balance: 890_000n, isNative: true, fee: 5_000n, reserve: 890_880n })).toBe(0n);
    expect(maxSendAmount({ balance: 500n, isNative: false, reserve: 890_880n })).toBe(500n);
  });

  it('property: native Max + fee × headroom + reserve never exceeds the balance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (balance, fee, reserve) => {
          const max = maxSendAmount({ balance, isNative: true, fee, reserve }) as bigint;
          expect(max >= 0n).toBe(true);
          if (max > 0n) expect(max + feeWithHeadroom(fee) + reserve).toBe(balance);
        },
      ),
    );
  });
});
