import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { decodeBase64, encodeBase64 } from './base64.js';

const text = (value: string) => new TextEncoder().encode(value);

// RFC 4648 §10 test vectors.
const RFC_VECTORS: Array<[string, string]> = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
];

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('encodeBase64 / decodeBase64', () => {
  it.each(RFC_VECTORS)('encodes and decodes the RFC 4648 vector %j ↔ %j', (plain, encoded) => {
    expect(encodeBase64(text(plain))).toBe(encoded);
    expect(decodeBase64(encoded)).toEqual(text(plain));
  });

  it('covers the whole alphabet, including + and /', () => {
    const allBytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    const encoded = encodeBase64(allBytes);
    expect(encoded).toContain('+');
    expect(encoded).toContain('/');
    expect(decodeBase64(encoded)).toEqual(allBytes);
    expect(decodeBase64('+/+/')).toEqual(Uint8Array.from([0xfb, 0xff, 0xbf]));
  });

  it('works without Node Buffer (browser-safe)', () => {
    vi.stubGlobal('Buffer', undefined);
    expect(encodeBase64(text('foobar'))).toBe('Zm9vYmFy');
    expect(decodeBase64('Zm9vYmFy')).toEqual(text('foobar'));
  });

  it.each(['Zm9', 'Zm9vY', 'Z', 'Zm9vYmFy='])(
    'rejects %j whose length is not a multiple of 4 with the catalogue message',
    (input) => {
      expect(thrown(() => decodeBase64(input))).toMatchObject({
        name: 'WalletportError',
        shortMessage: 'Invalid string. Length must be a multiple of 4',
        code: 'INVALID_BASE64',
      });
    },
  );

  it.each([
    ['URL-safe -', 'Zm-v'],
    ['URL-safe _', 'Zm_v'],
    ['a space', 'Zm 9v'.slice(0, 4)],
    ['padding in the middle', 'Zg==Zm9v'],
    ['three padding characters', 'Z==='],
    ['only padding', '===='],
    ['a non-ASCII letter', 'Zm9é'],
  ])('rejects %s as a character outside the alphabet', (_label, input) => {
    expect(thrown(() => decodeBase64(input))).toMatchObject({
      shortMessage: 'Invalid string. Only base64 characters are allowed',
      code: 'INVALID_BASE64',
    });
  });

  it('ignores unused low bits in the last character, like atob', () => {
    expect(decodeBase64('QR==')).toEqual(decodeBase64('QQ=='));
  });

  it('property: decode(encode(bytes)) gives the bytes back and matches Node', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = encodeBase64(bytes);
        expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
        expect(encoded.length % 4).toBe(0);
        expect(decodeBase64(encoded)).toEqual(bytes);
      }),
    );
  });

  it('property: random strings either decode or throw WalletportError INVALID_BASE64', () => {
    const base64ish = fc.string({ unit: fc.constantFrom(...'ABCxyz019+/=-_ é'), maxLength: 16 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), base64ish), (input) => {
        try {
          const bytes = decodeBase64(input);
          expect(bytes).toBeInstanceOf(Uint8Array);
          expect(input.length % 4).toBe(0);
        } catch (error) {
          expect(error).toBeInstanceOf(WalletportError);
          expect(error).toMatchObject({ code: 'INVALID_BASE64' });
          if (input.length % 4 !== 0) {
            expect(error).toMatchObject({ shortMessage: 'Invalid string. Length must be a multiple of 4' });
          }
        }
      }),
    );
  });

  it('property: a string that decodes re-encodes to itself when it is canonical', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), (bytes) => {
        const encoded = encodeBase64(bytes);
        expect(encodeBase64(decodeBase64(encoded))).toBe(encoded);
      }),
    );
  });
});
