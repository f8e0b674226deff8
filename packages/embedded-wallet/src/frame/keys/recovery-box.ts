/**
 * The recovery share sealed with the visitor's passphrase, stored on the server as an opaque object.
 * The passphrase (NFKC-normalised, so the same words typed on another device give the same bytes) goes
 * through scrypt into an AES-256-GCM key (Web Crypto); the scrypt parameters travel in the box so they
 * can be raised later without breaking older boxes. See docs/embedded-wallet.md.
 */
import { scryptAsync } from '@noble/hashes/scrypt';
import { base64 } from '@scure/base';
import {
  InvalidRecoveryBoxError,
  MIN_PASSPHRASE_LENGTH,
  PassphraseTooShortError,
  WrongPassphraseError,
} from './errors.js';
import { wipe } from './seed.js';
import { SHARE_BYTES } from './shares.js';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * 64 MiB of memory; measured 0.3 s in Node and 0.35–0.7 s in headless Chromium on a busy 2-core server
 * VM (N = 2^17 took 0.7–1.25 s there, too slow for phones). Every offline guess against a stolen box
 * costs the same. Boxes carry their parameters, so this can be raised for new boxes at any time.
 */
export const RECOVERY_SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 16, r: 8, p: 1 };

export interface RecoveryBox {
  version: 1;
  kdf: 'scrypt';
  N: number;
  r: number;
  p: number;
  /** base64, 16 random bytes. */
  salt: string;
  /** base64, the 12-byte AES-GCM nonce. */
  iv: string;
  /** base64, the sealed share followed by the 16-byte GCM tag. */
  ciphertext: string;
}

const SALT_BYTES = 16;
const IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
const KEY_BYTES = 32;
/** Binds the ciphertext to this format, so a box cannot be replayed as something else. */
const ASSOCIATED_DATA = new TextEncoder().encode('walletport-embedded-recovery-box:v1');
/** Bounds a box's parameters so a forged box cannot make the frame spend gigabytes or minutes. */
const MIN_LOG2_N = 10;
const MAX_LOG2_N = 18;
const MAX_MEMORY_BYTES = 2 ** 28;
const MAX_P = 4;

/** Throws PassphraseTooShortError unless the passphrase has at least 10 characters (code points). */
export function assertPassphrase(passphrase: string): void {
  if (typeof passphrase !== 'string' || [...passphrase.normalize('NFKC')].length < MIN_PASSPHRASE_LENGTH) {
    throw new PassphraseTooShortError();
  }
}

export async function sealRecoveryShare(
  share: Uint8Array,
  passphrase: string,
  params: ScryptParams = RECOVERY_SCRYPT_PARAMS,
): Promise<RecoveryBox> {
  assertPassphrase(passphrase);
  if (share.length !== SHARE_BYTES) throw new InvalidRecoveryBoxError(`a share is ${SHARE_BYTES} bytes`);
  const kdf = checkScryptParams(params);
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const key = await deriveBoxKey(passphrase, salt, kdf, 'encrypt');
  const sealed = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: ASSOCIATED_DATA },
    key,
    Uint8Array.from(share),
  );
  return {
    version: 1,
    kdf: 'scrypt',
    ...kdf,
    salt: base64.encode(salt),
    iv: base64.encode(iv),
    ciphertext: base64.encode(new Uint8Array(sealed)),
  };
}

/** The recovery share inside `box`; WrongPassphraseError when the passphrase does not open it. */
export async function openRecoveryBox(box: unknown, passphrase: string): Promise<Uint8Array> {
  const parsed = parseRecoveryBox(box);
  if (typeof passphrase !== 'string' || passphrase.length === 0) throw new WrongPassphraseError();
  const key = await deriveBoxKey(passphrase, base64.decode(parsed.salt), parsed, 'decrypt');
  let opened: ArrayBuffer;
  try {
    opened = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: Uint8Array.from(base64.decode(parsed.iv)), additionalData: ASSOCIATED_DATA },
      key,
      Uint8Array.from(base64.decode(parsed.ciphertext)),
    );
  } catch {
    // GCM authentication failed: with a well-formed box that means another passphrase sealed it.
    throw new WrongPassphraseError();
  }
  const share = new Uint8Array(opened);
  if (share.length !== SHARE_BYTES) throw new InvalidRecoveryBoxError('the sealed value is not a share');
  return share;
}

/** Checks a stored box's shape and bounds; throws InvalidRecoveryBoxError otherwise. */
export function parseRecoveryBox(value: unknown): RecoveryBox {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidRecoveryBoxError('not an object');
  }
  const box = value as Record<string, unknown>;
  if (box.version !== 1) throw new InvalidRecoveryBoxError('unknown version');
  if (box.kdf !== 'scrypt') throw new InvalidRecoveryBoxError('unknown key derivation');
  const kdf = checkScryptParams({ N: box.N, r: box.r, p: box.p });
  const salt = decodeField(box.salt, 'salt');
  if (salt.length < SALT_BYTES || salt.length > 64) throw new InvalidRecoveryBoxError('bad salt length');
  if (decodeField(box.iv, 'iv').length !== IV_BYTES) throw new InvalidRecoveryBoxError('bad iv length');
  if (decodeField(box.ciphertext, 'ciphertext').length !== SHARE_BYTES + GCM_TAG_BYTES) {
    throw new InvalidRecoveryBoxError('bad ciphertext length');
  }
  return {
    version: 1,
    kdf: 'scrypt',
    ...kdf,
    salt: box.salt as string,
    iv: box.iv as string,
    ciphertext: box.ciphertext as string,
  };
}

function checkScryptParams(params: { N: unknown; r: unknown; p: unknown }): ScryptParams {
  const { N, r, p } = params;
  if (!isPositiveInteger(N) || !isPositiveInteger(r) || !isPositiveInteger(p)) {
    throw new InvalidRecoveryBoxError('scrypt parameters must be positive integers');
  }
  const log2N = Math.log2(N);
  if (!Number.isInteger(log2N) || log2N < MIN_LOG2_N || log2N > MAX_LOG2_N) {
    throw new InvalidRecoveryBoxError(
      `scrypt N must be a power of two from 2^${MIN_LOG2_N} to 2^${MAX_LOG2_N}`,
    );
  }
  if (128 * N * r > MAX_MEMORY_BYTES || p > MAX_P) {
    throw new InvalidRecoveryBoxError('scrypt parameters are too costly');
  }
  return { N, r, p };
}

async function deriveBoxKey(
  passphrase: string,
  salt: Uint8Array,
  params: ScryptParams,
  usage: 'encrypt' | 'decrypt',
): Promise<CryptoKey> {
  const secret = new TextEncoder().encode(passphrase.normalize('NFKC'));
  const derived = await scryptAsync(secret, salt, {
    ...params,
    dkLen: KEY_BYTES,
    maxmem: MAX_MEMORY_BYTES + 2 ** 20,
  });
  const keyBytes = Uint8Array.from(derived);
  try {
    return await globalThis.crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, [usage]);
  } finally {
    wipe(secret, derived, keyBytes);
  }
}

function decodeField(value: unknown, name: string): Uint8Array {
  if (typeof value !== 'string') throw new InvalidRecoveryBoxError(`${name} is not base64`);
  try {
    return base64.decode(value);
  } catch {
    throw new InvalidRecoveryBoxError(`${name} is not base64`);
  }
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}
