import { formatUnits } from '@walletport/core/internal';

/** Most fraction digits a token amount shows; an amount below that shows as "<0.00000001". */
const MAX_FRACTION_DIGITS = 8;

function fractionDigitsFor(text: string): number {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  if (whole !== '0') return Math.min(fraction.length, 4);
  // Below one: enough digits for three significant ones.
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length;
  return Math.min(fraction.length, leadingZeros + 3, MAX_FRACTION_DIGITS);
}

/** Intl's formatter; `trunc` so an amount is never shown larger than it is (a balance one could not send). */
function formatter(locale: string, digits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: digits,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions);
}

/**
 * A token amount for people: grouped in the locale, up to four decimals from one up and three significant
 * digits below one (a fee of 0.000273 ETH stays readable), cut rather than rounded up, never in exponent
 * notation. Intl formats the exact decimal string (Intl.NumberFormat v3), so no float is involved.
 */
export function tokenAmountText(value: bigint, decimals: number, locale: string, symbol?: string): string {
  const exact = formatUnits(value < 0n ? -value : value, decimals);
  const digits = fractionDigitsFor(exact);
  let shown = formatter(locale, digits).format(exact as unknown as number);
  if (value !== 0n && /^[^1-9١-٩]*$/.test(shown)) {
    // Too small for the digits shown: say "less than the smallest step", not 0.
    shown = `<${formatter(locale, MAX_FRACTION_DIGITS).format(`0.${'0'.repeat(MAX_FRACTION_DIGITS - 1)}1` as unknown as number)}`;
  }
  if (value < 0n) shown = `-${shown}`;
  return symbol === undefined ? shown : `${shown} ${symbol}`;
}
