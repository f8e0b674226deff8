/**
 * Solana sign-in signatures (docs/siwx.md): the address is the base58 of a 32-byte Ed25519 public key
 * and the signature the base58 of the 64-byte Ed25519 signature over the message's UTF-8 bytes. Checked
 * here without a chain: a Solana account's key is its address, there is no contract wallet to ask.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { ApiError } from '../http/api-error.js';

export const SOLANA_PUBLIC_KEY_BYTES = 32;
export const SOLANA_SIGNATURE_BYTES = 64;
/**
 * Longest signature text decoded: base58 of 64 bytes takes at most 88 characters, and base58 decoding
 * costs the square of the length, so longer text is refused by its length alone.
 */
export const MAX_SOLANA_SIGNATURE_LENGTH = 128;
const BASE58_TEXT = /^[1-9A-HJ-NP-Za-km-z]*$/;

/** The bytes of `text`, or undefined when it is not base58 (Bitcoin alphabet, as Solana uses). */
export function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text);
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with `address` as a Solana account, or undefined when it is the base58 of 32 bytes.
 * The message parser checks only 32 to 44 base58 characters; those may decode to fewer or more bytes.
 */
export function solanaAddressProblem(address: string): string | undefined {
  const bytes = decodeBase58(address);
  if (bytes === undefined) return `The message's address ${address} is not base58.`;
  if (bytes.length !== SOLANA_PUBLIC_KEY_BYTES) {
    return `The message's address ${address} decodes to ${bytes.length} bytes; a Solana address is a ${SOLANA_PUBLIC_KEY_BYTES}-byte Ed25519 public key.`;
  }
  return undefined;
}

function malformedSignature(message: string): ApiError {
  return new ApiError(400, 'SIWX_MALFORMED_SIGNATURE', message);
}

/** The 64 signature bytes of `signature`; throws ApiError 400 SIWX_MALFORMED_SIGNATURE otherwise. */
export function readSolanaSignature(signature: string): Uint8Array {
  if (!BASE58_TEXT.test(signature))
    throw malformedSignature('A Solana sign-in signature must be base58 text.');
  if (signature.length > MAX_SOLANA_SIGNATURE_LENGTH) {
    throw malformedSignature(
      `The signature is ${signature.length} characters; the base58 of an Ed25519 signature has at most 88.`,
    );
  }
  const bytes = decodeBase58(signature) ?? new Uint8Array();
  if (bytes.length !== SOLANA_SIGNATURE_BYTES) {
    throw malformedSignature(
      `The signature decodes to ${bytes.length} bytes; an Ed25519 signature has ${SOLANA_SIGNATURE_BYTES}.`,
    );
  }
  return bytes;
}

/**
 * Whether `signature` is the Ed25519 signature of `message` (its UTF-8 bytes) by the key `address`.
 * Strict RFC 8032 checks (zip215 off): canonical encodings only, no small-order public keys, so a
 * signature cannot be bent into a second valid one.
 */
export function isSignedBySolanaKey(address: string, message: string, signature: Uint8Array): boolean {
  const publicKey = decodeBase58(address);
  if (publicKey === undefined || publicKey.length !== SOLANA_PUBLIC_KEY_BYTES) return false;
  if (signature.length !== SOLANA_SIGNATURE_BYTES) return false;
  try {
    return ed25519.verify(signature, new TextEncoder().encode(message), publicKey, { zip215: false });
  } catch {
    return false;
  }
}
