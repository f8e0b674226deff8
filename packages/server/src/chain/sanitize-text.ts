/**
 * Text that a contract or a metadata file chose (token names and symbols, NFT names and descriptions) is
 * hostile: it may be megabytes long, hold control characters that break logs and terminals, or bidi and
 * zero-width characters that make one name look like another. It is cleaned once, before it is stored.
 */

/** Control, format (bidi overrides, zero-width), lone surrogates, private-use, unassigned, line/paragraph separators. */
const STRIPPED = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu;
const SPACES = /\s+/gu;

/**
 * `value` without stripped characters, runs of whitespace folded to one space, trimmed, and cut to at most
 * `maxLength` code points (never inside a surrogate pair). Anything but a string answers ''.
 */
export function sanitizeText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return '';
  // Cut generously first so a huge input costs little; the exact cut follows the cleaning.
  const head = value.length > maxLength * 8 + 64 ? value.slice(0, maxLength * 8 + 64) : value;
  // Whitespace (tabs and newlines are control characters too) becomes a space before the stripping.
  const cleaned = head.replace(SPACES, ' ').replace(STRIPPED, '').replace(/ {2,}/g, ' ').trim();
  const points = Array.from(cleaned);
  return points.length <= maxLength ? cleaned : points.slice(0, maxLength).join('').trimEnd();
}

/** sanitizeText, with undefined for an empty result (a name that was nothing but noise is no name). */
export function sanitizeOptionalText(value: unknown, maxLength: number): string | undefined {
  const text = sanitizeText(value, maxLength);
  return text === '' ? undefined : text;
}

/** Limits for contract and metadata text. */
export const TEXT_LIMITS = {
  tokenName: 64,
  tokenSymbol: 16,
  nftName: 128,
  nftDescription: 1_000,
} as const;
