/**
 * The answers of the Walletport server's blockchain and project routes, read defensively:
 * the server is a separate process (and may be a different version), so every answer is checked before
 * the modal uses it. A malformed answer is an error (the caller falls back); a malformed list ITEM is
 * dropped, so one odd token does not hide the native balance.
 */
import { WalletportError } from '../errors/index.js';
import type { TokenBalance } from '../format/index.js';

/** GET /v1/identity/{address}: the address's name and avatar, null when the server knows none. */
export interface AccountIdentity {
  readonly name: string | null;
  readonly avatar: string | null;
}

/** GET /v1/supported-chains: CAIP-2 ids the server serves over HTTP and over WebSocket. */
export interface SupportedChains {
  readonly http: readonly string[];
  readonly ws: readonly string[];
}

export function invalidApiAnswer(route: string, details: string): WalletportError {
  return new WalletportError('Invalid answer from the Walletport server', {
    code: 'API_INVALID_RESPONSE',
    details: `${route}: ${details}`,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function parseIdentity(answer: unknown): AccountIdentity {
  if (!isRecord(answer)) throw invalidApiAnswer('/v1/identity', 'expected an object');
  return { name: stringOrNull(answer.name), avatar: stringOrNull(answer.avatar) };
}

export function parseSupportedChains(answer: unknown): SupportedChains {
  if (!isRecord(answer) || !Array.isArray(answer.http)) {
    throw invalidApiAnswer('/v1/supported-chains', 'expected { http: string[], ws: string[] }');
  }
  return { http: stringList(answer.http), ws: stringList(answer.ws) };
}

/** A fiat amount as the server sends it: a finite number, never negative. */
const isFiatAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A decimal string as the server writes quantities: '0', '1.5', '0.000001'. */
const DECIMAL = /^\d+(?:\.\d+)?$/;

function parseTokenBalance(item: unknown): TokenBalance | undefined {
  if (!isRecord(item) || !isRecord(item.quantity)) return undefined;
  const { name, symbol, chainId, address, value, price, iconUrl } = item;
  const { decimals, numeric } = item.quantity;
  if (typeof name !== 'string' || typeof symbol !== 'string' || typeof chainId !== 'string') return undefined;
  if (typeof decimals !== 'string' || !/^\d{1,3}$/.test(decimals)) return undefined;
  if (typeof numeric !== 'string' || !DECIMAL.test(numeric)) return undefined;
  const balance: TokenBalance = {
    name,
    symbol,
    chainId,
    quantity: { decimals, numeric },
    iconUrl: typeof iconUrl === 'string' ? iconUrl : '',
  };
  if (typeof address === 'string' && address !== '') balance.address = address;
  // The server leaves price and value out when no feed prices the token: absent stays absent (never 0),
  // and a value without a price has nothing behind it, so it goes too.
  if (isFiatAmount(price)) {
    balance.price = price;
    if (isFiatAmount(value)) balance.value = value;
  }
  return balance;
}

export function parseBalances(answer: unknown): TokenBalance[] {
  if (!isRecord(answer) || !Array.isArray(answer.balances)) {
    throw invalidApiAnswer('/v1/account/{address}/balance', 'expected { balances: [...] }');
  }
  return answer.balances.flatMap((item) => parseTokenBalance(item) ?? []);
}

/** GET /projects/v1/origins; anything but a list of strings reads as no origins. */
export function parseAllowedOrigins(answer: unknown): string[] {
  return isRecord(answer) ? stringList(answer.allowedOrigins) : [];
}

/** The native token of `caipNetworkId` in a balance list: the item without a contract address. */
export function findNativeBalance(
  balances: readonly TokenBalance[],
  caipNetworkId: string,
): TokenBalance | undefined {
  return balances.find((item) => item.chainId === caipNetworkId && item.address === undefined);
}
