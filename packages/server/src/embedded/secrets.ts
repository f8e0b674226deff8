/**
 * The secrets of email login. EMBEDDED_SHARE_KEY is a master key only: HKDF-SHA256 derives from it the
 * AES-256-GCM key of auth shares and the HMAC-SHA256 key of codes and client keys, so each key has one
 * use. Codes are 6 digits from a CSPRNG, stored only as an HMAC bound to their project, purpose and
 * subject (a hash copied to another row matches nothing). Session tokens are 32 random bytes, stored as
 * SHA-256: 256 random bits need no key or slow hash.
 */
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_DIGITS = 6;
const CODE_PATTERN = /^[0-9]{6}$/;
const SALT = 'walletport-embedded-wallet';

export interface EmbeddedKeys {
  /** AES-256-GCM key of auth shares at rest. */
  shareKey: Buffer;
  /** HMAC-SHA256 key of codes and client IPs. */
  macKey: Buffer;
}

export function deriveKeys(masterKey: Uint8Array): EmbeddedKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', masterKey, SALT, info, 32));
  return { shareKey: derive('auth-share-encryption/v1'), macKey: derive('code-mac/v1') };
}

/** Six uniformly random digits. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

export function isCodeFormat(text: string): boolean {
  return CODE_PATTERN.test(text);
}

/** Where a code belongs: it only matches there. */
export interface CodeContext {
  projectId: string;
  purpose: string;
  subject: string;
}

function mac(key: Buffer, parts: readonly string[]): string {
  // Length-prefixed parts: no two different part lists give the same input.
  const hmac = createHmac('sha256', key);
  for (const part of parts) hmac.update(`${Buffer.byteLength(part)}:${part};`);
  return hmac.digest('hex');
}

export function codeMac(keys: EmbeddedKeys, context: CodeContext, code: string): string {
  return mac(keys.macKey, ['code', context.projectId, context.purpose, context.subject, code]);
}

/** Constant-time comparison of two hex MACs. */
export function macsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** What the send log stores of a client IP. */
export function clientKey(keys: EmbeddedKeys, ip: string): string {
  return mac(keys.macKey, ['client', ip]);
}

// Session tokens are made and stored like SIWX's: 32 random bytes (base64url), kept only as a SHA-256 hash.
export { randomToken as randomSessionToken, sha256Hex as tokenHash } from '../siwx/secrets.js';
