import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail } from './email.js';

describe('isEmail', () => {
  it.each([
    'alice@example.com',
    'a.b-c+tag@mail.example.co.uk',
    "o'brien@example.ie",
    'x_y@sub-domain.example.io',
    'UPPER@EXAMPLE.COM',
    '1234@123.example.org',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['no @', 'alice.example.com'],
    ['two @', 'alice@bob@example.com'],
    ['a space', 'alice smith@example.com'],
    ['a space in the domain', 'alice@exa mple.com'],
    ['an empty local part', '@example.com'],
    ['an empty domain', 'alice@'],
    ['a domain without a dot', 'alice@localhost'],
    ['a one-letter tld', 'alice@example.c'],
    ['a numeric tld', 'alice@example.123'],
    ['a leading dot', '.alice@example.com'],
    ['a trailing dot in the local part', 'alice.@example.com'],
    ['two dots in a row', 'al..ice@example.com'],
    ['a trailing dot in the domain', 'alice@example.com.'],
    ['an empty domain label', 'alice@example..com'],
    ['a label starting with a hyphen', 'alice@-example.com'],
    ['a label ending with a hyphen', 'alice@example-.com'],
    ['a forbidden character', 'ali(ce)@example.com'],
    ['a quoted local part', '"alice"@example.com'],
    ['an IP literal', 'alice@[127.0.0.1]'],
  ])('rejects an address with %s', (_label, email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('enforces the length limits (64 local, 63 per label, 254 overall)', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isEmail(`alice@${'b'.repeat(63)}.com`)).toBe(true);
    expect(isEmail(`alice@${'b'.repeat(64)}.com`)).toBe(false);
    // 195-character domain: fine with a short local part, over 254 with a 64-character one.
    const longDomain = `${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.com`;
    expect(isEmail(`${'a'.repeat(64)}@${longDomain}`)).toBe(false);
    expect(isEmail(`${'a'.repeat(10)}@${longDomain}`)).toBe(true);
  });

  it('rejects values that are not strings', () => {
    expect(isEmail(undefined)).toBe(false);
    expect(isEmail(42)).toBe(false);
  });

  const atom = fc.string({
    unit: fc.constantFrom(...'abcXYZ019!#$%&*+/=?^_`{|}~-'),
    minLength: 1,
    maxLength: 8,
  });
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
  const tld = fc.stringMatching(/^[a-zA-Z]{2,6}$/);

  it('property: accepts every address built from valid parts', () => {
    fc.assert(
      fc.property(
        fc.array(atom, { minLength: 1, maxLength: 3 }),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        tld,
        (atoms, labels, topLevel) => {
          expect(isEmail(`${atoms.join('.')}@${[...labels, topLevel].join('.')}`)).toBe(true);
        },
      ),
    );
  });

  it('property: an address containing whitespace is never accepted', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n'), fc.string(), (before, space, after) => {
        expect(isEmail(`${before}${space}${after}`)).toBe(false);
      }),
    );
  });

  it('property: never throws', () => {
    fc.assert(fc.property(fc.anything(), (input) => typeof isEmail(input) === 'boolean'));
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (input) => typeof isEmail(input) === 'boolean'));
  });
});
