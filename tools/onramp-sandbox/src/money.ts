/**
 * Fiat amounts as whole cents (bigint), so fees and limits are exact: '100', '100.5' and '100.50' are
 * 10050 cents. Only plain decimals with at most two fraction digits are amounts: `Number()` would take
 * '1e3', ' 0x10 ' or '100.005' and round something the visitor did not type.
 */

const FIAT_AMOUNT = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/;

/** Cents of a decimal text such as '100.00', or undefined when it is not a plain amount. */
export function parseFiatAmount(text: string): bigint | undefined {
  const match = FIAT_AMOUNT.exec(text.trim());
  if (match === null) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 10050n → '100.50'. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** 750000n → '7,500.00': for text a person reads. */
export function formatCentsForPeople(cents: bigint): string {
  const [whole = '0', fraction = '00'] = formatCents(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** `numerator / denominator` rounded up, for amounts that must cover a cost (fees). */
export function divideRoundingUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}
