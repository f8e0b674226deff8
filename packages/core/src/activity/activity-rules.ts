/**
 * What the Activity list shows (docs/account.md "Activity"): only the connected chain's transactions,
 * never a transaction that is nothing but spam NFTs, grouped by year then month, newest first. Activity
 * is offered for eip155 only.
 */
import type { HistoryItem, HistoryTransfer } from '../api/history-answers.js';
import { type GroupByYearMonthOptions, groupByYearMonth, type YearGroup } from '../format/index.js';

export { ACTIVITY_NAMESPACES, isActivitySupported } from './activity-state.js';

const isSpamNft = (transfer: HistoryTransfer) => transfer.nft_info?.flags.is_spam === true;

/**
 * A transaction whose transfers are all spam NFTs is dropped (an airdrop of junk is not activity); one
 * with a real transfer beside spam stays, without its spam transfers. A transaction without transfers
 * stays: it is still something the account did.
 */
export function withoutSpam(item: HistoryItem): HistoryItem | undefined {
  if (item.transfers.length === 0) return item;
  const kept = item.transfers.filter((transfer) => !isSpamNft(transfer));
  if (kept.length === 0) return undefined;
  return kept.length === item.transfers.length ? item : { ...item, transfers: kept };
}

/** The items of one page that the list shows on `caipNetworkId`: that chain's, spam-only ones dropped. */
export function visibleHistoryItems(items: readonly HistoryItem[], caipNetworkId: string): HistoryItem[] {
  return items.flatMap((item) => (item.metadata.chain === caipNetworkId ? (withoutSpam(item) ?? []) : []));
}

/** The list grouped by year then month, newest first (by when each transaction was mined). */
export function groupActivity(
  items: readonly HistoryItem[],
  options: GroupByYearMonthOptions = {},
): YearGroup<HistoryItem>[] {
  return groupByYearMonth(items, (item) => item.metadata.minedAt, options);
}
