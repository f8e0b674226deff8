import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateAddress } from './address.js';

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

describe('truncateAddress (4 start and 6 end characters)', () => {
  it('keeps 4 characters of the string as given (0x included), an ellipsis and 6 at the end', () => {
    expect(truncateAddress(ADDRESS)).toBe('0x71…d8976F');
  });

  it('returns strings of at most start + end + 1 characters unchanged', () => {
    expect(truncateAddress('0x123456789')).toBe('0x123456789');
    expect(truncateAddress('0x1234567890')).toBe('0x12…567890');
    expect(truncateAddress('')).toBe('');
  });

  it('takes other start and end lengths, including zero', () => {
    expect(truncateAddress(ADDRESS, { start: 6, end: 4 })).toBe('0x71C7…976F');
    expect(truncateAddress(ADDRESS, { start: 4, end: 0 })).toBe('0x71…');
    expect(truncateAddress(ADDRESS, { start: 0, end: 4 })).toBe('…976F');
  });

  it('never cuts through a character outside the Basic Multilingual Plane', () => {
    expect(truncateAddress('🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊', { start: 1, end: 1 })).toBe('🦊…🦊');
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects the length %s', (length) => {
    expect(() => truncateAddress(ADDRESS, { start: length })).toThrow(
      expect.objectContaining({ code: 'INVALID_TRUNCATION' }),
    );
    expect(() => truncateAddress(ADDRESS, { end: length })).toThrow(
      expect.objectContaining({ code: 'INVALID_TRUNCATION' }),
    );
  });

  it('property: bounded length, kept ends, short strings untouched', () => {
    fc.assert(
      fc.property(
        // Characters from both Unicode planes, without the slow warm-up of the full 'binary' unit.
        fc.string({ unit: fc.constantFrom('0', 'x', 'a', 'F', '…', '🦊', '𝔸'), maxLength: 60 }),
        fc.nat(20),
        fc.nat(20),
        (address, start, end) => {
          const result = truncateAddress(address, { start, end });
          const input = Array.from(address);
          const output = Array.from(result);
          expect(output.length).toBeLessThanOrEqual(Math.min(input.length, start + end + 1));
          if (input.length <= start + end + 1) {
            expect(result).toBe(address);
          } else {
            expect(output.slice(0, start)).toEqual(input.slice(0, start));
            expect(output[start]).toBe('…');
            expect(output.slice(start + 1)).toEqual(input.slice(input.length - end));
          }
        },
      ),
    );
  });
});
