import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from '../src/base58.js';
import { didKeyFromPublicKey, publicKeyFromDidKey } from '../src/did-key.js';

describe('base58btc', () => {
  it('encodes known values, leading zero bytes as "1"', () => {
    expect(encodeBase58(new Uint8Array())).toBe('');
    expect(encodeBase58(Uint8Array.of(0))).toBe('1');
    expect(encodeBase58(Uint8Array.of(0, 0, 57))).toBe('11z');
    expect(encodeBase58(Uint8Array.of(58))).toBe('21');
    expect(encodeBase58(Buffer.from('hello world'))).toBe('StV1DL6CwTryKyV');
  });

  it('property: decoding undoes encoding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes);
      }),
    );
  });

  it('refuses characters outside the alphabet (0, O, I, l, anything else)', () => {
    for (const text of ['0', 'O', 'I', 'l', 'ab+', ' 1']) expect(decodeBase58(text)).toBeUndefined();
  });
});

describe('did:key', () => {
  it('round-trips an Ed25519 public key; every such did starts with z6Mk', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        const did = didKeyFromPublicKey(key);
        expect(did.startsWith('did:key:z6Mk')).toBe(true);
        expect(publicKeyFromDidKey(did)).toEqual(key);
      }),
    );
  });

  it('property: any text is a key or undefined, never an exception', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((tail) => `did:key:z${tail}`),
        ),
        (text) => {
          const key = publicKeyFromDidKey(text);
          expect(key === undefined || key.length === 32).toBe(true);
        },
      ),
    );
  });

  it('refuses other methods, bases, key types and lengths', () => {
    const key = new Uint8Array(32).fill(9);
    const did = didKeyFromPublicKey(key);
    expect(publicKeyFromDidKey(did.replace('did:key:', 'did:web:'))).toBeUndefined();
    expect(publicKeyFromDidKey(did.replace(':z', ':f'))).toBeUndefined();
    expect(
      publicKeyFromDidKey(`did:key:z${encodeBase58(Uint8Array.of(0xe7, 0x01, ...key))}`),
    ).toBeUndefined();
    expect(
      publicKeyFromDidKey(`did:key:z${encodeBase58(Uint8Array.of(0xed, 0x01, ...key, 1))}`),
    ).toBeUndefined();
    expect(publicKeyFromDidKey(`did:key:z1${did.slice('did:key:z'.length)}`)).toBeUndefined();
    expect(() => didKeyFromPublicKey(new Uint8Array(31))).toThrow(RangeError);
  });
});
