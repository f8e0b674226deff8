import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRegistrationMessage, registrationCoinType } from './registration-message.js';

describe('buildRegistrationMessage', () => {
  it('is JSON { name, attributes: {}, timestamp } with the time in whole unix seconds', () => {
    const text = buildRegistrationMessage('alice.walletport.id', 1_764_213_000_999);
    expect(JSON.parse(text)).toEqual({
      name: 'alice.walletport.id',
      attributes: {},
      timestamp: 1_764_213_000,
    });
    expect(text).toBe('{"name":"alice.walletport.id","attributes":{},"timestamp":1764213000}');
  });

  it('property: the timestamp is the floor of the milliseconds over 1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (nowMs) => {
        const { timestamp } = JSON.parse(buildRegistrationMessage('abcd', nowMs)) as { timestamp: number };
        expect(Number.isSafeInteger(timestamp)).toBe(true);
        expect(timestamp * 1000 <= nowMs && nowMs < (timestamp + 1) * 1000).toBe(true);
      }),
    );
  });
});

describe('registrationCoinType (ENSIP-11)', () => {
  it('is 60 on Ethereum mainnet and 0x80000000 | chainId elsewhere', () => {
    expect(registrationCoinType(1)).toBe(60);
    expect(registrationCoinType(31337)).toBe(0x80007a69);
    expect(registrationCoinType(10)).toBe(2_147_483_658);
    expect(registrationCoinType(0)).toBe(0x80000000);
  });

  it('refuses a chain id of 0x80000000 or more, which has no coin type', () => {
    expect(() => registrationCoinType(0x80000000)).toThrow('Invalid chainId');
    expect(() => registrationCoinType(0xffffffff)).toThrow('Invalid chainId');
    expect(() => registrationCoinType(-1)).toThrow('Invalid chainId');
  });

  it('property: every chain id but 1 below the bound maps to its own coin type, high bit set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 0x7fffffff }), (chainId) => {
        const coinType = registrationCoinType(chainId);
        expect(coinType).toBe(chainId + 0x80000000);
        expect(coinType).toBeLessThanOrEqual(0xffffffff);
      }),
    );
  });
});
