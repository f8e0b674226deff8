/**
 * Rules for the token list of an account (docs/account.md "Tokens"): when a wallet's asset discovery may
 * be used, which items are shown, and in which order.
 */
import { filterZeroDecimalTokens, type TokenBalance } from '../format/index.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `wallet_getCapabilities`' answer (keyed by hex chain id) reports `assetDiscovery.supported` for
 * `chainId`. Keys are compared as numbers ('0x7A69' is 31337); only the literal `true` counts.
 */
export function supportsAssetDiscovery(capabilities: unknown, chainId: number): boolean {
  if (!isRecord(capabilities)) return false;
  return Object.entries(capabilities).some(
    ([key, value]) =>
      /^0x[0-9a-f]+$/i.test(key) &&
      Number(key) === chainId &&
      isRecord(value) &&
      isRecord(value.assetDiscovery) &&
      value.assetDiscovery.supported === true,
  );
}

const isZero = (numeric: string) => /^0*(?:\.0*)?$/.test(numeric);

/**
 * The tokens to show on `caipNetworkId`, from any source: items of other chains dropped, tokens whose
 * quantity decimals are '0' filtered out, held tokens only (the native currency stays even at zero: it
 * pays the fees), one entry per address (the first wins), native first, then by fiat value (priced
 * before unpriced), then by name. Returns a new array.
 */
export function tokensToShow(tokens: readonly TokenBalance[], caipNetworkId: string): TokenBalance[] {
  const seen = new Set<string>();
  const kept = filterZeroDecimalTokens(tokens).filter((token) => {
    if (token.chainId !== caipNetworkId) return false;
    const key = token.address?.toLowerCase() ?? 'native';
    if (seen.has(key)) return false;
    seen.add(key);
    return token.address === undefined || !isZero(token.quantity.numeric);
  });
  return kept.sort(compareTokens);
}

function compareTokens(a: TokenBalance, b: TokenBalance): number {
  if ((a.address === undefined) !== (b.address === undefined)) return a.address === undefined ? -1 : 1;
  const byValue = (b.value ?? -1) - (a.value ?? -1);
  if (byValue !== 0) return byValue;
  return a.name.localeCompare(b.name, 'en');
}
