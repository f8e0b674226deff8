import { WalletportError } from '../errors/base.js';
import type { DecimalInput } from './decimal.js';
import { roundDecimalText, type TextRounding } from './rounded-decimal-text.js';

/**
 * Display formatting of amounts: balances 3 decimals, fiat 2, numbers 2 by default.
 *
 * Further rules we chose:
 * - The number of decimals shown is fixed (1.5 → '1.500' as a balance), like AppKit's local-string helper.
 * - Fiat and plain numbers round half-up. Balances round DOWN, so the modal never shows more than the
 *   wallet holds (a user told they have 1.000 ETH must be able to send 1.000 ETH).
 * - A non-zero value that would show as zero is shown as '<0.001' (or '<$0.01', '<0.01'); negative ones
 *   as '>-0.001', which is what they are.
 * - Thousands separators and the decimal mark come from Intl.NumberFormat for the given locale
 *   (default 'en-US'). We round the exact decimal text first (rounded-decimal-text.ts: bigint digits,
 *   not big.js, so the account button's balance does not pull the decimal library into the first-click
 *   JavaScript) and hand Intl the exact decimal *string*, which
 *   ES2023 engines (Intl.NumberFormat v3: Node 19+, Chrome 106+, Firefox 116+, Safari 15.4+) format
 *   digit for digit; so huge or very precise values are never squeezed through a float.
 *
 * Errors: a value that is not a number throws WalletportError 'Number is not a valid decimal number'
 * (code INVALID_DECIMAL). An invalid locale or currency code throws Intl's RangeError.
 */

export const BALANCE_DECIMALS = 3;
export const FIAT_DECIMALS = 2;
export const NUMBER_DECIMALS = 2;
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_FIAT_CURRENCY = 'USD';
/** The portable upper bound for Intl fraction digits (older engines stop at 20). */
export const MAX_DISPLAY_DECIMALS = 20;

export interface FormatBalanceOptions {
  /** Decimals shown; default 3. */
  decimals?: number;
  locale?: string;
  /** Appended after a space, e.g. 'ETH' → '1.500 ETH'. */
  symbol?: string;
}

/** `formatBalance('1234.56789')` → '1,234.567' (rounded down). */
export function formatBalance(value: DecimalInput, options: FormatBalanceOptions = {}): string {
  const { decimals = BALANCE_DECIMALS, locale = DEFAULT_LOCALE, symbol } = options;
  const text = formatRounded(value, decimals, 'down', new Intl.NumberFormat(locale, fixed(decimals)));
  return symbol ? `${text} ${symbol}` : text;
}

/** `formatFiat('1234.565')` → '$1,234.57'; `formatFiat('5', 'EUR', 'de-DE')` → '5,00 €'. */
export function formatFiat(
  value: DecimalInput,
  currency: string = DEFAULT_FIAT_CURRENCY,
  locale: string = DEFAULT_LOCALE,
): string {
  const format = new Intl.NumberFormat(locale, { ...fixed(FIAT_DECIMALS), style: 'currency', currency });
  return formatRounded(value, FIAT_DECIMALS, 'half-up', format);
}

/** `formatNumber('1234.5')` → '1,234.50'; `formatNumber('2.5', 0)` → '3'. */
export function formatNumber(
  value: DecimalInput,
  decimals: number = NUMBER_DECIMALS,
  locale: string = DEFAULT_LOCALE,
): string {
  return formatRounded(value, decimals, 'half-up', new Intl.NumberFormat(locale, fixed(decimals)));
}

function fixed(decimals: number): Intl.NumberFormatOptions {
  assertDisplayDecimals(decimals);
  return { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
}

function assertDisplayDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DISPLAY_DECIMALS) {
    throw new WalletportError(`Display decimals must be a whole number from 0 to ${MAX_DISPLAY_DECIMALS}`, {
      code: 'INVALID_DECIMALS',
      details: `Received ${String(decimals)}.`,
    });
  }
}

/**
 * Our lib target (ES2022) types `format` as number-only; ES2023 engines also take a decimal string and
 * format it exactly. This view of the formatter says so without widening the whole lib.
 */
interface ExactNumberFormat {
  format(value: string): string;
}

function formatRounded(
  value: DecimalInput,
  decimals: number,
  rounding: TextRounding,
  format: Intl.NumberFormat,
): string {
  const exact = format as unknown as ExactNumberFormat;
  const rounded = roundDecimalText(value, decimals, rounding);
  if (!rounded.roundedIsZero) return exact.format(rounded.text);
  // Zero from rounding is not zero: say it is below the smallest amount we can show.
  if (rounded.isZero) return exact.format((0).toFixed(decimals));
  const smallest = decimals === 0 ? '1' : `0.${'1'.padStart(decimals, '0')}`;
  return rounded.isNegative ? `>${exact.format(`-${smallest}`)}` : `<${exact.format(smallest)}`;
}
