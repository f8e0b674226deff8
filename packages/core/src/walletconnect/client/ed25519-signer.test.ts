import { createPublicKey, verify } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ed25519Signer } from './ed25519-signer.js';

// RFC 8032, section 7.1, test 1 (empty message).
const RFC_SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const RFC_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const RFC_SIGNATURE =
  'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const seeds = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(hex);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const verifies = (publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) =>
  verify(
    null,
    message,
    createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    }),
    signature,
  );

describe.each([
  ['Web Crypto', true],
  ['@noble/curves', false],
] as const)('Ed25519 signer on %s', (_, preferPlatform) => {
  it('matches the RFC 8032 test vector', async () => {
    const signer = await ed25519Signer(RFC_SEED, { preferPlatform });
    expect(hex(signer.publicKey)).toBe(RFC_PUBLIC);
    expect(hex(await signer.sign(new Uint8Array()))).toBe(RFC_SIGNATURE);
  });

  it('property: signatures verify with node:crypto and fail for another message', async () => {
    await fc.assert(
      fc.asyncProperty(seeds, fc.uint8Array({ minLength: 1, maxLength: 200 }), async (seed, message) => {
        const signer = await ed25519Signer(seed, { preferPlatform });
        const signature = await signer.sign(message);
        expect(signature).toHaveLength(64);
        expect(verifies(signer.publicKey, message, signature)).toBe(true);
        const other = Uint8Array.from(message);
        other[0] = (other[0] as number) ^ 1;
        expect(verifies(signer.publicKey, other, signature)).toBe(false);
      }),
      { numRuns: 40 },
    );
  });
});

describe('both paths agree', () => {
  it('property: same public key and (deterministic) signature from Web Crypto and the library', async () => {
    await fc.assert(
      fc.asyncProperty(seeds, fc.uint8Array({ maxLength: 200 }), async (seed, message) => {
        const platform = await ed25519Signer(seed);
        const library = await ed25519Signer(seed, { preferPlatform: false });
        expect(hex(platform.publicKey)).toBe(hex(library.publicKey));
        expect(hex(platform.publicKey)).toBe(hex(ed25519.getPublicKey(Buffer.from(seed, 'hex'))));
        expect(hex(await platform.sign(message))).toBe(hex(await library.sign(message)));
      }),
      { numRuns: 40 },
    );
  });

  it('falls back to the library without crypto.subtle', async () => {
    vi.stubGlobal('crypto', {});
    const signer = await ed25519Signer(RFC_SEED);
    expect(hex(await signer.sign(new Uint8Array()))).toBe(RFC_SIGNATURE);
  });

  it('falls back to the library where Web Crypto refuses Ed25519', async () => {
    const importKey = vi
      .spyOn(globalThis.crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('Unrecognized name', 'NotSupportedError'));
    const signer = await ed25519Signer(RFC_SEED);
    expect(importKey).toHaveBeenCalled();
    expect(hex(signer.publicKey)).toBe(RFC_PUBLIC);
    expect(hex(await signer.sign(new Uint8Array()))).toBe(RFC_SIGNATURE);
  });
});
