import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterZeroDecimalTokens, type TokenBalance } from './token.js';

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
});

describe("filterZeroDecimalTokens (quantity decimals equal to '0' are filtered out)", () => {
  it("drops tokens whose quantity decimals are '0' and keeps the rest in order", () => {
    const tokens = [token('A', '18'), token('B', '0'), token('C', '6')];
    expect(filterZeroDecimalTokens(tokens).map((entry) => entry.symbol)).toEqual(['A', 'C']);
  });

  it("compares with the string '0' exactly, as the rule says", () => {
    expect(filterZeroDecimalTokens([token('A', '00'), token('B', '0.0')])).toHaveLength(2);
  });

  it('returns a new array and keeps extra fields', () => {
    const tokens = [{ ...token('A', '18'), extra: true }];
    const result = filterZeroDecimalTokens(tokens);
    expect(result).not.toBe(tokens);
    expect(result[0]?.extra).toBe(true);
  });

  it("property: keeps exactly the tokens without '0', in order", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant('0'), fc.string())), (decimalsList) => {
        const tokens = decimalsList.map((decimals, index) => token(String(index), decimals));
        const result = filterZeroDecimalTokens(tokens);
        expect(result).toEqual(tokens.filter((entry) => entry.quantity.decimals !== '0'));
        expect(result.every((entry) => entry.quantity.decimals !== '0')).toBe(true);
      }),
    );
  });
});
