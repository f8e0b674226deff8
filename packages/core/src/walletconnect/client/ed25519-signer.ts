/**
 * Ed25519 signing for the relay's auth token. The platform's Web Crypto signs where it can (every current
 * browser and Node 20): no code to download. Where it cannot (an older browser, or a page outside a
 * secure context, which has no `crypto.subtle`), the audited @noble/curves implementation is loaded on
 * demand. Both give the same signatures (Ed25519 is deterministic), which the tests check.
 */
import { hexToBytes } from './encoding.js';

export interface Ed25519Signer {
  publicKey: Uint8Array;
  sign(message: Uint8Array): Promise<Uint8Array>;
}

/** PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410), the form Web Crypto imports. */
const PKCS8_PREFIX = Uint8Array.of(
  0x30,
  0x2e,
  0x02,
  0x01,
  0x00,
  0x30,
  0x05,
  0x06,
  0x03,
  0x2b,
  0x65,
  0x70,
  0x04,
  0x22,
  0x04,
  0x20,
);

async function platformSigner(seed: Uint8Array): Promise<Ed25519Signer | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return undefined;
  try {
    const pkcs8 = new Uint8Array(PKCS8_PREFIX.length + seed.length);
    pkcs8.set(PKCS8_PREFIX);
    pkcs8.set(seed, PKCS8_PREFIX.length);
    const key = await subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
    const { x } = await subtle.exportKey('jwk', key);
    if (typeof x !== 'string') return undefined;
    const publicKey = Uint8Array.from(atob(x.replace(/-/g, '+').replace(/_/g, '/')), (char) =>
      char.charCodeAt(0),
    );
    return {
      publicKey,
      sign: async (message) => new Uint8Array(await subtle.sign('Ed25519', key, new Uint8Array(message))),
    };
  } catch {
    // Ed25519 not supported by this Web Crypto.
    return undefined;
  }
}

async function nobleSigner(seed: Uint8Array): Promise<Ed25519Signer> {
  const { ed25519 } = await import('@noble/curves/ed25519');
  return { publicKey: ed25519.getPublicKey(seed), sign: async (message) => ed25519.sign(message, seed) };
}

/** A signer for the hex seed; `preferPlatform: false` forces the library (tests compare the two). */
export async function ed25519Signer(
  seedHex: string,
  options: { preferPlatform?: boolean } = {},
): Promise<Ed25519Signer> {
  const seed = hexToBytes(seedHex);
  const platform = options.preferPlatform === false ? undefined : await platformSigner(seed);
  return platform ?? nobleSigner(seed);
}
