/**
 * The tokens a swap can use (docs/swap.md "Tokens"): the server's list for the network (native first,
 * then the tokens with a pool), each with the visitor's balance and USD price when the balance sources
 * know them. A token the account does not hold has a balance of 0 only once the token balances loaded;
 * before that it is unknown, never a guessed zero.
 */
import type { ConvertToken } from '../api/convert-api.js';
import { NATIVE_TOKEN_KEY, type SendToken } from '../send/send-tokens.js';

/** How the convert API names the native token (CAIP-10 under this placeholder address). */
export const NATIVE_TOKEN_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export interface SwapToken {
  /** The CAIP-10 id lower-cased: the token's key in lists and in the form. */
  readonly key: string;
  /** The CAIP-10 id as the server wrote it (what the API is asked with). */
  readonly id: string;
  /** The contract address; undefined for the native token. */
  readonly address: string | undefined;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly iconUrl: string | undefined;
  /** In base units; undefined while not known. */
  readonly balance: bigint | undefined;
  /** USD for one whole token; undefined when nothing prices it. */
  readonly price: number | undefined;
}

/** The CAIP-10 id of a token on an eip155 chain; the native token without an address. */
export function swapTokenId(chainId: number | string, address: string | undefined): string {
  return `eip155:${chainId}:${address ?? NATIVE_TOKEN_PLACEHOLDER}`;
}

function addressOfId(id: string): string | undefined {
  const address = id.split(':').at(-1)?.toLowerCase();
  return address === undefined || address === NATIVE_TOKEN_PLACEHOLDER ? undefined : address;
}

export interface SwapTokenSources {
  /** The server's list for the network. */
  convertTokens: readonly ConvertToken[];
  /** Native first, then the tokens held (the send feature's list: balances and prices). */
  held: readonly SendToken[];
  /** True once the token balances loaded: a token missing from `held` is then not held (0). */
  balancesKnown: boolean;
}

/** The server's tokens with balances and prices; the native token first, as the server orders it. */
export function listSwapTokens({ convertTokens, held, balancesKnown }: SwapTokenSources): SwapToken[] {
  const byKey = new Map(held.map((token) => [token.key, token]));
  const seen = new Set<string>();
  const tokens: SwapToken[] = [];
  for (const entry of convertTokens) {
    const key = entry.address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const address = addressOfId(entry.address);
    const mine = byKey.get(address ?? NATIVE_TOKEN_KEY);
    const balance = mine?.balance ?? (address !== undefined && balancesKnown ? 0n : undefined);
    tokens.push({
      key,
      id: entry.address,
      address: address === undefined ? undefined : entry.address.split(':').at(-1),
      symbol: entry.symbol,
      name: entry.name,
      decimals: entry.decimals,
      iconUrl: entry.logoUri === '' ? mine?.iconUrl : entry.logoUri,
      balance,
      price: mine?.price,
    });
  }
  return tokens.sort((a, b) => Number(b.address === undefined) - Number(a.address === undefined));
}

/**
 * The key a prefill names: a CAIP-10 id, an address, or a symbol ('ETH', 'WPUSD'; the native token by
 * its symbol, as AppKit's `fromToken: 'ETH'`). Undefined when no token matches.
 */
export function findSwapToken(tokens: readonly SwapToken[], wanted: string): SwapToken | undefined {
  const needle = wanted.trim().toLowerCase();
  if (needle === '') return undefined;
  return (
    tokens.find((token) => token.key === needle) ??
    tokens.find((token) => token.address?.toLowerCase() === needle.split(':').at(-1)) ??
    tokens.find(
      (token) => token.address === undefined && needle.split(':').at(-1) === NATIVE_TOKEN_PLACEHOLDER,
    ) ??
    tokens.find((token) => token.symbol.toLowerCase() === needle)
  );
}

/** Tokens whose symbol, name or address contains `query` (case-insensitive); all for an empty query. */
export function searchSwapTokens(tokens: readonly SwapToken[], query: string): SwapToken[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...tokens];
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(needle) ||
      token.name.toLowerCase().includes(needle) ||
      (token.address?.toLowerCase().includes(needle) ?? false),
  );
}
