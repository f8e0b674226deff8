import { encodeIss, generateKeyPair, signJWT, verifyJWT } from '@walletconnect/relay-auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_CLOCK_SKEW_SECONDS, verifyAuthToken } from '../src/auth-token.js';
import { encodeBase58 } from '../src/base58.js';
import { didKeyFromPublicKey } from '../src/did-key.js';
import { createTestIdentity } from '../src/test-identity.js';

const AUD = 'ws://127.0.0.1:8790';
const policy = { audiences: [AUD, `${AUD}/`] };
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function refusal(token: string, options: { nowSeconds?: number } = {}): string {
  const checked = verifyAuthToken(token, { ...policy, ...options });
  if (checked.ok) throw new Error('accepted');
  if (token) expect(checked.reason).not.toContain(token);
  return checked.reason;
}

describe('verifyAuthToken', () => {
  it("accepts a token signed with the key its iss names, for one of the relay's audiences", () => {
    const identity = createTestIdentity();
    for (const aud of policy.audiences) {
      const checked = verifyAuthToken(identity.token(aud), policy);
      expect(checked).toMatchObject({ ok: true, clientId: identity.clientId, claims: { aud } });
    }
  });

  it("accepts the WalletConnect SDK's own token, and the SDK accepts ours (same did:key and JWT format)", async () => {
    const keyPair = generateKeyPair();
    const sdkToken = await signJWT('a-session-id', AUD, 86_400, keyPair);
    expect(verifyAuthToken(sdkToken, policy)).toMatchObject({
      ok: true,
      clientId: encodeIss(keyPair.publicKey),
    });
    expect(didKeyFromPublicKey(keyPair.publicKey)).toBe(encodeIss(keyPair.publicKey));
    await expect(verifyJWT(createTestIdentity().token(AUD))).resolves.toBe(true);
  });

  it('refuses a signature that does not match iss, and any change to a signed part', () => {
    const [alice, mallory] = [createTestIdentity(), createTestIdentity()];
    expect(refusal(mallory.token(AUD, { claims: { iss: alice.clientId } }))).toBe(
      'auth token signature does not match iss',
    );
    const [header, , signature] = alice.token(AUD).split('.');
    const otherClaims = part({ iss: alice.clientId, sub: 's', aud: AUD, iat: now(), exp: now() + 60 });
    expect(refusal(`${header}.${otherClaims}.${signature}`)).toBe('auth token signature does not match iss');
  });

  it('refuses a token for another relay', () => {
    const token = createTestIdentity().token('wss://elsewhere.invalid');
    expect(refusal(token)).toBe(
      `auth token aud "wss://elsewhere.invalid" is not this relay (${AUD}, ${AUD}/)`,
    );
    expect(refusal(createTestIdentity().token(`${AUD}/path`))).toMatch(/is not this relay/);
  });

  it('refuses an expired token and one issued in the future beyond the clock skew', () => {
    const identity = createTestIdentity();
    const t = now();
    expect(refusal(identity.token(AUD, { claims: { iat: t - 100, exp: t - 1 } }))).toBe('auth token expired');
    expect(refusal(identity.token(AUD, { claims: { exp: t } }), { nowSeconds: t })).toBe(
      'auth token expired',
    );
    const future = identity.token(AUD, { claims: { iat: t + AUTH_CLOCK_SKEW_SECONDS + 5 } });
    expect(refusal(future, { nowSeconds: t })).toBe('auth token iat is in the future');
    const slightlyAhead = identity.token(AUD, { claims: { iat: t + AUTH_CLOCK_SKEW_SECONDS - 5 } });
    expect(verifyAuthToken(slightlyAhead, { ...policy, nowSeconds: t }).ok).toBe(true);
  });

  it('refuses any other algorithm or type', () => {
    const identity = createTestIdentity();
    expect(refusal(identity.token(AUD, { header: { alg: 'none' } }))).toBe('auth token alg must be EdDSA');
    expect(refusal(identity.token(AUD, { header: { alg: 'HS256' } }))).toBe('auth token alg must be EdDSA');
    expect(refusal(identity.token(AUD, { header: { typ: 'JWS' } }))).toBe('auth token typ must be JWT');
  });

  it('refuses missing or mistyped claims and an iss that is not an Ed25519 did:key', () => {
    const identity = createTestIdentity();
    const without = (claim: string) => identity.token(AUD, { claims: { [claim]: undefined } });
    expect(refusal(without('iss'))).toBe('auth token iss must be a did:key');
    expect(refusal(without('sub'))).toBe('auth token sub must be a non-empty string');
    expect(refusal(without('aud'))).toBe('auth token aud must be the relay URL');
    expect(refusal(without('iat'))).toBe('auth token iat must be a number of seconds');
    expect(refusal(without('exp'))).toBe('auth token exp must be a number of seconds');
    expect(refusal(identity.token(AUD, { claims: { exp: '9999999999' } }))).toBe(
      'auth token exp must be a number of seconds',
    );
    // A secp256k1 did:key (multicodec 0xe7 0x01, 33-byte key) is a did:key, but not one the relay verifies.
    const secp = `did:key:z${encodeBase58(Uint8Array.from([0xe7, 0x01, 2, ...new Array(32).fill(7)]))}`;
    for (const iss of ['did:web:example.com', 'did:key:zNotBase58!', 'did:key:z', secp]) {
      expect(refusal(identity.token(AUD, { claims: { iss } }))).toBe(
        'auth token iss is not an Ed25519 did:key',
      );
    }
  });

  it('refuses malformed tokens', () => {
    const valid = createTestIdentity().token(AUD);
    const [header = '', claims = '', signature = ''] = valid.split('.');
    const cases: [string, string][] = [
      ['', 'auth token is not a JWT (header.claims.signature)'],
      [`${header}.${claims}`, 'auth token is not a JWT (header.claims.signature)'],
      [`${valid}.extra`, 'auth token is not a JWT (header.claims.signature)'],
      [`!!.${claims}.${signature}`, 'auth token header is not base64url JSON'],
      [`${part('a string')}.${claims}.${signature}`, 'auth token header is not base64url JSON'],
      [`${header}=.${claims}.${signature}`, 'auth token header is not base64url JSON'],
      [
        `${header}.${Buffer.from('{nope').toString('base64url')}.${signature}`,
        'auth token claims are not base64url JSON',
      ],
      [`${header}.${claims}.`, 'auth token signature is malformed'],
      [`${header}.${claims}.${signature.slice(0, -4)}`, 'auth token signature is malformed'],
      ['x'.repeat(5_000), 'auth token too long'],
    ];
    for (const [token, reason] of cases) expect(refusal(token), token.slice(0, 40)).toBe(reason);
  });

  it('refuses a signature spelled non-canonically (unused trailing bits set)', () => {
    const valid = createTestIdentity().token(AUD);
    const [header, claims, signature = ''] = valid.split('.');
    // 64 bytes take 86 characters; the last one carries 4 bits, so its 2 low bits are unused.
    const last = signature.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1];
    expect(refusal(`${header}.${claims}.${signature.slice(0, -1)}${sibling}`)).toBe(
      'auth token signature is malformed',
    );
  });

  it('property: any text is accepted or refused, never thrown on, and random text is refused', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        expect(verifyAuthToken(text, policy).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
    const segment = fc.oneof(
      fc.string(),
      fc.json().map((json) => Buffer.from(json).toString('base64url')),
      fc.base64String().map((text) => text.replace(/=+$/, '')),
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (parts) => {
        expect(verifyAuthToken(parts.join('.'), policy).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('property: changing any one character of a valid token gets it refused', () => {
    const identity = createTestIdentity();
    const token = identity.token(AUD);
    fc.assert(
      fc.property(
        fc.nat({ max: token.length - 1 }),
        fc.constantFrom(...'ABCabc019-_.='.split('')),
        (index, replacement) => {
          fc.pre(token[index] !== replacement);
          const changed = token.slice(0, index) + replacement + token.slice(index + 1);
          expect(verifyAuthToken(changed, policy).ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: every freshly signed token is accepted with its own client id', () => {
    fc.assert(
      fc.property(fc.constantFrom(...policy.audiences), fc.string({ minLength: 1 }), (aud, sub) => {
        const identity = createTestIdentity();
        const checked = verifyAuthToken(identity.token(aud, { claims: { sub } }), policy);
        expect(checked).toMatchObject({ ok: true, clientId: identity.clientId });
      }),
      { numRuns: 50 },
    );
  });
});
