/**
 * Answers a wallet query from an in-memory list the way GET /getWallets would: include and exclude by id,
 * chains, a name search, then the page. Used for the bundled list and for the app's custom wallets.
 * The UI's wallet rows search with the same rule, through `@walletport/core/wallet-registry`; the package
 * barrels do not export it, which keeps it out of the page's first chunks.
 */
import type { RegistryWallet, WalletQuery } from './registry-types.js';

const namespaceOf = (caip2: string): string => caip2.split(':')[0] ?? caip2;

/**
 * The bundled list names one representative chain per namespace, so chains match by namespace: a wallet
 * that supports eip155 is kept for any eip155 chain (a local devnet included). A wallet without chain
 * information is kept, since nothing says it lacks the namespace.
 */
function supportsAnyChain(wallet: RegistryWallet, chains: readonly string[]): boolean {
  if (chains.length === 0 || wallet.chains === undefined || wallet.chains.length === 0) return true;
  const wanted = new Set(chains.map(namespaceOf));
  return wallet.chains.some((chain) => wanted.has(namespaceOf(chain)));
}

/** Case- and accent-insensitive, so "metamask" finds "MetaMask" and "cafe" finds "Café". */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function matchesSearch(name: string, search: string | undefined): boolean {
  const wanted = normalizeSearch(search ?? '');
  return wanted === '' || normalizeSearch(name).includes(wanted);
}

/** Every wallet of `wallets` that matches the query, before paging. */
export function filterWallets(wallets: readonly RegistryWallet[], query: WalletQuery): RegistryWallet[] {
  const include =
    query.include !== undefined && query.include.length > 0 ? new Set(query.include) : undefined;
  const exclude = new Set(query.exclude ?? []);
  return wallets.filter(
    (wallet) =>
      (include === undefined || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      supportsAnyChain(wallet, query.chains ?? []) &&
      matchesSearch(wallet.name, query.search),
  );
}

const positiveInteger = (value: number): number =>
  Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1;

/** One page of the matching wallets, and how many match in all. */
export function queryWallets(
  wallets: readonly RegistryWallet[],
  query: WalletQuery,
): { wallets: RegistryWallet[]; count: number } {
  const matching = filterWallets(wallets, query);
  const entries = positiveInteger(query.entries);
  const page = positiveInteger(query.page);
  const start = (page - 1) * entries;
  return { wallets: matching.slice(start, start + entries), count: matching.length };
}
