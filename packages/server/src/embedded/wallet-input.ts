/**
 * The checks of PUT /embedded/v1/shares beyond its JSON schema: an EVM address (EIP-55 or all lower-case;
 * stored EIP-55), a Solana address (base58 of 32 bytes), the auth share in canonical base64 (so it comes
 * back byte for byte as sent), and a recovery object of at most MAX_RECOVERY_BYTES as JSON.
 */
import { getAddress, isAddress } from 'viem';
import { embeddedErrors } from './errors.js';
import { MAX_AUTH_SHARE_BYTES, MAX_RECOVERY_BYTES } from './limits.js';

export interface WalletBody {
  address: string;
  solanaAddress: string;
  authShare: string;
  recovery: Record<string, unknown>;
}

export interface WalletInput {
  /** EIP-55. */
  address: string;
  solanaAddress: string;
  authShare: Buffer;
  /** The recovery object as JSON text. */
  recovery: string;
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Whether `text` is base58 for exactly 32 bytes (an ed25519 public key: a Solana address). */
export function isSolanaAddress(text: string): boolean {
  if (!BASE58.test(text)) return false;
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58_ALPHABET.indexOf(char));
  // Leading '1's stand for leading zero bytes; the rest is the number's big-endian bytes.
  const leadingZeros = /^1*/.exec(text)?.[0].length ?? 0;
  const hex = value === 0n ? '' : value.toString(16);
  return leadingZeros + Math.ceil(hex.length / 2) === 32;
}

/** The bytes of canonical, padded base64 (what Buffer#toString('base64') writes), else undefined. */
export function decodeCanonicalBase64(text: string): Buffer | undefined {
  if (text === '' || !BASE64.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}

export function readWalletInput(body: WalletBody): WalletInput {
  if (!isAddress(body.address)) throw embeddedErrors.invalidWallet('Invalid address');
  if (!isSolanaAddress(body.solanaAddress)) throw embeddedErrors.invalidWallet('Invalid Solana address');
  const authShare = decodeCanonicalBase64(body.authShare);
  if (authShare === undefined || authShare.length > MAX_AUTH_SHARE_BYTES) {
    throw embeddedErrors.invalidWallet('Invalid auth share: expected base64');
  }
  const recovery = JSON.stringify(body.recovery);
  if (Buffer.byteLength(recovery, 'utf8') > MAX_RECOVERY_BYTES) {
    throw embeddedErrors.invalidWallet(`Recovery data is larger than ${MAX_RECOVERY_BYTES} bytes`);
  }
  return { address: getAddress(body.address), solanaAddress: body.solanaAddress, authShare, recovery };
}
