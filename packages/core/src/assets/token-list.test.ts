import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../format/index.js';
import { supportsAssetDiscovery, tokensToShow } from './token-list.js';

const CHAIN = 'eip155:31337';

function token(symbol: string, overrides: Partial<TokenBalance> = {}): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: CHAIN,
    address: `${CHAIN}:0x${symbol.padEnd(40, '0').slice(0, 40)}`,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
    ...overrides,
  };
}
const native = (overrides: Partial<TokenBalance> = {}): TokenBalance => {
  const { address: _address, ...rest } = token('ETH', overrides);
  return rest;
};

describe('asset discovery support', () => {
  it('is on only where the capability says `supported: true` for the chain (hex key)', () => {
    const capabilities = { '0x7a69': { assetDiscovery: { supported: true } }, '0x1': { atomic: {} } };
    expect(supportsAssetDiscovery(capabilities, 31337)).toBe(true);
    expect(supportsAssetDiscovery({ '0x7A69': { assetDiscovery: { supported: true } } }, 31337)).toBe(true);
    expect(supportsAssetDiscovery(capabilities, 1)).toBe(false);
    expect(supportsAssetDiscovery({ '0x7a69': { assetDiscovery: { supported: 'yes' } } }, 31337)).toBe(false);
    expect(supportsAssetDiscovery({ '31337': { assetDiscovery: { supported: true } } }, 31337)).toBe(false);
    expect(supportsAssetDiscovery(undefined, 31337)).toBe(false);
  });
});

describe('the tokens to show', () => {
  it("filters out tokens whose quantity decimals are '0'", () => {
    expect(
      tokensToShow([token('A'), token('B', { quantity: { decimals: '0', numeric: '5' } })], CHAIN),
    ).toEqual([token('A')]);
  });

  it("keeps only the network's tokens", () => {
    expect(
      tokensToShow([token('A'), token('B', { chainId: 'eip155:1' })], CHAIN).map((t) => t.symbol),
    ).toEqual(['A']);
  });

  it('drops tokens the account does not hold, but keeps the native coin at zero', () => {
    const zero = { decimals: '18', numeric: '0' };
    const shown = tokensToShow([token('A', { quantity: zero }), native({ quantity: zero })], CHAIN);
    expect(shown.map((t) => t.symbol)).toEqual(['ETH']);
    expect(tokensToShow([token('A', { quantity: { decimals: '6', numeric: '0.000' } })], CHAIN)).toEqual([]);
  });

  it('lists each token once (the first entry wins), whatever the address case', () => {
    const first = token('A', { address: `${CHAIN}:0xAbC` });
    const again = token('A', { address: `${CHAIN}:0xabc`, name: 'Again' });
    expect(tokensToShow([first, again], CHAIN)).toEqual([first]);
  });

  it('orders native first, then by fiat value (priced before unpriced), then by name', () => {
    const list = [
      token('Zed'),
      token('Cheap', { price: 1, value: 1 }),
      token('Alpha'),
      token('Rich', { price: 10, value: 100 }),
      native({ price: 1, value: 0.5 }),
    ];
    expect(tokensToShow(list, CHAIN).map((t) => t.name)).toEqual(['ETH', 'Rich', 'Cheap', 'Alpha', 'Zed']);
  });
});
