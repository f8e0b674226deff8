/**
 * The random values of a social login and how they are kept. state, PKCE code_verifier and nonce are 32
 * random bytes each (oauth4webapi's generators); the state and the one-time result are stored only as
 * SHA-256, like session tokens. The frame's verifier is never stored: its hash came with /start, and
 * redeeming compares hashes in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { randomSessionToken, tokenHash } from '../secrets.js';

/** base64url of 32 bytes (43 characters) up to a generous 128; the frame makes 43. */
export const VERIFIER_PATTERN = '^[A-Za-z0-9_-]{43,128}$';
/** base64url of a SHA-256: 43 characters. */
export const VERIFIER_HASH_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** What this server hands out as a result: 43 base64url characters. */
export const RESULT_PATTERN = '^[A-Za-z0-9_-]{43}$';

export interface FreshLoginSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export function freshLoginSecrets(): FreshLoginSecrets {
  return {
    state: oauth.generateRandomState(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
    nonce: oauth.generateRandomNonce(),
  };
}

/** The stored form of a state or a result. */
export const lookupHash = tokenHash;

export const randomResult = randomSessionToken;

export function verifierHash(verifier: string): string {
  return createHash('sha256').update(verifier, 'utf8').digest('base64url');
}

export function verifierMatches(verifier: string, expectedHash: string): boolean {
  const given = Buffer.from(verifierHash(verifier));
  const expected = Buffer.from(expectedHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
