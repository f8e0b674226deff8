// The @noble/hashes fallback of hashing.ts, its own chunk: loaded only where Web Crypto is missing.
import { hkdf } from '@noble/hashes/hkdf';
import { sha256 } from '@noble/hashes/sha2';

export const nobleSha256 = (bytes: Uint8Array): Uint8Array => sha256(bytes);

export const nobleHkdfSha256 = (secret: Uint8Array, length: number): Uint8Array =>
  hkdf(sha256, secret, undefined, undefined, length);
