/**
 * X25519 key agreement for a session proposal: our ephemeral key pair, and the shared secret with the
 * wallet's public key once it answers. Web Crypto does it where it can (current browsers and Node 20), so
 * the pairing path downloads no curve code; elsewhere (an older browser, a page outside a secure context)
 * the audited @noble/curves implementation is loaded on demand. The private key never leaves memory.
 */
import { bytesToHex, hexToBytes } from './encoding.js';

export interface KeyAgreement {
  /** Our public key, hex. */
  publicKey: string;
  /** The raw X25519 shared secret with the peer's public key (hex). */
  sharedSecret(peerPublicKey: string): Promise<Uint8Array>;
}

async function platformAgreement(): Promise<KeyAgreement | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return undefined;
  try {
    const pair = (await subtle.generateKey({ name: 'X25519' }, true, ['deriveBits'])) as CryptoKeyPair;
    const publicKey = bytesToHex(new Uint8Array(await subtle.exportKey('raw', pair.publicKey)));
    return {
      publicKey,
      async sharedSecret(peerPublicKey) {
        const peer = await subtle.importKey(
          'raw',
          new Uint8Array(hexToBytes(peerPublicKey)),
          { name: 'X25519' },
          false,
          [],
        );
        return new Uint8Array(
          await subtle.deriveBits({ name: 'X25519', public: peer }, pair.privateKey, 256),
        );
      },
    };
  } catch {
    // X25519 not supported by this Web Crypto.
    return undefined;
  }
}

async function nobleAgreement(): Promise<KeyAgreement> {
  const { x25519 } = await import('@noble/curves/ed25519');
  const privateKey = x25519.utils.randomPrivateKey();
  return {
    publicKey: bytesToHex(x25519.getPublicKey(privateKey)),
    sharedSecret: async (peerPublicKey) => x25519.getSharedSecret(privateKey, hexToBytes(peerPublicKey)),
  };
}

/** A fresh ephemeral key pair; `preferPlatform: false` forces the library (tests compare the two). */
export async function createKeyAgreement(options: { preferPlatform?: boolean } = {}): Promise<KeyAgreement> {
  const platform = options.preferPlatform === false ? undefined : await platformAgreement();
  return platform ?? nobleAgreement();
}
