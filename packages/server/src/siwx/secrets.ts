/**
 * The random values of sign-in: nonces (what the message carries), nonce tokens (what binds a nonce to
 * its project in the browser) and session bearer tokens. Tokens are stored only as SHA-256 hashes, so a
 * database dump hands out no credentials; 256 random bits need no slow hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { randomSiwxNonce } from '@walletport/core/siwx';

/** 24 of 62 symbols: about 143 bits, above EIP-4361's 8-character minimum with room to spare. */
export const NONCE_LENGTH = 24;

/** Core's unbiased alphanumeric nonce (the same generator browser-only sign-in uses), at the server's length. */
export function randomNonce(length = NONCE_LENGTH): string {
  return randomSiwxNonce(length);
}

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
