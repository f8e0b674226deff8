import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { ApiError } from '../../http/api-error.js';
import { NATIVE_PLACEHOLDER, readPriceRequest } from './fungible-prices.js';

const { chains } = loadConfig({ DEMO: 'true', CHAIN_RPC_31338: '' });

describe('readPriceRequest', () => {
  it('reads CAIP-10 ids of served chains; the placeholder names the native currency', () => {
    const wanted = readPriceRequest(chains, [
      `eip155:31337:${NATIVE_PLACEHOLDER}`,
      'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      'eip155:31338:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', // not served
      'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', // not served
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    ]);
    expect(wanted.map((entry) => [entry.chain.chainId, entry.asset])).toEqual([
      [31337, 'native'],
      [31337, '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'],
    ]);
  });

  it('answers a 400 naming the field for a malformed id', () => {
    for (const bad of ['0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', 'eip155:31337', 'eip155:31337:0x12']) {
      expect(() => readPriceRequest(chains, [bad]), bad).toThrow(/Invalid body field 'addresses'/);
    }
  });

  it('never throws anything but the 400 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 70 }), { maxLength: 4 }), (addresses) => {
        try {
          readPriceRequest(chains, addresses);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).statusCode).toBe(400);
        }
      }),
    );
  });
});
