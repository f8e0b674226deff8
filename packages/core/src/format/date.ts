import { WalletportError } from '../errors/base.js';

/** A moment as it may arrive: a Date, epoch milliseconds, or a date string such as ISO 8601. */
export type DateInput = Date | number | string;

/**
 * Reads a DateInput into a valid Date (a copy, never the caller's object).
 * @throws WalletportError 'Invalid date' (code INVALID_DATE) when it does not name a real moment.
 */
export function toValidDate(value: DateInput): Date {
  const date = new Date(value instanceof Date ? value.getTime() : value);
  if (Number.isNaN(date.getTime())) {
    throw new WalletportError('Invalid date', {
      code: 'INVALID_DATE',
      details: `Received ${typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) : String(value)}.`,
    });
  }
  return date;
}

/**
 * Dates show as short month and day. `formatShortDate('2024-11-21T10:00:00Z')` → 'Nov 21'.
 * The time zone defaults to the visitor's own; pass an IANA zone (e.g. 'UTC') to pin it.
 * @throws WalletportError code INVALID_DATE for an invalid date; Intl's RangeError for a bad locale or zone.
 */
export function formatShortDate(date: DateInput, locale = 'en-US', timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
  if (timeZone !== undefined) options.timeZone = timeZone;
  return new Intl.DateTimeFormat(locale, options).format(toValidDate(date));
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Calendar-free month and year lengths: relative times are approximate by nature. */
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

/**
 * Abbreviations sec, min, hr, d, mo, yr, in AppKit's style: '5 sec ago', '3 min ago', '2 hr ago',
 * '4 d ago', '1 mo ago', '2 yr ago'; a future moment reads 'in 3 min'; under one second is 'just now'.
 * Units count whole elapsed units (90 s is '1 min'). A month is 30 days and a year 365 days, and months
 * stop at 11 so '12 mo' never appears (360–364 days read '11 mo').
 * `now` is explicit so results are reproducible; it defaults to the current time.
 * @throws WalletportError code INVALID_DATE when either moment is invalid.
 */
export function formatRelativeTime(date: DateInput, now: DateInput = Date.now()): string {
  const difference = toValidDate(now).getTime() - toValidDate(date).getTime();
  const elapsed = Math.abs(difference);
  if (elapsed < SECOND) return 'just now';
  const amount = describeDuration(elapsed);
  return difference > 0 ? `${amount} ago` : `in ${amount}`;
}

function describeDuration(milliseconds: number): string {
  if (milliseconds < MINUTE) return `${Math.floor(milliseconds / SECOND)} sec`;
  if (milliseconds < HOUR) return `${Math.floor(milliseconds / MINUTE)} min`;
  if (milliseconds < DAY) return `${Math.floor(milliseconds / HOUR)} hr`;
  const days = Math.floor(milliseconds / DAY);
  if (days < DAYS_PER_MONTH) return `${days} d`;
  if (days < DAYS_PER_YEAR) return `${Math.min(11, Math.floor(days / DAYS_PER_MONTH))} mo`;
  return `${Math.floor(days / DAYS_PER_YEAR)} yr`;
}
