/**
 * The registry facts both wallet views start from: the app's featured wallets (by id, in the app's
 * order), the excluded wallets resolved to what identifies them in the page (rdns, name), and for the
 * Connect view the recommended wallets and the total count. Plain async code; the hook wraps it.
 */
import type { ExcludedWallet, WalletRegistry } from '@walletport/core/internal';
import { RECOMMENDED_WALLET_COUNT, type RegistryWallet } from './registry-types.js';

export interface DirectoryRequest {
  includeWalletIds: readonly string[];
  excludeWalletIds: readonly string[];
  featuredWalletIds: readonly string[];
  chains: readonly string[];
  /** Ask for the recommended wallets and the count (the Connect view). */
  withRecommended: boolean;
}

export interface WalletDirectory {
  featured: RegistryWallet[];
  recommended: RegistryWallet[];
  excluded: ExcludedWallet[];
  /** Registry wallets in all (for the "All wallets" row); 0 when not asked. */
  count: number;
  /** The server was configured but the bundled list answered. */
  fallback: boolean;
}

/** Listings in the order of `ids` (the registry answers in its own order). */
export function inIdOrder(wallets: readonly RegistryWallet[], ids: readonly string[]): RegistryWallet[] {
  return ids.flatMap((id) => wallets.filter((wallet) => wallet.id === id).slice(0, 1));
}

export async function loadWalletDirectory(
  registry: WalletRegistry,
  request: DirectoryRequest,
  signal?: AbortSignal,
): Promise<WalletDirectory> {
  const { featuredWalletIds, excludeWalletIds, includeWalletIds, chains } = request;
  const byIds = (ids: readonly string[]) =>
    ids.length === 0
      ? Promise.resolve(undefined)
      : registry.getWallets({ page: 1, entries: ids.length, include: ids }, signal);

  const [featured, excluded, recommended] = await Promise.all([
    byIds(featuredWalletIds),
    byIds(excludeWalletIds),
    request.withRecommended
      ? registry.getWallets(
          {
            page: 1,
            entries: RECOMMENDED_WALLET_COUNT,
            // Featured wallets are listed already; the app's include list narrows, its exclude list removes.
            exclude: [...excludeWalletIds, ...featuredWalletIds],
            ...(includeWalletIds.length === 0 ? {} : { include: includeWalletIds }),
            ...(chains.length === 0 ? {} : { chains }),
          },
          signal,
        )
      : Promise.resolve(undefined),
  ]);

  const excludedListings = excluded?.wallets ?? [];
  const featuredWallets = inIdOrder(featured?.wallets ?? [], featuredWalletIds).filter(
    (wallet) => !excludeWalletIds.includes(wallet.id),
  );
  return {
    featured: featuredWallets,
    recommended: recommended?.wallets ?? [],
    // An id the registry does not know still hides a connector naming it as its explorerId.
    excluded: excludeWalletIds.map((id) => {
      const listing = excludedListings.find((wallet) => wallet.id === id);
      const entry: ExcludedWallet = { id };
      if (listing !== undefined) {
        entry.name = listing.name;
        if (listing.rdns !== undefined) entry.rdns = listing.rdns;
      }
      return entry;
    }),
    count: recommended === undefined ? 0 : recommended.count + featuredWallets.length,
    fallback: [featured, excluded, recommended].some((page) => page?.fallback === true),
  };
}
