import { WalletportError } from '@walletport/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALLS_PER_TOKEN, type CallResult, decodeErc20Balances } from '../src/index.js';

const TOKEN = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const ok = (result: unknown): CallResult => ({ status: 'success', result });

describe('decodeErc20Balances', () => {
  it('pairs balanceOf, decimals and symbol and formats the balance in whole units', () => {
    expect(decodeErc20Balances([TOKEN], [ok(1_500_000n), ok(6), ok('WPUSD')])).toEqual([
      { status: 'success', address: TOKEN, symbol: 'WPUSD', decimals: 6, value: 1_500_000n, balance: '1.5' },
    ]);
  });

  it('a failed call makes that token unavailable, with the call’s error as cause', () => {
    const cause = new Error('execution reverted');
    const [result] = decodeErc20Balances([TOKEN], [ok(1n), { status: 'failure', error: cause }, ok('X')]);
    expect(result).toMatchObject({ status: 'failure', address: TOKEN });
    expect(result?.status === 'failure' && result.error.message).toBe('Token Balance Unavailable');
    expect(result?.status === 'failure' && result.error.cause).toBe(cause);
  });

  it('answers of the wrong type make the token unavailable', () => {
    for (const results of [
      [ok('1'), ok(6), ok('X')],
      [ok(-1n), ok(6), ok('X')],
      [ok(1n), ok(256), ok('X')],
      [ok(1n), ok(1.5), ok('X')],
      [ok(1n), ok(6), ok(7)],
    ]) {
      expect(decodeErc20Balances([TOKEN], results)[0]?.status).toBe('failure');
    }
  });

  it('a result count that is not three per token is "multicall results mismatch"', () => {
    expect(() => decodeErc20Balances([TOKEN], [ok(1n), ok(6)])).toThrow('multicall results mismatch');
    expect(() => decodeErc20Balances([], [ok(1n)])).toThrow('multicall results mismatch');
  });

  const callResult: fc.Arbitrary<CallResult> = fc.oneof(
    fc.anything().map(ok),
    fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(ok),
    fc.integer({ min: 0, max: 255 }).map(ok),
    fc.string().map(ok),
    fc.anything().map((error): CallResult => ({ status: 'failure', error })),
  );

  it('never throws anything but the mismatch error, and gives one entry per token in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 4 }),
        fc.array(callResult, { maxLength: 14 }),
        (tokens, results) => {
          try {
            const balances = decodeErc20Balances(tokens, results);
            expect(results).toHaveLength(tokens.length * CALLS_PER_TOKEN);
            expect(balances.map((balance) => balance.address)).toEqual(tokens);
          } catch (error) {
            expect(error).toBeInstanceOf(WalletportError);
            expect((error as WalletportError).code).toBe('MULTICALL_RESULTS_MISMATCH');
            expect(results.length).not.toBe(tokens.length * CALLS_PER_TOKEN);
          }
        },
      ),
    );
  });

  it('round trip: a decoded balance parses back to the raw value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 36 }),
        (value, decimals) => {
          const [result] = decodeErc20Balances([TOKEN], [ok(value), ok(decimals), ok('T')]);
          if (result?.status !== 'success') throw new Error('expected success');
          const [whole = '', fraction = ''] = result.balance.split('.');
          expect(BigInt(whole + fraction.padEnd(decimals, '0'))).toBe(value);
        },
      ),
    );
  });
});
