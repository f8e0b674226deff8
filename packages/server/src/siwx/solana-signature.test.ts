import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { signWithKeypair, solanaTestKeypair } from '@walletport/solnet/keys';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import {
  decodeBase58,
  isSignedBySolanaKey,
  readSolanaSignature,
  solanaAddressProblem,
} from './solana-signature.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
const MESSAGE = 'localhost:5173 wants you to sign in with your Solana account:\n…';

function refusal(signature: string): { status: number; code: string; message: string } | undefined {
  try {
    readSolanaSignature(signature);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, code: error.code, message: error.message };
  }
}

describe('solanaAddressProblem', () => {
  it('accepts the base58 of a 32-byte key', () => {
    expect(solanaAddressProblem(solanaTestKeypair(0).address)).toBeUndefined();
    expect(solanaAddressProblem('11111111111111111111111111111111')).toBeUndefined();
  });

  it('names what is wrong: not base58, or not 32 bytes', () => {
    expect(solanaAddressProblem('0OIl1111111111111111111111111111')).toBe(
      "The message's address 0OIl1111111111111111111111111111 is not base58.",
    );
    const short = '2'.repeat(32);
    expect(solanaAddressProblem(short)).toBe(
      `The message's address ${short} decodes to ${decodeBase58(short)?.length} bytes; a Solana address is a 32-byte Ed25519 public key.`,
    );
    expect(solanaAddressProblem(base58.encode(new Uint8Array(33).fill(9)))).toMatch(/decodes to 33 bytes/);
  });
});

describe('readSolanaSignature', () => {
  it('gives the 64 bytes of a base58 signature', () => {
    const bytes = signWithKeypair(solanaTestKeypair(0), utf8(MESSAGE));
    expect(readSolanaSignature(base58.encode(bytes))).toEqual(bytes);
  });

  it('refuses text that is not base58, a wrong length, and overlong text', () => {
    expect(refusal(`0x${'ab'.repeat(64)}`)).toEqual({
      status: 400,
      code: 'SIWX_MALFORMED_SIGNATURE',
      message: 'A Solana sign-in signature must be base58 text.',
    });
    expect(refusal(base58.encode(new Uint8Array(63).fill(7)))).toEqual({
      status: 400,
      code: 'SIWX_MALFORMED_SIGNATURE',
      message: 'The signature decodes to 63 bytes; an Ed25519 signature has 64.',
    });
    expect(refusal('z'.repeat(129))?.message).toBe(
      'The signature is 129 characters; the base58 of an Ed25519 signature has at most 88.',
    );
  });

  it('reads exactly the texts that are base58 of 64 bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 80 }), (bytes) => {
        const text = base58.encode(bytes);
        if (bytes.length === 64) expect(readSolanaSignature(text)).toEqual(bytes);
        else expect(refusal(text)?.code).toBe('SIWX_MALFORMED_SIGNATURE');
      }),
    );
  });
});

describe('isSignedBySolanaKey', () => {
  const keypair = solanaTestKeypair(0);
  const signature = signWithKeypair(keypair, utf8(MESSAGE));

  it('holds for the signer over the exact text, and for no other key or text', () => {
    expect(isSignedBySolanaKey(keypair.address, MESSAGE, signature)).toBe(true);
    expect(isSignedBySolanaKey(solanaTestKeypair(1).address, MESSAGE, signature)).toBe(false);
    expect(isSignedBySolanaKey(keypair.address, `${MESSAGE} `, signature)).toBe(false);
    expect(isSignedBySolanaKey(keypair.address, MESSAGE, signature.slice(0, 63))).toBe(false);
    expect(isSignedBySolanaKey('2'.repeat(32), MESSAGE, signature)).toBe(false);
  });

  it('refuses a small-order public key (strict RFC 8032): its "signatures" prove no key', () => {
    // The identity point (y = 1) with R = identity and S = 0 satisfies the cofactored equation for any text.
    const identity = new Uint8Array(32);
    identity[0] = 1;
    const forged = new Uint8Array(64);
    forged.set(identity, 0);
    expect(ed25519.verify(forged, utf8(MESSAGE), identity, { zip215: true })).toBe(true);
    expect(isSignedBySolanaKey(base58.encode(identity), MESSAGE, forged)).toBe(false);
  });

  it('verifies what a key signs and nothing with one byte changed (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ maxLength: 200 }),
        fc.nat({ max: 63 }),
        (secret, text, flip) => {
          const address = base58.encode(ed25519.getPublicKey(secret));
          const signed = ed25519.sign(utf8(text), secret);
          expect(isSignedBySolanaKey(address, text, signed)).toBe(true);
          const bent = signed.slice();
          bent[flip] = (bent[flip] ?? 0) ^ 1;
          expect(isSignedBySolanaKey(address, text, bent)).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });
});
