import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error.js';
import { decodeCanonicalBase64, isSolanaAddress, readWalletInput } from '../../src/embedded/wallet-input.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A reference base58 encoder (Bitcoin alphabet), written the long way for the test. */
function base58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  return '1'.repeat(zeros) + text;
}

describe('isSolanaAddress', () => {
  it('accepts the base58 of every 32-byte key (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        expect(isSolanaAddress(base58(key))).toBe(true);
      }),
    );
    expect(isSolanaAddress(base58(new Uint8Array(32)))).toBe(true);
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
  });

  it('refuses the base58 of other lengths and non-base58 text (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 40 }).filter((bytes) => bytes.length !== 32),
        (bytes) => {
          expect(isSolanaAddress(base58(bytes))).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (/[^1-9A-HJ-NP-Za-km-z]/.test(text)) expect(isSolanaAddress(text)).toBe(false);
      }),
    );
  });
});

describe('decodeCanonicalBase64', () => {
  it('gives back the bytes of what Buffer writes, and only that (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 300 }), (bytes) => {
        const text = Buffer.from(bytes).toString('base64');
        expect(decodeCanonicalBase64(text)?.equals(Buffer.from(bytes))).toBe(true);
        expect(decodeCanonicalBase64(text.replace(/=+$/, '')) === undefined || !text.endsWith('=')).toBe(
          true,
        );
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const bytes = decodeCanonicalBase64(text);
        if (bytes !== undefined) expect(bytes.toString('base64')).toBe(text);
      }),
    );
    for (const text of ['', 'QQ', 'QR==', 'QQ==\n', 'Q Q==', '-_8=', 'QQ=', 'QUJD=']) {
      expect(decodeCanonicalBase64(text), text).toBeUndefined();
    }
  });
});

describe('readWalletInput', () => {
  const valid = {
    address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    solanaAddress: base58(new Uint8Array(32).fill(9)),
    authShare: Buffer.from('share').toString('base64'),
    recovery: { b: 1, a: 2 },
  };

  it('checksums the address and keeps the recovery JSON in its key order', () => {
    const input = readWalletInput(valid);
    expect(input.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(input.recovery).toBe('{"b":1,"a":2}');
    expect(input.authShare.toString()).toBe('share');
  });

  it('refuses with a 400 naming the field', () => {
    const refused = (overrides: object) => {
      try {
        readWalletInput({ ...valid, ...overrides });
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        return (error as ApiError).statusCode === 400 ? (error as ApiError).message : 'not 400';
      }
      return 'accepted';
    };
    expect(refused({ address: 'nope' })).toBe('Invalid address');
    expect(refused({ solanaAddress: valid.address })).toBe('Invalid Solana address');
    expect(refused({ authShare: Buffer.alloc(1_025).toString('base64') })).toBe(
      'Invalid auth share: expected base64',
    );
    expect(refused({ authShare: Buffer.alloc(1_024).toString('base64') })).toBe('accepted');
  });
});
