import * as official from '@walletconnect/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHex32, symKeyFromSharedSecret } from './crypto.js';
import { createKeyAgreement } from './key-agreement.js';

// Node 20 has X25519 in Web Crypto, so both paths run here: the platform's and the library fallback.
const paths = [
  ['Web Crypto', true],
  ['@noble/curves', false],
] as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe.each(paths)('key agreement on %s', (_, preferPlatform) => {
  it('has a fresh lowercase 32-byte public key each time', async () => {
    const first = await createKeyAgreement({ preferPlatform });
    const second = await createKeyAgreement({ preferPlatform });
    expect(isHex32(first.publicKey)).toBe(true);
    expect(second.publicKey).not.toBe(first.publicKey);
  });

  it.each(paths)('derives the same secret as a peer on %s', async (__, peerPlatform) => {
    const ours = await createKeyAgreement({ preferPlatform });
    const peer = await createKeyAgreement({ preferPlatform: peerPlatform });
    const secret = await ours.sharedSecret(peer.publicKey);
    expect(secret).toHaveLength(32);
    expect(hex(await peer.sharedSecret(ours.publicKey))).toBe(hex(secret));
    const stranger = await createKeyAgreement({ preferPlatform: peerPlatform });
    expect(hex(await ours.sharedSecret(stranger.publicKey))).not.toBe(hex(secret));
  });

  it('gives the symmetric key the official deriveSymKey computes on the wallet side', async () => {
    for (let run = 0; run < 10; run += 1) {
      const dapp = await createKeyAgreement({ preferPlatform });
      const wallet = official.generateKeyPair();
      const ours = await symKeyFromSharedSecret(await dapp.sharedSecret(wallet.publicKey));
      expect(ours).toBe(official.deriveSymKey(wallet.privateKey, dapp.publicKey));
    }
  });

  it.each([
    ['the all-zero (low-order) point', '00'.repeat(32)],
    ['a short key', 'abcd'],
  ])('rejects %s as the peer key', async (__, peerPublicKey) => {
    const agreement = await createKeyAgreement({ preferPlatform });
    await expect(agreement.sharedSecret(peerPublicKey)).rejects.toThrow();
  });
});

describe('fallback', () => {
  const expectWorking = async () => {
    const agreement = await createKeyAgreement();
    const wallet = official.generateKeyPair();
    expect(await symKeyFromSharedSecret(await agreement.sharedSecret(wallet.publicKey))).toBe(
      official.deriveSymKey(wallet.privateKey, agreement.publicKey),
    );
  };

  it('uses the library where there is no crypto.subtle (insecure context)', async () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    await expectWorking();
  });

  it('uses the library where Web Crypto lacks X25519', async () => {
    const generateKey = vi
      .spyOn(globalThis.crypto.subtle, 'generateKey')
      .mockRejectedValue(new DOMException('Unrecognized name', 'NotSupportedError'));
    await expectWorking();
    expect(generateKey).toHaveBeenCalled();
  });
});
