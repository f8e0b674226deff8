import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/index.js';
import {
  findNativeBalance,
  parseAllowedOrigins,
  parseBalances,
  parseIdentity,
  parseSupportedChains,
} from './api-answers.js';

const native = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: 'https://api.example/icon',
};
const token = { ...native, name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xA0b8' };

describe('server answers', () => {
  it('reads identities, with blank or missing names as null', () => {
    expect(parseIdentity({ name: 'alice.wp', avatar: 'https://a/x.png' })).toEqual({
      name: 'alice.wp',
      avatar: 'https://a/x.png',
    });
    expect(parseIdentity({ name: '  ', avatar: 7 })).toEqual({ name: null, avatar: null });
    expect(() => parseIdentity('nope')).toThrow(WalletportError);
  });

  it('reads balances, dropping malformed items but keeping the good ones', () => {
    const answer = { balances: [native, { ...token, quantity: { decimals: '6', numeric: '-1' } }, token, 5] };
    expect(parseBalances(answer)).toEqual([native, token]);
    expect(() => parseBalances({})).toThrow(/Invalid answer/);
  });

  it('keeps a missing price missing (never 0), and drops a value that has no price behind it', () => {
    const { price: _price, value: _value, ...unpriced } = token;
    expect(parseBalances({ balances: [unpriced] })).toEqual([unpriced]);
    expect(parseBalances({ balances: [{ ...unpriced, value: 12 }] })).toEqual([unpriced]);
    expect(parseBalances({ balances: [{ ...token, price: null, value: null }] })).toEqual([unpriced]);
    expect(parseBalances({ balances: [{ ...token, price: -1 }] })).toEqual([unpriced]);
    expect(parseBalances({ balances: [{ ...token, price: 0, value: 0 }] })).toEqual([
      { ...token, price: 0, value: 0 },
    ]);
  });

  it('finds the native item of the network: no contract address, same chain', () => {
    const other = { ...native, chainId: 'eip155:10' };
    expect(findNativeBalance([token, other, native], 'eip155:1')).toEqual(native);
    expect(findNativeBalance([token], 'eip155:1')).toBeUndefined();
  });

  it('reads supported chains and allowed origins, keeping only strings', () => {
    expect(parseSupportedChains({ http: ['eip155:1', 3], ws: null })).toEqual({ http: ['eip155:1'], ws: [] });
    expect(() => parseSupportedChains({ ws: [] })).toThrow(WalletportError);
    expect(parseAllowedOrigins({ allowedOrigins: ['https://a.b', 1] })).toEqual(['https://a.b']);
    expect(parseAllowedOrigins(null)).toEqual([]);
  });

  it('property: any JSON either parses or throws the documented error', () => {
    const parsers = [parseIdentity, parseBalances, parseSupportedChains];
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...parsers), (json, parse) => {
        try {
          parse(json);
        } catch (error) {
          expect(error).toBeInstanceOf(WalletportError);
          expect((error as WalletportError).code).toBe('API_INVALID_RESPONSE');
        }
        expect(Array.isArray(parseAllowedOrigins(json))).toBe(true);
      }),
    );
  });

  it('property: a well-formed balance survives parsing unchanged', () => {
    const item = fc.record(
      {
        name: fc.string(),
        symbol: fc.string(),
        chainId: fc.constant('eip155:1'),
        price: fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }),
        quantity: fc.record({
          decimals: fc.integer({ min: 0, max: 36 }).map(String),
          numeric: fc
            .tuple(fc.nat(), fc.option(fc.nat(), { nil: undefined }))
            .map(([a, b]) => (b === undefined ? String(a) : `${a}.${b}`)),
        }),
        iconUrl: fc.string(),
      },
      { requiredKeys: ['name', 'symbol', 'chainId', 'quantity', 'iconUrl'] },
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 5 }), (items) => {
        expect(parseBalances({ balances: items })).toEqual(items);
      }),
    );
  });
});
