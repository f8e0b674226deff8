import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  pairingExpiryFrom,
} from './pairing.js';

const NOW = 1_700_000_000_000;

describe('pairing expiry (4 minutes after creation; expired within 10 s)', () => {
  it('has the constants: 4 minutes and 10 s', () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000);
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000);
  });

  it('"Pairing expiry: 4 minutes after creation"', () => {
    expect(pairingExpiryFrom(NOW)).toBe(NOW + 240_000);
  });

  it('"A wallet-connect pairing counts as expired if absent"', () => {
    expect(isPairingExpired(undefined, NOW)).toBe(true);
    expect(isPairingExpired(Number.NaN, NOW)).toBe(true);
  });

  it('"... or within 10 s of expiry"', () => {
    expect(isPairingExpired(NOW + 10_000, NOW)).toBe(true);
    expect(isPairingExpired(NOW + 10_001, NOW)).toBe(false);
    expect(isPairingExpired(NOW - 1, NOW)).toBe(true);
  });

  it('a fresh pairing is valid until 10 s before its 4 minutes end', () => {
    const expiry = pairingExpiryFrom(NOW);
    expect(isPairingExpired(expiry, NOW + 229_999)).toBe(false);
    expect(isPairingExpired(expiry, NOW + 230_000)).toBe(true);
  });

  it('expired exactly when at most 10 s remain (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (now, offset) => {
          expect(isPairingExpired(now + offset, now)).toBe(offset <= PAIRING_EXPIRY_MARGIN_MS);
        },
      ),
    );
  });

  it('a pairing created now is never expired now (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), (now) => {
        expect(isPairingExpired(pairingExpiryFrom(now), now)).toBe(false);
      }),
    );
  });
});
