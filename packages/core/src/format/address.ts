import { WalletportError } from '../errors/base.js';

/** Addresses are truncated to 4 start and 6 end characters. */
export const ADDRESS_START_CHARS = 4;
export const ADDRESS_END_CHARS = 6;
export const TRUNCATION_MARK = '…';

export interface TruncateAddressOptions {
  /** Characters kept at the start; default 4. */
  start?: number;
  /** Characters kept at the end; default 6. */
  end?: number;
}

/**
 * `truncateAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')` → '0x71…d8976F'.
 *
 * Characters are counted in the string as given, like AppKit: the '0x' prefix is part of the 4 start
 * characters (so 0x plus 2 hex digits are shown). A string no longer than start + end + 1 is returned
 * unchanged, because cutting it would not make it shorter. Characters are Unicode code points, so a
 * name with emoji is never cut inside one. The result is never longer than the input.
 * @throws WalletportError code INVALID_TRUNCATION when start or end is not a whole number ≥ 0.
 */
export function truncateAddress(address: string, options: TruncateAddressOptions = {}): string {
  const { start = ADDRESS_START_CHARS, end = ADDRESS_END_CHARS } = options;
  assertLength('start', start);
  assertLength('end', end);
  const characters = Array.from(address);
  if (characters.length <= start + end + 1) return address;
  // slice(-0) would keep everything, so cut the end by index.
  const tail = characters.slice(characters.length - end);
  return `${characters.slice(0, start).join('')}${TRUNCATION_MARK}${tail.join('')}`;
}

function assertLength(name: 'start' | 'end', value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new WalletportError('Truncation lengths must be whole numbers of at least 0', {
      code: 'INVALID_TRUNCATION',
      details: `${name} was ${String(value)}.`,
    });
  }
}
