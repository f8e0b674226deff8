import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.js';
import { MAX_RESERVE } from '../../swaps/quote-math.js';
import { requireAmount, requirePair, requireSwapChain, requireToken } from './params.js';

const refusal = (work: () => unknown): { status: number; code: string; message: string } | undefined => {
  try {
    work();
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, code: error.code, message: error.message };
  }
};

describe('requireAmount', () => {
  it('accepts exactly the positive integers up to 2^112 − 1, digits only', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_RESERVE }), (amount) => {
        expect(requireAmount(amount.toString(), 'amount')).toBe(amount);
      }),
    );
    expect(requireAmount('007', 'amount')).toBe(7n);
  });

  it('refuses everything else with a 400 naming the field', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.bigInt({ min: MAX_RESERVE + 1n, max: 2n ** 300n }).map(String),
          fc.bigInt({ max: 0n }).map(String),
          fc.double({ noNaN: true }).map(String),
        ),
        (text) => {
          fc.pre(!/^\d+$/.test(text) || BigInt(text) === 0n || BigInt(text) > MAX_RESERVE);
          const refused = refusal(() => requireAmount(text, 'amount'));
          expect(refused?.status).toBe(400);
          expect(refused?.message).toContain("'amount'");
        },
      ),
    );
  });
});

describe('swap chains', () => {
  it('accept the listed chains and refuse others with the spec text', () => {
    for (const id of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554, 31337, 31338]) {
      expect(requireSwapChain(`eip155:${id}`, 'chainId')).toBe(id);
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), (id) => {
        fc.pre(
          ![1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554, 31337, 31338].includes(id),
        );
        expect(refusal(() => requireSwapChain(`eip155:${id}`, 'chainId'))?.message).toBe(
          'Network not supported for Swaps',
        );
      }),
    );
    expect(
      refusal(() => requireSwapChain('eip155:999', 'chainId', 'Network not supported for Gas Price'))
        ?.message,
    ).toBe('Network not supported for Gas Price');
    expect(refusal(() => requireSwapChain('1', 'chainId'))?.code).toBe('INVALID_REQUEST');
  });

  it('refuse tokens of other namespaces as a network question, malformed ids as a field problem', () => {
    expect(
      refusal(() =>
        requireToken(
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112',
          'from',
        ),
      )?.message,
    ).toBe('Network not supported for Swaps');
    expect(refusal(() => requireToken('eip155:1:0x12', 'from'))?.message).toMatch(/'from'/);
  });

  it('want both sides on one chain and different', () => {
    const native = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
    expect(refusal(() => requirePair(native, native))?.message).toMatch(/different token/);
    expect(
      refusal(() => requirePair(native, 'eip155:10:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'))?.message,
    ).toMatch(/same chain/);
  });
});
