/**
 * The OpenID Connect personalities (Google, Apple, Facebook) over real HTTP: discovery, the code flow with
 * PKCE and a nonce, id_tokens signed with the published keys and carrying the test user's claims, and
 * Apple answering with form_post.
 */
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Idp, OIDC_PROVIDERS, type OidcProvider, startIdp } from '../src/index.js';
import {
  authorizationRequest,
  exchangeCode,
  REDIRECT_URIS,
  redirectUriOf,
  signIn,
} from './support/client.js';

let idp: Idp;

beforeAll(async () => {
  idp = await startIdp({ port: 0, redirectUris: REDIRECT_URIS });
});

afterAll(async () => {
  await idp?.stop();
});

const SCOPES: Record<OidcProvider, string> = {
  google: 'openid email profile',
  apple: 'openid email name',
  facebook: 'openid email public_profile',
};

async function verifyIdToken(provider: OidcProvider, idToken: string): Promise<JWTPayload> {
  const discovery = (await (
    await fetch(`${idp.issuer(provider)}/.well-known/openid-configuration`)
  ).json()) as {
    jwks_uri: string;
  };
  const { payload } = await jwtVerify(idToken, createRemoteJWKSet(new URL(discovery.jwks_uri)), {
    issuer: idp.issuer(provider),
    audience: idp.client(provider).clientId,
  });
  return payload;
}

/** Signs `user` in at `provider` and returns the verified id_token's claims. */
async function idTokenClaims(provider: OidcProvider, user: 'alice' | 'bob' | 'carol') {
  const request = authorizationRequest(idp, provider, { scope: SCOPES[provider], nonce: true });
  const callback = await signIn(idp, request, { user, consent: 'allow' });
  expect(callback.params.state).toBe(request.state);
  const tokens = await exchangeCode(idp, provider, callback.params.code ?? '', request.verifier);
  expect(tokens.status).toBe(200);
  const claims = await verifyIdToken(provider, String(tokens.body.id_token));
  return { claims, request, callback, tokens };
}

describe('discovery', () => {
  it.each(OIDC_PROVIDERS)(
    '%s publishes its issuer, its endpoints under its path, S256 and form_post',
    async (provider) => {
      const response = await fetch(`${idp.issuer(provider)}/.well-known/openid-configuration`);
      expect(response.status).toBe(200);
      const document = (await response.json()) as Record<string, unknown>;
      const endpoints = idp.endpoints(provider);
      expect(document).toMatchObject({
        issuer: `${idp.url}/${provider}`,
        authorization_endpoint: endpoints.authorizationUrl,
        token_endpoint: endpoints.tokenUrl,
        userinfo_endpoint: endpoints.userUrl,
        jwks_uri: `${idp.url}/${provider}/jwks`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
      });
      expect(document.response_modes_supported).toContain('form_post');
      expect(document.scopes_supported).toEqual(expect.arrayContaining(SCOPES[provider].split(' ')));
    },
  );

  it('keeps each personality apart: one issuer per path', () => {
    expect(new Set(OIDC_PROVIDERS.map((provider) => idp.issuer(provider))).size).toBe(3);
  });
});

describe('the code flow', () => {
  it('gives Google a signed id_token with the nonce, a verified email and the name (Alice)', async () => {
    const { claims, request, callback } = await idTokenClaims('google', 'alice');
    expect(callback.via).toBe('query');
    expect(callback.target).toBe(redirectUriOf('google'));
    expect(callback.params.iss).toBe(idp.issuer('google'));
    expect(claims).toMatchObject({
      nonce: request.nonce,
      email: 'alice@example.test',
      email_verified: true,
      name: 'Alice',
    });
    expect(typeof claims.sub).toBe('string');
  });

  it('marks an unverified email as such (Bob at Facebook)', async () => {
    const { claims } = await idTokenClaims('facebook', 'bob');
    expect(claims).toMatchObject({ email: 'bob@example.test', email_verified: false, name: 'Bob' });
  });

  it('leaves the email out for a user without one (Carol at Google)', async () => {
    const { claims } = await idTokenClaims('google', 'carol');
    expect(claims.name).toBe('Carol');
    expect(claims).not.toHaveProperty('email');
    expect(claims).not.toHaveProperty('email_verified');
  });

  it('gives the same user the same subject at every sign-in, and other users other subjects', async () => {
    const first = await idTokenClaims('google', 'alice');
    const again = await idTokenClaims('google', 'alice');
    const bob = await idTokenClaims('google', 'bob');
    expect(again.claims.sub).toBe(first.claims.sub);
    expect(bob.claims.sub).not.toBe(first.claims.sub);
  });

  it('serves the userinfo endpoint with the access token', async () => {
    const { tokens } = await idTokenClaims('google', 'alice');
    const response = await fetch(idp.endpoints('google').userUrl, {
      headers: { authorization: `Bearer ${String(tokens.body.access_token)}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'alice@example.test', name: 'Alice' });
  });

  it('takes the client secret in the body as well as in a Basic header', async () => {
    const request = authorizationRequest(idp, 'google', { scope: 'openid email', nonce: true });
    const callback = await signIn(idp, request, { user: 'alice', consent: 'allow' });
    const tokens = await exchangeCode(idp, 'google', callback.params.code ?? '', request.verifier, {
      auth: 'post',
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.id_token).toEqual(expect.any(String));
  });
});

describe('Apple', () => {
  it('posts the code and state back as a form (form_post) when the request names no response mode', async () => {
    const request = authorizationRequest(idp, 'apple', { scope: SCOPES.apple, nonce: true });
    const callback = await signIn(idp, request, { user: 'alice', consent: 'allow' });
    expect(callback.via).toBe('form_post');
    expect(callback.target).toBe(redirectUriOf('apple'));
    expect(callback.params).toMatchObject({ state: request.state, code: expect.any(String) });
    const tokens = await exchangeCode(idp, 'apple', callback.params.code ?? '', request.verifier);
    expect(tokens.status).toBe(200);
    const claims = await verifyIdToken('apple', String(tokens.body.id_token));
    expect(claims).toMatchObject({ nonce: request.nonce, email: 'alice@example.test', email_verified: true });
  });

  it('posts a denial back as a form too', async () => {
    const request = authorizationRequest(idp, 'apple', { scope: SCOPES.apple, nonce: true });
    const callback = await signIn(idp, request, { user: 'bob', consent: 'deny' });
    expect(callback.via).toBe('form_post');
    expect(callback.params).toMatchObject({ error: 'access_denied', state: request.state });
  });
});
