import { createPublicKey, verify } from 'node:crypto';
import { base58 } from '@scure/base';
import { verifyAuthToken } from '@walletport/relay';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHex32 } from './crypto.js';
import {
  AUTH_TOKEN_TTL_SECONDS,
  didKeyOf,
  ed25519Signer,
  generateIdentitySeed,
  relaySocketUrl,
  signRelayToken,
} from './relay-auth.js';

const RELAY = 'wss://relay.walletport.test';
const NOW = 1_750_000_000;
const seeds = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));

const decodeSegment = (segment: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));

const tokenParts = (token: string) => {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return { header, payload, signature };
};

describe('identity', () => {
  it('generates a fresh 32-byte hex seed each time', () => {
    const seed = generateIdentitySeed();
    expect(isHex32(seed)).toBe(true);
    expect(generateIdentitySeed()).not.toBe(seed);
  });

  it('property: didKeyOf is did:key:z + base58btc(0xed 0x01 + public key)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (publicKey) => {
        const did = didKeyOf(publicKey);
        // Every Ed25519 did:key starts with z6Mk and has 48 base58 characters after the z.
        expect(did).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]{44}$/);
        expect(base58.decode(did.slice('did:key:z'.length))).toEqual(
          Uint8Array.from([0xed, 0x01, ...publicKey]),
        );
      }),
    );
  });

  it('names the RFC 8032 test-1 key as independent did:key tools do', async () => {
    const signer = await ed25519Signer('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
    expect(didKeyOf(signer.publicKey)).toBe('did:key:z6MktwupdmLXVVqTzCw4i46r4uGyosGXRnR3XjN4Zq7oMMsw');
  });
});

describe('signRelayToken', () => {
  it('carries the JWT header and claims the relay expects', async () => {
    const signer = await ed25519Signer(generateIdentitySeed());
    const { header, payload } = tokenParts(await signRelayToken(signer, RELAY, NOW));
    expect(decodeSegment(header)).toEqual({ alg: 'EdDSA', typ: 'JWT' });
    const claims = decodeSegment(payload);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sub']);
    expect(claims.iss).toBe(didKeyOf(signer.publicKey));
    expect(claims.sub).toMatch(/^[0-9a-f]{64}$/);
    expect(claims.aud).toBe(RELAY);
    expect(claims.iat).toBe(NOW);
    expect(claims.exp).toBe(NOW + 86_400);
    expect(AUTH_TOKEN_TTL_SECONDS).toBe(86_400);
  });

  it('uses unpadded base64url segments and a fresh sub per token', async () => {
    const signer = await ed25519Signer(generateIdentitySeed());
    const first = await signRelayToken(signer, RELAY, NOW);
    const second = await signRelayToken(signer, RELAY, NOW);
    expect(first).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(decodeSegment(tokenParts(first).payload).sub).not.toBe(
      decodeSegment(tokenParts(second).payload).sub,
    );
  });

  it('is signed over `header.payload` with the identity key', async () => {
    const signer = await ed25519Signer(generateIdentitySeed());
    const { header, payload, signature } = tokenParts(await signRelayToken(signer, RELAY, NOW));
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(signer.publicKey).toString('base64url') },
      format: 'jwk',
    });
    const signatureBytes = Buffer.from(signature, 'base64url');
    expect(signatureBytes).toHaveLength(64);
    expect(verify(null, Buffer.from(`${header}.${payload}`), key, signatureBytes)).toBe(true);
    expect(verify(null, Buffer.from(`${header}.${payload}x`), key, signatureBytes)).toBe(false);
  });

  it.each([
    ['Web Crypto', true],
    ['@noble/curves', false],
  ])(
    'property: a %s token verifies with the local relay for its audience only',
    async (_, preferPlatform) => {
      await fc.assert(
        fc.asyncProperty(seeds, fc.webUrl({ validSchemes: ['ws', 'wss'] }), async (seed, audience) => {
          const signer = await ed25519Signer(seed, { preferPlatform });
          const token = await signRelayToken(signer, audience, NOW);
          const accepted = verifyAuthToken(token, { audiences: [audience], nowSeconds: NOW + 60 });
          expect(accepted).toMatchObject({ ok: true, clientId: didKeyOf(signer.publicKey) });
          const other = verifyAuthToken(token, { audiences: [`${audience}x`, RELAY], nowSeconds: NOW + 60 });
          expect(other.ok).toBe(false);
          if (!other.ok) expect(other.reason).toContain('aud');
        }),
        { numRuns: 25 },
      );
    },
  );

  it('is refused by the relay once expired, and accepted until then', async () => {
    const token = await signRelayToken(await ed25519Signer(generateIdentitySeed()), RELAY, NOW);
    expect(verifyAuthToken(token, { audiences: [RELAY], nowSeconds: NOW + 86_399 }).ok).toBe(true);
    expect(verifyAuthToken(token, { audiences: [RELAY], nowSeconds: NOW + 86_400 })).toEqual({
      ok: false,
      reason: 'auth token expired',
    });
  });

  it('is refused by the relay when altered', async () => {
    const token = await signRelayToken(await ed25519Signer(generateIdentitySeed()), RELAY, NOW);
    const { header, signature } = tokenParts(token);
    const forged = Buffer.from(
      JSON.stringify({ ...decodeSegment(tokenParts(token).payload), aud: 'wss://evil.test' }),
    );
    const altered = `${header}.${forged.toString('base64url')}.${signature}`;
    expect(verifyAuthToken(altered, { audiences: ['wss://evil.test'], nowSeconds: NOW }).ok).toBe(false);
  });
});

describe('relaySocketUrl', () => {
  it('adds auth, projectId and ua to the relay URL, keeping its own query', () => {
    const url = new URL(relaySocketUrl(`${RELAY}/path?keep=1`, 'a.b.c', 'project & id'));
    expect(url.origin + url.pathname).toBe(`${RELAY}/path`);
    expect(url.searchParams.get('keep')).toBe('1');
    expect(url.searchParams.get('auth')).toBe('a.b.c');
    expect(url.searchParams.get('projectId')).toBe('project & id');
    expect(url.searchParams.get('ua')).toBe('wc-2/walletport');
  });

  it('replaces, rather than duplicates, parameters already in the relay URL', () => {
    const url = new URL(relaySocketUrl(`${RELAY}?auth=old&projectId=old`, 'new', 'p'));
    expect(url.searchParams.getAll('auth')).toEqual(['new']);
    expect(url.searchParams.getAll('projectId')).toEqual(['p']);
  });
});
