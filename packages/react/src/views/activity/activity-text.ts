import {
  formatBalance,
  formatRelativeTime,
  formatShortDate,
  type HistoryItem,
  type HistoryTransfer,
  toValidDate,
  truncateAddress,
} from '@walletport/core/internal';
import type { MessageKey } from '../../i18n/index.js';

/** Within this long, a transaction's time is relative ('3 min ago'); older ones show their date ('Nov 21'). */
export const RELATIVE_TIME_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

/** The transfer a row is about: the first one (the server lists the account's own side first). */
export const primaryTransfer = (item: HistoryItem): HistoryTransfer | undefined => item.transfers[0];

/** The row's title: what happened, from the account's side. */
export function activityTitleKey(item: HistoryItem): MessageKey {
  const { operationType } = item.metadata;
  if (operationType === 'mint') return 'activity.minted';
  if (operationType === 'burn') return 'activity.burned';
  const direction = primaryTransfer(item)?.direction;
  if (direction === 'in') return 'activity.received';
  if (direction === 'out') return 'activity.sent';
  if (direction === 'self') return 'activity.self';
  if (operationType === 'send') return 'activity.sent';
  if (operationType === 'receive') return 'activity.received';
  return 'activity.executed';
}

/** Who was on the other side: the recipient of what went out, the sender of what came in (4 + 6 characters). */
export function counterparty(item: HistoryItem): { key: MessageKey; address: string } | undefined {
  const direction = primaryTransfer(item)?.direction;
  const incoming =
    direction === 'in' || (direction === undefined && item.metadata.operationType === 'receive');
  const address = incoming ? item.metadata.sentFrom : item.metadata.sentTo;
  if (direction === 'self') return undefined;
  return { key: incoming ? 'activity.from' : 'activity.to', address: truncateAddress(address) };
}

/**
 * The amount a transfer moved: '+1.500 ETH' coming in, '-1.500 ETH' going out (3 decimals, rounded
 * down), or an NFT's name. Undefined when there is nothing to name.
 */
export function transferAmount(transfer: HistoryTransfer | undefined, locale: string): string | undefined {
  if (transfer === undefined) return undefined;
  if (transfer.nft_info !== undefined) return transfer.nft_info.name || `#${transfer.nft_info.tokenId}`;
  const symbol = transfer.fungible_info?.symbol;
  let amount: string;
  try {
    amount = formatBalance(transfer.quantity.numeric, symbol === undefined ? { locale } : { locale, symbol });
  } catch {
    amount = `${transfer.quantity.numeric}${symbol === undefined ? '' : ` ${symbol}`}`;
  }
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : '';
  return `${sign}${amount}`;
}

/** The picture of a transfer: the token's icon or the NFT's preview (either may be absent). */
export function transferPicture(transfer: HistoryTransfer | undefined): string | undefined {
  return transfer?.nft_info?.content?.preview.url ?? transfer?.fungible_info?.icon?.url ?? undefined;
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * When it happened: relative within a week ('3 min ago', core's sec/min/hr/d abbreviations in English, the
 * locale's short relative form elsewhere), else the short date ('Nov 21'). An unreadable time reads ''.
 */
export function activityTimeText(minedAt: string, now: number, locale: string): string {
  let time: number;
  try {
    time = toValidDate(minedAt).getTime();
  } catch {
    return '';
  }
  const elapsed = now - time;
  if (elapsed < 0 || elapsed >= RELATIVE_TIME_LIMIT_MS) return formatShortDate(time, locale);
  if (locale === 'en' || locale.startsWith('en-')) return formatRelativeTime(time, now);
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? ['second', 1000];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }).format(
    -Math.floor(elapsed / size),
    unit,
  );
}

/** A month group's heading: the month, with its year when it is not the current year. */
export function monthHeading(year: number, month: number, now: number, locale: string): string {
  const sameYear = new Date(now).getFullYear() === year;
  const options: Intl.DateTimeFormatOptions = sameYear
    ? { month: 'long' }
    : { month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(year, month - 1, 15));
}
