/**
 * The recent-wallet list (id, rdns and name of each; the list keeps 2). Pure, so the
 * connection service can store the result and tests need no storage.
 */
import { MAX_RECENT_WALLETS, type RecentWallet } from './types.js';

/**
 * The list after `wallet` was used: it goes first, an older entry with the same id is dropped (so a
 * wallet is never listed twice), and only the {@link MAX_RECENT_WALLETS} most recent are kept.
 * Neither argument is modified.
 */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  const entry: RecentWallet = { id: wallet.id, name: wallet.name };
  if (wallet.rdns !== undefined) entry.rdns = wallet.rdns;
  return [entry, ...list.filter((recent) => recent.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS);
}
