/**
 * GET /getWallets semantics over the catalogue, as a pure function: filter (include, exclude, search,
 * badge, chains), count, then one page in registry order. The catalogue is small (hundreds to a few
 * thousand entries), so this runs over an in-memory snapshot rather than one SQL query per request.
 */
import type { BadgeType, WalletRecord } from './wallet-record.js';

export interface WalletQuery {
  /** 1-based. */
  page: number;
  entries: number;
  search?: string;
  badgeType?: BadgeType;
  include?: readonly string[];
  exclude?: readonly string[];
  /** CAIP-2 ids; a wallet matches when it supports any chain of the same namespace (see below). */
  chains?: readonly string[];
}

export interface WalletPageResult {
  data: WalletRecord[];
  count: number;
}

const namespaceOf = (caipNetworkId: string) => caipNetworkId.slice(0, caipNetworkId.indexOf(':'));

/**
 * Chains match by namespace: a wallet that supports eip155 networks can add any eip155 network (the
 * local devnets included), and the registry cannot list every chain each wallet takes. This is also
 * how the React package filters its bundled list, so both sources answer a query alike.
 */
function supportsAny(wallet: WalletRecord, namespaces: ReadonlySet<string>): boolean {
  return wallet.chains.some((chain) => namespaces.has(namespaceOf(chain)));
}

/** Case- and accent-insensitive text for search. */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function queryWallets(catalogue: readonly WalletRecord[], query: WalletQuery): WalletPageResult {
  const include =
    query.include !== undefined && query.include.length > 0 ? new Set(query.include) : undefined;
  const exclude = new Set(query.exclude ?? []);
  const search = query.search === undefined ? '' : searchKey(query.search);
  const namespaces =
    query.chains !== undefined && query.chains.length > 0
      ? new Set(query.chains.map(namespaceOf))
      : undefined;
  const matches = catalogue.filter(
    (wallet) =>
      (include === undefined || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (query.badgeType === undefined ||
        query.badgeType === 'none' ||
        wallet.badge_type === query.badgeType) &&
      (namespaces === undefined || supportsAny(wallet, namespaces)) &&
      (search === '' || searchKey(wallet.name).includes(search) || wallet.id.includes(search)),
  );
  const start = (query.page - 1) * query.entries;
  return { data: matches.slice(start, start + query.entries), count: matches.length };
}
