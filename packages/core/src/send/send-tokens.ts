/**
 * The tokens a send can move (docs/send-receive.md "Tokens"): the network's native token (balance from
 * the native-balance service) and every token of the account's token balances on that network that it
 * holds some of. A price is kept only when the balance source gave one: without a price there is no fiat
 * value, never a zero.
 */
import type { CaipNetworkId } from '../caip/index.js';
import type { TokenBalance } from '../format/token.js';
import { filterZeroDecimalTokens } from '../format/token.js';
import { formatUnits, MAX_TOKEN_DECIMALS, parseUnits } from '../format/units.js';
import type { CaipNetwork } from '../networks/index.js';
import { isEthereumAddress } from '../validation/address.js';
import { toChecksumAddress } from '../validation/checksum-address.js';
import { isDecimalString } from '../validation/decimal.js';
import { isSolanaAccountAddress, type SendAddress } from './send-address.js';

/**
 * The key of the native token in a token list. Tokens use their address: lower-cased on eip155 (hex is
 * case-insensitive), kept as written on solana (base58 is case-sensitive: two mints may differ in case
 * only).
 */
export const NATIVE_TOKEN_KEY = 'native';

/** How balance APIs name the native token when they give it an address. */
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export interface SendToken {
  /** NATIVE_TOKEN_KEY, or the token's address (tokenKeyOf). */
  readonly key: string;
  /** The contract (eip155) or the mint (solana); undefined for the native token. */
  readonly address: SendAddress | undefined;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  /** In the smallest unit; undefined while the balance is not known yet. */
  readonly balance: bigint | undefined;
  readonly caipNetworkId: CaipNetworkId;
  /** Price of one whole token in USD; undefined when nothing prices it. */
  readonly price: number | undefined;
  readonly iconUrl: string | undefined;
}

export interface SendTokenSources {
  network: CaipNetwork;
  /** The native balance in whole units ('1.5'), or undefined while unknown. */
  nativeBalance: string | undefined;
  tokenBalance: readonly TokenBalance[];
}

/** A whole-unit balance in the smallest unit, rounded DOWN: the list never offers more than is held. */
export function parseBalanceDown(text: string, decimals: number): bigint | undefined {
  if (!isDecimalString(text) || text.startsWith('-')) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return parseUnits(fraction === '' ? whole : `${whole}.${fraction.slice(0, decimals)}`, decimals);
}

function usablePrice(price: unknown): number | undefined {
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : undefined;
}

/**
 * The contract address of a balance entry: balance APIs write it as a CAIP-10 account id
 * ('eip155:1:0x…', the Walletport server and AppKit's API) or as the bare address (wallet_getAssets).
 */
export function tokenAddressOf(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  return address.split(':').at(-1);
}

/** The list key of a token address or key: a solana mint as it is, anything else lower-cased. */
export function tokenKeyOf(addressOrKey: string): string {
  return isSolanaAccountAddress(addressOrKey) ? addressOrKey : addressOrKey.toLowerCase();
}

/** A token's address in the form the send flow holds it: EIP-55 hex on eip155, a base58 mint on solana. */
function tokenAddress(address: string, caipNetworkId: CaipNetworkId): SendAddress | undefined {
  if (caipNetworkId.startsWith('solana:')) return isSolanaAccountAddress(address) ? address : undefined;
  return isEthereumAddress(address, { strict: false }) ? toChecksumAddress(address) : undefined;
}

function isNativeEntry(entry: TokenBalance): boolean {
  const address = tokenAddressOf(entry.address);
  return address === undefined || address.toLowerCase() === NATIVE_PLACEHOLDER;
}

function decimalsOf(entry: TokenBalance): number | undefined {
  const decimals = Number(entry.quantity.decimals);
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_TOKEN_DECIMALS ? decimals : undefined;
}

function tokenOf(entry: TokenBalance, caipNetworkId: CaipNetworkId): SendToken | undefined {
  const decimals = decimalsOf(entry);
  const text = tokenAddressOf(entry.address);
  const address = text === undefined ? undefined : tokenAddress(text, caipNetworkId);
  if (decimals === undefined || address === undefined) return undefined;
  const balance = parseBalanceDown(entry.quantity.numeric, decimals);
  if (balance === undefined || balance <= 0n) return undefined;
  return {
    key: tokenKeyOf(address),
    address,
    symbol: entry.symbol,
    name: entry.name,
    decimals,
    balance,
    caipNetworkId,
    price: usablePrice(entry.price),
    iconUrl: entry.iconUrl === '' ? undefined : entry.iconUrl,
  };
}

/** Fiat value of a holding for ordering; tokens without a price sort after priced ones. */
function holdingValue(token: SendToken): number {
  if (token.price === undefined || token.balance === undefined) return -1;
  return Number(formatUnits(token.balance, token.decimals)) * token.price;
}

/** Native first, then the tokens held, most valuable first, then by symbol. */
export function listSendTokens({ network, nativeBalance, tokenBalance }: SendTokenSources): SendToken[] {
  const { caipNetworkId, nativeCurrency } = network;
  const onNetwork = filterZeroDecimalTokens(tokenBalance).filter((entry) => entry.chainId === caipNetworkId);
  const nativeEntry = onNetwork.find(isNativeEntry);
  const native: SendToken = {
    key: NATIVE_TOKEN_KEY,
    address: undefined,
    symbol: nativeCurrency.symbol,
    name: nativeCurrency.name,
    decimals: nativeCurrency.decimals,
    balance:
      nativeBalance === undefined ? undefined : parseBalanceDown(nativeBalance, nativeCurrency.decimals),
    caipNetworkId,
    price: usablePrice(nativeEntry?.price),
    iconUrl: nativeEntry?.iconUrl === '' ? undefined : nativeEntry?.iconUrl,
  };
  const seen = new Set<string>();
  const tokens = onNetwork.flatMap((entry) => {
    if (isNativeEntry(entry)) return [];
    const token = tokenOf(entry, caipNetworkId);
    if (token === undefined || seen.has(token.key)) return [];
    seen.add(token.key);
    return [token];
  });
  tokens.sort((a, b) => holdingValue(b) - holdingValue(a) || a.symbol.localeCompare(b.symbol));
  return [native, ...tokens];
}

/** Tokens whose symbol, name or address contains `query` (case-insensitive); all for an empty query. */
export function searchSendTokens(tokens: readonly SendToken[], query: string): SendToken[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...tokens];
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(needle) ||
      token.name.toLowerCase().includes(needle) ||
      (token.address?.toLowerCase().includes(needle) ?? false),
  );
}

/** Price digits kept: the 8 decimals of the AggregatorV3 feeds that price tokens (docs/send-receive.md). */
const PRICE_DECIMALS = 8;

/**
 * The fiat value (USD, a decimal string with up to 8 decimals) of `amount` of the token; undefined
 * without a price. Integer arithmetic on the price scaled to 8 decimals: exact for feed prices, and no
 * decimal library in the Send views (with esbuild's splitting it would ride into the page's first
 * JavaScript, as the internal barrel reaches it).
 */
export function fiatValueOf(
  token: Pick<SendToken, 'price' | 'decimals'>,
  amount: bigint,
): string | undefined {
  if (token.price === undefined || !Number.isFinite(token.price) || token.price < 0) return undefined;
  const scaledPrice = BigInt(Math.round(token.price * 10 ** PRICE_DECIMALS));
  return formatUnits((amount * scaledPrice) / 10n ** BigInt(token.decimals), PRICE_DECIMALS);
}
