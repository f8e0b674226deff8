// The client id of the relay protocol: `did:key:z…`, the multibase (base58btc, prefix `z`) encoding of the
// multicodec header of an Ed25519 public key (varint 0xed, 0x01) followed by the 32-byte key.
import { decodeBase58, encodeBase58 } from './base58.js';

const PREFIX = 'did:key:z';
const ED25519_HEADER = [0xed, 0x01] as const;
const KEY_LENGTH = 32;
/** An Ed25519 did:key is 48 characters after the prefix; this bound keeps absurd input cheap. */
const MAX_ENCODED_LENGTH = 64;

export function didKeyFromPublicKey(publicKey: Uint8Array): string {
  if (publicKey.length !== KEY_LENGTH) throw new RangeError('An Ed25519 public key has 32 bytes');
  return PREFIX + encodeBase58(Uint8Array.from([...ED25519_HEADER, ...publicKey]));
}

/** The Ed25519 public key named by `did`, or undefined when it is not an Ed25519 did:key. */
export function publicKeyFromDidKey(did: string): Uint8Array | undefined {
  if (!did.startsWith(PREFIX)) return undefined;
  const encoded = did.slice(PREFIX.length);
  if (encoded.length === 0 || encoded.length > MAX_ENCODED_LENGTH) return undefined;
  const bytes = decodeBase58(encoded);
  if (!bytes || bytes.length !== ED25519_HEADER.length + KEY_LENGTH) return undefined;
  if (bytes[0] !== ED25519_HEADER[0] || bytes[1] !== ED25519_HEADER[1]) return undefined;
  return bytes.slice(ED25519_HEADER.length);
}
