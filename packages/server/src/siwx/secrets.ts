/**
 * The random values of sign-in: nonces (what the message carries), nonce tokens (what binds a nonce to
 * its project in the browser) and session bearer tokens. Tokens are stored only as SHA-256 hashes, so a
 * database dump hands out no credentials; 256 random bits need no slow hash.
 */
import { createHash, randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 24 of 62 symbols: about 143 bits, above EIP-4361's 8-character minimum with room to spare. */
export const NONCE_LENGTH = 24;
/** Bytes 248..255 would make some letters likelier (256 is not a multiple of 62), so they are drawn again. */
const UNBIASED_LIMIT = 256 - (256 % ALPHANUMERIC.length);

export function randomNonce(length = NONCE_LENGTH): string {
  let nonce = '';
  while (nonce.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      nonce += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (nonce.length === length) break;
    }
  }
  return nonce;
}

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
