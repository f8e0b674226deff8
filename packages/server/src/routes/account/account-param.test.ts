import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.js';
import { parseAccountParam } from './account-param.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('parseAccountParam', () => {
  it('takes a 0x address or a CAIP-10 account id, answering the lower-case address', () => {
    expect(parseAccountParam(ADDRESS, 'account')).toEqual({
      address: ADDRESS.toLowerCase(),
      caipNetworkId: undefined,
    });
    expect(parseAccountParam(ADDRESS.toLowerCase(), 'account').address).toBe(ADDRESS.toLowerCase());
    expect(parseAccountParam(`eip155:31337:${ADDRESS}`, 'account')).toEqual({
      address: ADDRESS.toLowerCase(),
      caipNetworkId: 'eip155:31337',
    });
  });

  it('answers a 400 naming the field for anything else', () => {
    for (const bad of [
      '0x1234',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79c8', // bad checksum
      'eip155:1',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      'eip155:1:0x12',
      'nonsense',
    ]) {
      expect(() => parseAccountParam(bad, 'account'), bad).toThrow(/Invalid parameter 'account'/);
    }
  });

  it('accepts exactly the valid addresses and account ids, never throwing anything but the 400 (property)', () => {
    const address = fc.stringMatching(/^0x[0-9a-f]{40}$/).map((a) => getAddress(a));
    fc.assert(
      fc.property(address, fc.integer({ min: 1, max: 2 ** 31 }), (a, chainId) => {
        expect(parseAccountParam(a, 'account').address).toBe(a.toLowerCase());
        expect(parseAccountParam(`eip155:${chainId}:${a}`, 'account').caipNetworkId).toBe(
          `eip155:${chainId}`,
        );
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        try {
          expect(parseAccountParam(text, 'account').address).toMatch(/^0x[0-9a-f]{40}$/);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).statusCode).toBe(400);
        }
      }),
    );
  });
});
