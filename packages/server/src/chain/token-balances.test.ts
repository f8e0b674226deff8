import fc from 'fast-check';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildTokenBalances, tokenIconUrl, withIconUrls } from './token-balances.js';

const chain = {
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [
    {
      address: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
      symbol: 'WPUSD',
      name: 'Walletport USD',
      decimals: 6,
    },
    {
      address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      symbol: 'WPT',
      name: 'Walletport Token',
      decimals: 18,
    },
  ],
} as const;
// Feeds price the native currency and WPUSD; nothing prices WPT.
const prices: ReadonlyMap<string, number> = new Map([
  ['native', 3000],
  ['0xe7f1725e7734ce288f8367e1bb143e90bb3f0512', 1],
]);

describe('buildTokenBalances', () => {
  it('answers the native balance first, without an address, even when it is zero', () => {
    const [native, ...rest] = buildTokenBalances({ chain, read: { native: 0n, tokens: [0n, 0n] }, prices });
    expect(native).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: 0,
      price: 3000,
      quantity: { decimals: '18', numeric: '0' },
    });
    expect(native).not.toHaveProperty('address');
    expect(rest).toEqual([]);
  });

  it('lists held tokens with a checksummed CAIP-10 address, exact amount, price and value', () => {
    const balances = buildTokenBalances({
      chain,
      read: { native: 1_500_000_000_000_000_000n, tokens: [2_500_000n, 10n ** 18n] },
      prices,
    });
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'WPUSD', 'WPT']);
    expect(balances[0]?.quantity.numeric).toBe('1.5');
    expect(balances[0]?.value).toBe(4500);
    expect(balances[1]).toEqual({
      name: 'Walletport USD',
      symbol: 'WPUSD',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      value: 2.5,
      price: 1,
      quantity: { decimals: '6', numeric: '2.5' },
    });
  });

  it('leaves price and value out for a token no feed prices, never a made-up 0', () => {
    const balances = buildTokenBalances({ chain, read: { native: 0n, tokens: [0n, 10n ** 18n] }, prices });
    expect(balances[1]).toEqual({
      name: 'Walletport Token',
      symbol: 'WPT',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      quantity: { decimals: '18', numeric: '1' },
    });
    const [native] = buildTokenBalances({ chain, read: { native: 5n, tokens: [] }, prices: new Map() });
    expect(native).not.toHaveProperty('price');
    expect(native).not.toHaveProperty('value');
  });

  it('finds a token price by address whatever its spelling in the configuration', () => {
    const upper = new Map([['0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0', 0.42]]);
    const balances = buildTokenBalances({
      chain,
      read: { native: 0n, tokens: [0n, 2n * 10n ** 18n] },
      prices: upper,
    });
    expect(balances[1]).toMatchObject({ symbol: 'WPT', price: 0.42, value: 0.84 });
  });

  it('leaves out tokens whose balance could not be read', () => {
    const balances = buildTokenBalances({ chain, read: { native: 1n, tokens: [undefined, 5n] }, prices });
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'WPT']);
  });

  it('writes amounts that parse back to the exact base units', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 36 }),
        (amount, decimals) => {
          const [native] = buildTokenBalances({
            chain: { ...chain, nativeCurrency: { name: 'X', symbol: 'X', decimals } },
            read: { native: amount, tokens: [] },
            prices: new Map(),
          });
          expect(parseUnits(native?.quantity.numeric ?? '', decimals)).toBe(amount);
          expect(native?.quantity.decimals).toBe(String(decimals));
        },
      ),
    );
  });
});

describe('icon URLs', () => {
  it('points at the server token image route for the symbol, with the project id the route needs', () => {
    expect(tokenIconUrl('http://127.0.0.1:8787/', 'WPT', 'demo')).toBe(
      'http://127.0.0.1:8787/public/getTokenImage/WPT?projectId=demo',
    );
    expect(tokenIconUrl('https://api.test', 'A/B', 'a&b')).toBe(
      'https://api.test/public/getTokenImage/A%2FB?projectId=a%26b',
    );
  });

  it('adds iconUrl to every balance', () => {
    const balances = buildTokenBalances({ chain, read: { native: 1n, tokens: [] }, prices });
    expect(withIconUrls(balances, 'http://h', 'p')[0]?.iconUrl).toBe(
      'http://h/public/getTokenImage/ETH?projectId=p',
    );
  });
});
