import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeCookieComponent,
  encodeCookieComponent,
  encodeCookiePair,
  parseCookieHeader,
  serializeCookiePair,
  splitCookieHeader,
} from './cookie.js';

/** Strings without lone surrogates: the ones percent-encoding (UTF-8) can represent. */
const wellFormed = fc.string({ unit: 'binary' }).filter((text) => encodeCookieComponent(text) !== undefined);

describe('parseCookieHeader', () => {
  it('splits on semicolons, trims and decodes', () => {
    const cookies = parseCookieHeader('a=1; %40walletport%2Fx=%7B%22k%22%3A1%7D;b = two words ');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('@walletport/x')).toBe('{"k":1}');
    expect(cookies.get('b')).toBe('two words');
  });

  it('keeps the first of duplicate names (the most specific path)', () => {
    expect(parseCookieHeader('a=first; a=second').get('a')).toBe('first');
  });

  it('skips pairs without a name or "=", and undecodable pairs', () => {
    const cookies = parseCookieHeader('flag; =orphan; bad=%E0%A4%A; good=1');
    expect([...cookies]).toEqual([['good', '1']]);
  });

  it('removes the optional double quotes around a value', () => {
    expect(parseCookieHeader('a="quoted"').get('a')).toBe('quoted');
  });

  it('never throws, whatever the header', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (header) => {
        parseCookieHeader(header);
      }),
    );
  });
});

describe('serializeCookiePair', () => {
  it('writes path=/ and SameSite=Lax by default', () => {
    expect(serializeCookiePair('a=1')).toBe('a=1; Path=/; SameSite=Lax');
  });

  it('writes max-age, domain, SameSite and Secure when asked', () => {
    expect(
      serializeCookiePair('a=1', {
        maxAgeSeconds: 60,
        domain: 'example.com',
        sameSite: 'Strict',
        secure: true,
      }),
    ).toBe('a=1; Path=/; Max-Age=60; Domain=example.com; SameSite=Strict; Secure');
  });
});

describe('cookie encoding', () => {
  it('refuses strings with lone surrogates instead of throwing', () => {
    expect(encodeCookieComponent('\uD800')).toBeUndefined();
    expect(encodeCookiePair('a', 'x\uDC00')).toBeUndefined();
  });

  it('reports malformed percent sequences as undecodable', () => {
    expect(decodeCookieComponent('%')).toBeUndefined();
  });

  it('encodes into characters RFC 6265 allows in names and values', () => {
    fc.assert(
      fc.property(wellFormed, (text) => {
        // token / cookie-octet: no separators, whitespace, quotes, commas, semicolons or backslashes.
        expect(encodeCookieComponent(text)).toMatch(/^[A-Za-z0-9%!~*'()._-]*$/);
      }),
    );
  });

  it('round trips arbitrary names and values through a Cookie header', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.tuple(
            wellFormed.filter((name) => name !== ''),
            wellFormed,
          ),
          {
            selector: ([name]) => name,
            maxLength: 5,
          },
        ),
        (pairs) => {
          const header = pairs.map(([name, value]) => encodeCookiePair(name, value)).join('; ');
          expect(parseCookieHeader(header)).toEqual(new Map(pairs));
        },
      ),
    );
  });

  it('round trips a pair through Set-Cookie serialisation and splitting', () => {
    fc.assert(
      fc.property(
        wellFormed.filter((name) => name !== ''),
        wellFormed,
        (name, value) => {
          const line = serializeCookiePair(encodeCookiePair(name, value)!, { maxAgeSeconds: 10 });
          const [first] = splitCookieHeader(line);
          expect(first?.map((part) => decodeCookieComponent(part))).toEqual([name, value]);
        },
      ),
    );
  });
});
