/**
 * SLIP-0010 key derivation for ed25519 (what Solana wallets use for m/44'/501'/…): HMAC-SHA512 chains
 * from the seed, hardened steps only, since ed25519 has no public-key child derivation.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { hmac } from '@noble/hashes/hmac';
import { sha512 } from '@noble/hashes/sha2';
import { InvalidDerivationPathError } from './errors.js';

export const HARDENED_OFFSET = 0x8000_0000;

export interface Slip10Node {
  /** The 32-byte ed25519 private key (the RFC 8032 seed, not the expanded key). */
  privateKey: Uint8Array;
  chainCode: Uint8Array;
}

const MASTER_KEY_SALT = new TextEncoder().encode('ed25519 seed');

export function slip10Ed25519Master(seed: Uint8Array): Slip10Node {
  return splitDigest(hmac(sha512, MASTER_KEY_SALT, seed));
}

/** One hardened step; `index` is the full index including the hardened bit. */
export function slip10Ed25519Child(parent: Slip10Node, index: number): Slip10Node {
  if (!Number.isInteger(index) || index < HARDENED_OFFSET || index > 0xffff_ffff) {
    throw new InvalidDerivationPathError(`ed25519 derives hardened indexes only (got ${index})`);
  }
  const data = new Uint8Array(1 + 32 + 4);
  data.set(parent.privateKey, 1);
  new DataView(data.buffer).setUint32(33, index, false);
  return splitDigest(hmac(sha512, parent.chainCode, data));
}

/** Parses "m/44'/501'/0'/0'" (' or H marks a hardened step) into full indexes; every step must be hardened. */
export function parseHardenedPath(path: string): number[] {
  const steps = path.split('/');
  if (steps[0] !== 'm') throw new InvalidDerivationPathError(path);
  return steps.slice(1).map((step) => {
    const match = /^(0|[1-9]\d{0,9})['hH]$/.exec(step);
    const value = match === null ? Number.NaN : Number(match[1]);
    if (!(value < HARDENED_OFFSET)) throw new InvalidDerivationPathError(path);
    return value + HARDENED_OFFSET;
  });
}

export function slip10Ed25519DerivePath(
  seed: Uint8Array,
  path: string,
): Slip10Node & { publicKey: Uint8Array } {
  let node = slip10Ed25519Master(seed);
  for (const index of parseHardenedPath(path)) node = slip10Ed25519Child(node, index);
  return { ...node, publicKey: ed25519.getPublicKey(node.privateKey) };
}

function splitDigest(digest: Uint8Array): Slip10Node {
  return { privateKey: digest.slice(0, 32), chainCode: digest.slice(32, 64) };
}
