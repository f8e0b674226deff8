import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeOptionalText, sanitizeText } from './sanitize-text.js';

const STRIPPED = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
/** Mostly the characters that matter, some of any kind (fast-check's 'binary' unit is slow to generate). */
const hostileCharacter = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u0007',
    '\u202E',
    '\u200B',
    '\uFEFF',
    '\n',
    '\t',
    ' ',
    '\u2028',
    '\uD800',
    '\uE000',
    '🦊',
    'a',
    'Z',
  ),
  fc.string({ minLength: 1, maxLength: 1 }),
);

describe('sanitizeText', () => {
  it('strips control, bidi and zero-width characters, folds whitespace and caps the length', () => {
    expect(sanitizeText('  Wallet\u0000port\u202E USD\n\tToken\u200B ', 64)).toBe('Walletport USD Token');
    expect(sanitizeText('ABCDEFGH', 4)).toBe('ABCD');
    expect(sanitizeText('ab 🦊🦊', 4)).toBe('ab 🦊');
    expect(sanitizeText('x'.repeat(1_000_000), 16)).toBe('x'.repeat(16));
    expect(sanitizeText(42, 10)).toBe('');
    expect(sanitizeOptionalText('\u0007\u200B ', 10)).toBeUndefined();
    expect(sanitizeOptionalText(' ok ', 10)).toBe('ok');
  });

  it('answers clean, trimmed, capped text and is idempotent, whatever the input (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: hostileCharacter, maxLength: 200 }),
        fc.integer({ min: 1, max: 80 }),
        (input, max) => {
          const text = sanitizeText(input, max);
          expect(STRIPPED.test(text)).toBe(false);
          expect(Array.from(text).length).toBeLessThanOrEqual(max);
          expect(text).toBe(text.trim());
          expect(text).not.toMatch(/\s{2}/);
          expect(sanitizeText(text, max)).toBe(text);
        },
      ),
    );
  });
});
