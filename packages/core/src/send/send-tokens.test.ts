import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../format/token.js';
import { formatUnits } from '../format/units.js';
import { localDevnet } from '../networks/local.js';
import {
  fiatValueOf,
  listSendTokens,
  NATIVE_TOKEN_KEY,
  parseBalanceDown,
  searchSendTokens,
} from './send-tokens.js';

const network = localDevnet({ id: 31337, name: 'Devnet', port: 8545 });
const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const WPT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

function entry(partial: Partial<TokenBalance> & Pick<TokenBalance, 'symbol'>): TokenBalance {
  return {
    name: partial.symbol,
    chainId: 'eip155:31337',
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
    ...partial,
  } as TokenBalance;
}

describe('listSendTokens', () => {
  it('puts the native token first, with the native balance and a price only when one is given', () => {
    const [native] = listSendTokens({ network, nativeBalance: '1.5', tokenBalance: [] });
    expect(native).toMatchObject({
      key: NATIVE_TOKEN_KEY,
      address: undefined,
      symbol: 'ETH',
      decimals: 18,
      balance: 1_500_000_000_000_000_000n,
      price: undefined,
    });
    const priced = listSendTokens({
      network,
      nativeBalance: '1',
      tokenBalance: [entry({ symbol: 'ETH', price: 2875.4 })],
    });
    expect(priced).toHaveLength(1);
    expect(priced[0]?.price).toBe(2875.4);
  });

  it('lists tokens held on this network only, most valuable first; drops zero balances, decimals "0" and other chains', () => {
    const tokens = listSendTokens({
      network,
      nativeBalance: undefined,
      tokenBalance: [
        entry({
          symbol: 'WPT',
          address: WPT.toLowerCase(),
          quantity: { decimals: '18', numeric: '100' },
          price: 0.42,
        }),
        entry({ symbol: 'WPUSD', address: WPUSD, quantity: { decimals: '6', numeric: '1000.5' }, price: 1 }),
        entry({
          symbol: 'NOPE',
          address: '0x0000000000000000000000000000000000000001',
          quantity: { decimals: '18', numeric: '0' },
        }),
        entry({
          symbol: 'NFTISH',
          address: '0x0000000000000000000000000000000000000002',
          quantity: { decimals: '0', numeric: '3' },
        }),
        entry({ symbol: 'OTHER', address: WPT, chainId: 'eip155:1' }),
        entry({ symbol: 'UNPRICED', address: '0x0000000000000000000000000000000000000003' }),
      ],
    });
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'WPUSD', 'WPT', 'UNPRICED']);
    expect(tokens[0]?.balance).toBeUndefined();
    expect(tokens[1]).toMatchObject({
      key: WPUSD.toLowerCase(),
      address: WPUSD,
      decimals: 6,
      balance: 1_000_500_000n,
    });
    expect(tokens[2]?.address).toBe(WPT);
    expect(tokens[3]?.price).toBeUndefined();
  });

  it('reads a token address written as a CAIP-10 account id (the server’s form) or bare', () => {
    const tokens = listSendTokens({
      network,
      nativeBalance: '1',
      tokenBalance: [
        entry({
          symbol: 'WPUSD',
          address: `eip155:31337:${WPUSD}`,
          quantity: { decimals: '6', numeric: '5' },
        }),
        entry({
          symbol: 'ETH',
          address: 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
          price: 2,
        }),
      ],
    });
    expect(tokens.map((token) => [token.key, token.address])).toEqual([
      [NATIVE_TOKEN_KEY, undefined],
      [WPUSD.toLowerCase(), WPUSD],
    ]);
    expect(tokens[0]?.price).toBe(2);
  });

  it('treats a zero or missing price as no price, never as a fiat value of 0', () => {
    const tokens = listSendTokens({
      network,
      nativeBalance: '1',
      tokenBalance: [entry({ symbol: 'Z', address: WPT, price: 0 })],
    });
    expect(tokens[1]?.price).toBeUndefined();
    expect(fiatValueOf(tokens[1]!, 10n ** 18n)).toBeUndefined();
  });
});

describe('parseBalanceDown', () => {
  it('rounds down, so the list never offers more than is held', () => {
    expect(parseBalanceDown('1.999', 2)).toBe(199n);
    expect(parseBalanceDown('5', 0)).toBe(5n);
    expect(parseBalanceDown('-1', 2)).toBeUndefined();
    expect(parseBalanceDown('1e3', 2)).toBeUndefined();
  });

  it('property: never above the exact balance, less than a unit below', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{1,12}(\.[0-9]{1,30})?$/),
        fc.integer({ min: 0, max: 24 }),
        (text, decimals) => {
          const down = parseBalanceDown(text, decimals) as bigint;
          const [whole = '', fraction = ''] = text.split('.');
          const exactScaled = BigInt(`${whole}${fraction.padEnd(30, '0')}`); // × 10^30
          const scale = 10n ** BigInt(30 - decimals);
          expect(down * scale <= exactScaled).toBe(true);
          expect((down + 1n) * scale > exactScaled).toBe(true);
        },
      ),
    );
  });
});

describe('searchSendTokens and fiatValueOf', () => {
  const tokens = listSendTokens({
    network,
    nativeBalance: '1',
    tokenBalance: [entry({ symbol: 'WPUSD', name: 'Walletport USD', address: WPUSD })],
  });

  it('finds by symbol, name or address, ignoring case; all for an empty query', () => {
    expect(searchSendTokens(tokens, 'usd').map((token) => token.symbol)).toEqual(['WPUSD']);
    expect(searchSendTokens(tokens, 'walletport').map((token) => token.symbol)).toEqual(['WPUSD']);
    expect(searchSendTokens(tokens, WPUSD.slice(0, 8).toUpperCase()).map((token) => token.symbol)).toEqual([
      'WPUSD',
    ]);
    expect(searchSendTokens(tokens, ' ')).toHaveLength(2);
    expect(searchSendTokens(tokens, 'zzz')).toEqual([]);
  });

  it('values an amount exactly at the price', () => {
    expect(fiatValueOf({ price: 2875.4, decimals: 18 }, 1_500_000_000_000_000_000n)).toBe('4313.1');
    expect(fiatValueOf({ price: 0.42, decimals: 6 }, 10_000_000n)).toBe('4.2');
    expect(fiatValueOf({ price: 1, decimals: 0 }, 0n)).toBe('0');
  });

  it('property: exact integer arithmetic on a feed price (8 decimals)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 24 }),
        (amount, priceUnits, decimals) => {
          const exact = (amount * BigInt(priceUnits)) / 10n ** BigInt(decimals);
          expect(fiatValueOf({ price: priceUnits / 1e8, decimals }, amount)).toBe(formatUnits(exact, 8));
        },
      ),
    );
  });
});
