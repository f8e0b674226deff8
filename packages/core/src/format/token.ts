/**
 * A token balance as the blockchain API returns it. Defined here because the formatting
 * rules need it; it may move to the module that fetches balances.
 */
export interface TokenBalance {
  name: string;
  symbol: string;
  /** CAIP-2 network id, e.g. 'eip155:1'. */
  chainId: string;
  /** Contract address; absent for the network's native token. */
  address?: string;
  /** Fiat value of the whole holding; absent whenever `price` is. */
  value?: number;
  /**
   * Fiat price of one token, absent when no source prices it (docs/account.md): a missing price means
   * "no fiat shown", never a price of 0.
   */
  price?: number;
  /** Decimal strings, exactly as the API sends them. */
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/**
 * Tokens whose quantity decimals equal '0' are filtered out. The comparison is on the
 * string '0' exactly, as the rule says; other fields are kept as they are. Returns a new array.
 */
export function filterZeroDecimalTokens<T extends Pick<TokenBalance, 'quantity'>>(tokens: readonly T[]): T[] {
  return tokens.filter((token) => token.quantity.decimals !== '0');
}
