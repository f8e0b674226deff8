import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EMAIL_LENGTH, normalizeEmail } from '../../src/embedded/email-address.js';

const LOCAL_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~-";
const atom = fc.string({ unit: fc.constantFrom(...LOCAL_CHARS), minLength: 1, maxLength: 12 });
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/).filter((text) => text.length > 0);
const tld = fc.stringMatching(/^[a-z]{2,8}$/);
/** Addresses of the accepted grammar, in mixed case and with surrounding blanks. */
const validAddress = fc
  .tuple(fc.array(atom, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([atoms, labels, top]) => `${atoms.join('.')}@${[...labels, top].join('.')}`)
  .filter((address) => address.length <= MAX_EMAIL_LENGTH && address.split('@')[0]!.length <= 64);

describe('normalizeEmail', () => {
  it('accepts dot-atom addresses and gives their trimmed lower-case form (property)', () => {
    fc.assert(
      fc.property(validAddress, fc.constantFrom('', ' ', '\t', '\n '), (address, blank) => {
        expect(normalizeEmail(`${blank}${address}${blank}`)).toBe(address.toLowerCase());
      }),
    );
  });

  it('is idempotent and only ever returns lower-case addresses with one @ (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), validAddress, fc.emailAddress()), (input) => {
        const email = normalizeEmail(input);
        if (email === undefined) return;
        expect(email).toBe(email.toLowerCase());
        expect(email.split('@')).toHaveLength(2);
        expect(email).not.toMatch(/[\s<>()[\]\\,;:"]/);
        expect(email.length).toBeLessThanOrEqual(MAX_EMAIL_LENGTH);
        expect(normalizeEmail(email)).toBe(email);
      }),
    );
  });

  it('refuses anything with a character that could break a mail header (property)', () => {
    fc.assert(
      fc.property(
        validAddress,
        fc.nat(),
        fc.constantFrom('\r', '\n', ' ', '<', '>', ',', '"', '\u0000', 'é'),
        (address, at, bad) => {
          const position = 1 + (at % Math.max(1, address.length - 2));
          const broken = `${address.slice(0, position)}${bad}${address.slice(position)}`;
          expect(normalizeEmail(broken)).toBeUndefined();
        },
      ),
    );
  });

  it('refuses the usual mistakes', () => {
    for (const input of [
      '',
      'plain',
      '@example.com',
      'a@',
      'a@b',
      'a@@example.com',
      'a@b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a..b@example.com',
      'a@-example.com',
      'a@example-.com',
      'a@example..com',
      'a@example.c',
      'a@example.123',
      'a@[127.0.0.1]',
      '"a b"@example.com',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(64)}.com`,
      `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(10)}.com`,
    ]) {
      expect(normalizeEmail(input), input).toBeUndefined();
    }
    expect(normalizeEmail(' Alice.Smith+tag@Mail.Example.CO.uk ')).toBe('alice.smith+tag@mail.example.co.uk');
    expect(normalizeEmail('user@xn--bcher-kva.example')).toBe('user@xn--bcher-kva.example');
    expect(normalizeEmail('user@shop.xn--p1ai')).toBe('user@shop.xn--p1ai');
  });
});
