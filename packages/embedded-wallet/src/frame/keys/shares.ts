/**
 * 2-of-3 Shamir split of the seed (shamir-secret-sharing, GF(256) byte-wise). A share is the 32 share
 * bytes followed by its 1-byte x coordinate, so 33 bytes; any two distinct shares rebuild the seed and
 * one alone says nothing about it. See docs/embedded-wallet.md.
 */
import { base64 } from '@scure/base';
import { combine, split } from 'shamir-secret-sharing';
import { InvalidShareError } from './errors.js';
import { SEED_BYTES } from './seed.js';

export const SHARE_BYTES = SEED_BYTES + 1;
export const SHARE_COUNT = 3;
export const SHARE_THRESHOLD = 2;

/** Where each share lives: this browser's frame storage, the server, the passphrase-sealed box. */
export interface SeedShares {
  device: Uint8Array;
  auth: Uint8Array;
  recovery: Uint8Array;
}

export async function splitSeed(seed: Uint8Array): Promise<SeedShares> {
  if (seed.length !== SEED_BYTES) throw new InvalidShareError(`the seed must be ${SEED_BYTES} bytes`);
  const [device, auth, recovery] = await split(Uint8Array.from(seed), SHARE_COUNT, SHARE_THRESHOLD);
  if (device === undefined || auth === undefined || recovery === undefined) {
    throw new InvalidShareError('the split made too few shares');
  }
  return { device, auth, recovery };
}

/** Rebuilds the seed from two distinct shares of the same split. */
export async function combineShares(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  assertShare(first);
  assertShare(second);
  if (first[SEED_BYTES] === second[SEED_BYTES])
    throw new InvalidShareError('the two shares are the same share');
  // The library checks `constructor === Uint8Array`, so subclasses such as Node's Buffer are copied.
  return combine([Uint8Array.from(first), Uint8Array.from(second)]);
}

export function encodeShare(share: Uint8Array): string {
  assertShare(share);
  return base64.encode(share);
}

export function decodeShare(text: unknown): Uint8Array {
  if (typeof text !== 'string') throw new InvalidShareError('not a base64 string');
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(text);
  } catch {
    throw new InvalidShareError('not a base64 string');
  }
  assertShare(bytes);
  return Uint8Array.from(bytes);
}

function assertShare(share: Uint8Array): void {
  if (share.length !== SHARE_BYTES) throw new InvalidShareError(`a share is ${SHARE_BYTES} bytes`);
  // x = 0 would be the secret itself; the library only makes x in 1..255.
  if (share[SEED_BYTES] === 0) throw new InvalidShareError('the share has no x coordinate');
}
