import { WalletportError } from '@walletport/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEvmChainId } from '../src/index.js';

describe('toEvmChainId', () => {
  it('reads numbers, decimal and hex text, and eip155 CAIP-2 ids', () => {
    expect(toEvmChainId(1)).toBe(1);
    expect(toEvmChainId('31337')).toBe(31337);
    expect(toEvmChainId('0x7a69')).toBe(31337);
    expect(toEvmChainId('0X7A6A')).toBe(31338);
    expect(toEvmChainId('eip155:10')).toBe(10);
    expect(toEvmChainId(' 8453 ')).toBe(8453);
  });

  it('refuses other namespaces, non-positive, fractional, unsafe and odd shapes with "Chain is not supported"', () => {
    for (const value of [
      0,
      -1,
      1.5,
      Number.NaN,
      2 ** 53,
      '',
      '1e3',
      '0x',
      'solana:5eykt4',
      'eip155:0x1',
      'abc',
    ]) {
      expect(() => toEvmChainId(value), String(value)).toThrow('Chain is not supported');
    }
  });

  it('round trip: every positive safe integer reads back from each of its spellings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(toEvmChainId(id)).toBe(id);
        expect(toEvmChainId(String(id))).toBe(id);
        expect(toEvmChainId(`0x${id.toString(16)}`)).toBe(id);
        expect(toEvmChainId(`eip155:${id}`)).toBe(id);
      }),
    );
  });

  it('no input crashes with anything but the documented error, and results are positive safe integers', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (value) => {
        try {
          const id = toEvmChainId(value);
          expect(Number.isSafeInteger(id) && id > 0).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(WalletportError);
          expect((error as WalletportError).code).toBe('CHAIN_NOT_SUPPORTED');
        }
      }),
    );
  });
});
