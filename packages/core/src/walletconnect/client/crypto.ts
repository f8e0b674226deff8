/**
 * The WalletConnect v2 key schedule and envelopes, on audited primitives: HKDF-SHA256 from the X25519
 * shared secret (key-agreement.ts) to a 32-byte symmetric key, topics as the SHA-256 of a key, and
 * ChaCha20-Poly1305 sealed envelopes.
 * - type 0: `0x00 | iv(12) | sealed`, for every message on a topic both sides hold the key of;
 * - type 1: `0x01 | senderPublicKey(32) | iv(12) | sealed`, for a first message to a peer that only knows
 *   our public key (the receiver derives the key from it).
 * Envelopes travel base64 (padded) in the relay's `message` field. Keys and topics are lowercase hex.
 */
import { chacha20poly1305 } from '@noble/ciphers/chacha';
import { base64Decode, base64Encode, bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from './encoding.js';
import { hkdfSha256, sha256 } from './hashing.js';

const IV_LENGTH = 12;
const KEY_LENGTH = 32;
export const ENVELOPE_TYPE_0 = 0;
export const ENVELOPE_TYPE_1 = 1;

const HEX_32 = /^[0-9a-f]{64}$/;

/** True for a 32-byte key or topic in lowercase hex, the only form the protocol uses. */
export function isHex32(value: unknown): value is string {
  return typeof value === 'string' && HEX_32.test(value);
}

export function randomHex32(): string {
  return bytesToHex(randomBytes(KEY_LENGTH));
}

/** The symmetric key both sides derive from their X25519 shared secret. */
export async function symKeyFromSharedSecret(sharedSecret: Uint8Array): Promise<string> {
  return bytesToHex(await hkdfSha256(sharedSecret));
}

/** The topic of a key: SHA-256 of its bytes. */
export async function topicOfKey(key: string): Promise<string> {
  return bytesToHex(await sha256(hexToBytes(key)));
}

/**
 * What tells relayed envelopes apart for de-duplication, without hashing every message: the type byte,
 * the random 96-bit IV (and a type-1 sender key) lead every envelope, plus the length.
 */
export function envelopeId(topic: string, message: string): string {
  return `${topic}:${message.length}:${message.slice(0, 64)}`;
}

export interface SealOptions {
  /** Type 1 carries our public key so a peer that has only our key can open it. */
  senderPublicKey?: string;
}

export function seal(plaintext: string, symKey: string, options: SealOptions = {}): string {
  const iv = randomBytes(IV_LENGTH);
  const sealed = chacha20poly1305(hexToBytes(symKey), iv).encrypt(utf8ToBytes(plaintext));
  const head =
    options.senderPublicKey === undefined
      ? Uint8Array.of(ENVELOPE_TYPE_0)
      : concat(Uint8Array.of(ENVELOPE_TYPE_1), hexToBytes(options.senderPublicKey));
  return base64Encode(concat(head, iv, sealed));
}

export interface Envelope {
  type: typeof ENVELOPE_TYPE_0 | typeof ENVELOPE_TYPE_1;
  senderPublicKey?: string;
  iv: Uint8Array;
  sealed: Uint8Array;
}

/** Splits an envelope; undefined for anything that is not a well-formed type 0 or type 1 envelope. */
export function readEnvelope(message: string): Envelope | undefined {
  let bytes: Uint8Array;
  try {
    bytes = base64Decode(message);
  } catch {
    return undefined;
  }
  const type = bytes[0];
  // 16 bytes of Poly1305 tag is the smallest sealed payload.
  if (type === ENVELOPE_TYPE_0 && bytes.length >= 1 + IV_LENGTH + 16) {
    return { type, iv: bytes.slice(1, 1 + IV_LENGTH), sealed: bytes.slice(1 + IV_LENGTH) };
  }
  if (type === ENVELOPE_TYPE_1 && bytes.length >= 1 + KEY_LENGTH + IV_LENGTH + 16) {
    const ivStart = 1 + KEY_LENGTH;
    return {
      type,
      senderPublicKey: bytesToHex(bytes.slice(1, ivStart)),
      iv: bytes.slice(ivStart, ivStart + IV_LENGTH),
      sealed: bytes.slice(ivStart + IV_LENGTH),
    };
  }
  return undefined;
}

/** Opens an envelope with `symKey`; throws when the key is wrong or the message was altered. */
export function open(envelope: Envelope, symKey: string): string {
  const plain = chacha20poly1305(hexToBytes(symKey), envelope.iv).decrypt(envelope.sealed);
  return new TextDecoder().decode(plain);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
