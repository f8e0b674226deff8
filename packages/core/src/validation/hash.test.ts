import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSignedMessage, isTransactionHash } from './hash.js';

const hexOfLength = (length: number) => `0x${'ab'.repeat(length).slice(0, length)}`;

describe('isTransactionHash', () => {
  it('accepts 0x plus exactly 64 hex characters in any case', () => {
    expect(isTransactionHash(hexOfLength(64))).toBe(true);
    expect(isTransactionHash(hexOfLength(64).toUpperCase().replace('0X', '0x'))).toBe(true);
  });

  it.each([
    ['63 hex', hexOfLength(63)],
    ['65 hex', hexOfLength(65)],
    ['no prefix', 'ab'.repeat(32)],
    ['non-hex', `0x${'g'.repeat(64)}`],
  ])('rejects %s', (_label, input) => {
    expect(isTransactionHash(input)).toBe(false);
  });
});

describe('isSignedMessage', () => {
  it('accepts 0x plus 62 or more hex characters', () => {
    expect(isSignedMessage(hexOfLength(62))).toBe(true);
    expect(isSignedMessage(hexOfLength(130))).toBe(true);
    expect(isSignedMessage(hexOfLength(1000))).toBe(true);
  });

  it.each([
    ['61 hex', hexOfLength(61)],
    ['no prefix', 'ab'.repeat(40)],
    ['non-hex', `0x${'z'.repeat(70)}`],
  ])('rejects %s', (_label, input) => {
    expect(isSignedMessage(input)).toBe(false);
  });
});

describe('hash validators (properties)', () => {
  it('property: the answer depends only on the prefix and the hex length', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength: 140 }),
        (hex) => {
          expect(isTransactionHash(`0x${hex}`)).toBe(hex.length === 64);
          expect(isSignedMessage(`0x${hex}`)).toBe(hex.length >= 62);
          expect(isTransactionHash(hex)).toBe(false);
          expect(isSignedMessage(hex)).toBe(false);
        },
      ),
    );
  });

  it('property: never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof isTransactionHash(input)).toBe('boolean');
        expect(typeof isSignedMessage(input)).toBe('boolean');
      }),
    );
  });
});
