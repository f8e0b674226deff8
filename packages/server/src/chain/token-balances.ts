/**
 * Turns raw balances into the SDK's token balance items: name, symbol, chainId (CAIP-2), address
 * (absent for the native token), value and price (only when a feed prices the token), quantity
 * { decimals, numeric } and iconUrl.
 */
import { formatUnits, getAddress } from 'viem';
import type { ChainConfig } from '../config.js';
import type { AccountBalancesRead } from './multicall-balances.js';
import type { PriceKey } from './prices.js';

export interface TokenBalance {
  name: string;
  symbol: string;
  /** CAIP-2 network id, e.g. 'eip155:31337'. */
  chainId: string;
  /** CAIP-10 id of the token contract, e.g. 'eip155:31337:0xe7f1…'; absent for the native token. */
  address?: string;
  /** USD value of the whole holding; absent when no feed prices the token (never a made-up 0). */
  value?: number;
  /** USD price of one token; absent when no feed prices it. */
  price?: number;
  /** Decimals as a decimal string, and the amount in whole tokens as an exact decimal string. */
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/** A balance before the icon URL is known: the URL depends on how the request reached the server. */
export type TokenBalanceWithoutIcon = Omit<TokenBalance, 'iconUrl'>;

export interface BuildTokenBalancesParams {
  chain: Pick<ChainConfig, 'caipNetworkId' | 'nativeCurrency' | 'tokens'>;
  read: AccountBalancesRead;
  /** USD prices by priceKey ('native' or the token's lower-case address). */
  prices: ReadonlyMap<PriceKey, number>;
}

function item(
  base: { name: string; symbol: string; chainId: string; address?: string },
  amount: bigint,
  decimals: number,
  price: number | undefined,
): TokenBalanceWithoutIcon {
  const numeric = formatUnits(amount, decimals);
  return {
    ...base,
    ...(price === undefined ? {} : { value: price * Number(numeric), price }),
    quantity: { decimals: String(decimals), numeric },
  };
}

/**
 * The native balance always comes first (wallets show it even when empty); configured tokens follow in
 * configuration order, but only those the account holds and whose balance could be read: a list of
 * zero balances would bury what the account owns.
 */
export function buildTokenBalances({
  chain,
  read,
  prices,
}: BuildTokenBalancesParams): TokenBalanceWithoutIcon[] {
  const { nativeCurrency, caipNetworkId } = chain;
  const balances: TokenBalanceWithoutIcon[] = [
    item(
      { name: nativeCurrency.name, symbol: nativeCurrency.symbol, chainId: caipNetworkId },
      read.native,
      nativeCurrency.decimals,
      prices.get('native'),
    ),
  ];
  chain.tokens.forEach((token, index) => {
    const amount = read.tokens[index];
    if (amount === undefined || amount === 0n) return;
    balances.push(
      item(
        {
          name: token.name,
          symbol: token.symbol,
          chainId: caipNetworkId,
          address: `${caipNetworkId}:${getAddress(token.address)}`,
        },
        amount,
        token.decimals,
        prices.get(token.address.toLowerCase()),
      ),
    );
  });
  return balances;
}

/**
 * The token image the server itself serves for a symbol (GET /public/getTokenImage/{symbol}). The URL
 * carries the project id because that route is project-scoped and the URL is used as a plain <img src>.
 */
export function tokenIconUrl(baseUrl: string, symbol: string, projectId: string): string {
  const query = new URLSearchParams({ projectId });
  return `${baseUrl.replace(/\/+$/, '')}/public/getTokenImage/${encodeURIComponent(symbol)}?${query}`;
}

export function withIconUrls(
  balances: readonly TokenBalanceWithoutIcon[],
  baseUrl: string,
  projectId: string,
): TokenBalance[] {
  return balances.map((balance) => ({
    ...balance,
    iconUrl: tokenIconUrl(baseUrl, balance.symbol, projectId),
  }));
}
