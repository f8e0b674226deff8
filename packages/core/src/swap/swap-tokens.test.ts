import { describe, expect, it } from 'vitest';
import type { ConvertToken } from '../api/convert-api.js';
import type { SendToken } from '../send/send-tokens.js';
import { findSwapToken, listSwapTokens, searchSwapTokens } from './swap-tokens.js';

const ETH_ID = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const WPT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const server: ConvertToken[] = [
  { name: 'Walletport USD', symbol: 'WPUSD', address: `eip155:31337:${WPUSD}`, decimals: 6, logoUri: '' },
  { name: 'Ether', symbol: 'ETH', address: ETH_ID, decimals: 18, logoUri: '' },
  {
    name: 'Walletport Token',
    symbol: 'WPT',
    address: `eip155:31337:${WPT}`,
    decimals: 18,
    logoUri: 'https://t/wpt.png',
  },
];
const held: SendToken[] = [
  {
    key: 'native',
    address: undefined,
    symbol: 'ETH',
    name: 'Ether',
    decimals: 18,
    balance: 5n,
    caipNetworkId: 'eip155:31337',
    price: 2875.4,
    iconUrl: 'eth.svg',
  },
  {
    key: WPUSD.toLowerCase(),
    address: WPUSD,
    symbol: 'WPUSD',
    name: 'Walletport USD',
    decimals: 6,
    balance: 7n,
    caipNetworkId: 'eip155:31337',
    price: 1,
    iconUrl: undefined,
  },
];

describe('listSwapTokens', () => {
  it('native first, balances and prices from what the account holds', () => {
    const tokens = listSwapTokens({ convertTokens: server, held, balancesKnown: true });
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'WPUSD', 'WPT']);
    expect(tokens[0]).toMatchObject({ address: undefined, balance: 5n, price: 2875.4, iconUrl: 'eth.svg' });
    expect(tokens[1]).toMatchObject({ address: WPUSD, balance: 7n, price: 1 });
    expect(tokens[2]).toMatchObject({ balance: 0n, price: undefined, iconUrl: 'https://t/wpt.png' });
  });

  it('a token not held is unknown (not 0) until the token balances have loaded', () => {
    const tokens = listSwapTokens({ convertTokens: server, held, balancesKnown: false });
    expect(tokens.find((token) => token.symbol === 'WPT')?.balance).toBeUndefined();
  });
});

describe('findSwapToken and searchSwapTokens', () => {
  const tokens = listSwapTokens({ convertTokens: server, held, balancesKnown: true });
  it('finds a prefill by CAIP-10 id, address (any case), native placeholder or symbol', () => {
    expect(findSwapToken(tokens, `eip155:31337:${WPUSD}`)?.symbol).toBe('WPUSD');
    expect(findSwapToken(tokens, WPT.toUpperCase().replace('0X', '0x'))?.symbol).toBe('WPT');
    expect(findSwapToken(tokens, '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')?.symbol).toBe('ETH');
    expect(findSwapToken(tokens, 'eth')?.symbol).toBe('ETH');
    expect(findSwapToken(tokens, 'DOGE')).toBeUndefined();
    expect(findSwapToken(tokens, ' ')).toBeUndefined();
  });

  it('searches symbol, name and address', () => {
    expect(searchSwapTokens(tokens, 'walletport').map((token) => token.symbol)).toEqual(['WPUSD', 'WPT']);
    expect(searchSwapTokens(tokens, WPT.slice(0, 10)).map((token) => token.symbol)).toEqual(['WPT']);
    expect(searchSwapTokens(tokens, '')).toHaveLength(3);
  });
});
