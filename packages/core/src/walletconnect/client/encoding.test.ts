import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base58Encode,
  base64Decode,
  base64Encode,
  base64UrlEncode,
  bytesToHex,
  hexToBytes,
  randomBytes,
  utf8ToBytes,
} from './encoding.js';

// Node's Buffer and @scure/base are independent implementations: they are the oracles here.
const bytes = fc.uint8Array({ maxLength: 300 });

describe('base64', () => {
  it('property: encodes exactly like Buffer and decodes back to the same bytes', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        const encoded = base64Encode(input);
        expect(encoded).toBe(Buffer.from(input).toString('base64'));
        expect(base64Decode(encoded)).toEqual(input);
      }),
    );
  });

  it('encodes and decodes messages larger than one 32 KiB chunk', () => {
    const large = Uint8Array.from({ length: 0x8000 * 2 + 7 }, (_, index) => (index * 31) % 256);
    const encoded = base64Encode(large);
    expect(encoded).toBe(Buffer.from(large).toString('base64'));
    expect(base64Decode(encoded)).toEqual(large);
  });

  it('property: decodes whatever Buffer encodes', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        expect(base64Decode(Buffer.from(input).toString('base64'))).toEqual(input);
      }),
    );
  });

  it.each([
    ['unpadded', 'QQ'],
    ['one pad short', 'QQ='],
    ['three pads', 'Q==='],
    ['padding in the middle', 'QQ==QQ=='],
    ['url alphabet', 'a-_b'],
    ['whitespace', 'QUJD RA=='],
    ['newline', 'QUJD\nRA=='],
    ['non-ascii', 'QUJDé==='],
    ['length 5', 'QUJDR'],
    ['only padding', '===='],
  ])('rejects %s input', (_, text) => {
    expect(() => base64Decode(text)).toThrow('Not base64');
  });

  it('property: anything outside the alphabet throws instead of decoding to garbage', () => {
    const outside = fc.string({ minLength: 1, maxLength: 1 }).filter((char) => !/[A-Za-z0-9+/=]/.test(char));
    fc.assert(
      fc.property(bytes, outside, fc.nat(), (input, char, position) => {
        const encoded = Buffer.from(input).toString('base64');
        const at = position % (encoded.length + 1);
        // Replacing keeps the length a multiple of 4 where possible; inserting changes it. Both must throw.
        expect(() => base64Decode(encoded.slice(0, at) + char + encoded.slice(at + 1))).toThrow();
        expect(() => base64Decode(encoded.slice(0, at) + char + encoded.slice(at))).toThrow();
      }),
    );
  });

  it('decodes the empty string to no bytes', () => {
    expect(base64Decode('')).toEqual(new Uint8Array());
  });
});

describe('base64url', () => {
  it('property: equals Buffer base64url (no padding, - and _)', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        const encoded = base64UrlEncode(input);
        expect(encoded).toBe(Buffer.from(input).toString('base64url'));
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
      }),
    );
  });

  it('uses the url alphabet for 62 and 63', () => {
    expect(base64UrlEncode(Uint8Array.of(0xfb, 0xff))).toBe('-_8');
  });
});

describe('base58', () => {
  it('property: equals @scure/base base58 (bitcoin alphabet)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (input) => {
        expect(base58Encode(input)).toBe(base58.encode(input));
      }),
    );
  });

  it('property: leading zero bytes become leading 1s', () => {
    fc.assert(
      fc.property(fc.nat({ max: 6 }), fc.uint8Array({ maxLength: 40 }), (zeros, rest) => {
        const input = Uint8Array.from([...new Array<number>(zeros).fill(0), ...rest]);
        const encoded = base58Encode(input);
        expect(encoded).toBe(base58.encode(input));
        const restLeadingZeros = rest.findIndex((byte) => byte !== 0);
        const totalZeros = zeros + (restLeadingZeros === -1 ? rest.length : restLeadingZeros);
        expect(encoded.startsWith('1'.repeat(totalZeros))).toBe(true);
        expect(encoded[totalZeros]).not.toBe('1');
      }),
    );
  });

  it.each([
    [[], ''],
    [[0], '1'],
    [[0, 0, 0], '111'],
    [[57], 'z'],
    [[58], '21'],
    [[0, 0, 1], '112'],
  ])('encodes %j as %s', (input, expected) => {
    expect(base58Encode(Uint8Array.from(input))).toBe(expected);
  });
});

describe('hex', () => {
  it('property: bytesToHex equals Buffer hex (lowercase) and hexToBytes reads it back', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        const text = bytesToHex(input);
        expect(text).toBe(Buffer.from(input).toString('hex'));
        expect(hexToBytes(text)).toEqual(input);
        expect(hexToBytes(text.toUpperCase())).toEqual(input);
      }),
    );
  });

  it.each(['a', 'abc', '0g', 'zz', ' 00', '00 ', '0x00', '+1', '-1', '１２'])(
    'hexToBytes rejects %j',
    (text) => {
      expect(() => hexToBytes(text)).toThrow('Not hex');
    },
  );

  it('property: hexToBytes throws on anything but an even run of hex digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        const valid = /^(?:[0-9a-fA-F]{2})*$/.test(text);
        if (valid) expect(hexToBytes(text)).toHaveLength(text.length / 2);
        else expect(() => hexToBytes(text)).toThrow();
      }),
    );
  });
});

describe('randomBytes and utf8ToBytes', () => {
  it('gives the asked length of fresh bytes', () => {
    expect(randomBytes(32)).toHaveLength(32);
    expect(bytesToHex(randomBytes(32))).not.toBe(bytesToHex(randomBytes(32)));
  });

  it('property: utf8ToBytes equals Buffer utf8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), (text) => {
        expect(utf8ToBytes(text)).toEqual(Uint8Array.from(Buffer.from(text, 'utf8')));
      }),
    );
  });
});
