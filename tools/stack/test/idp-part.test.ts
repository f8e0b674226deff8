/**
 * The stack's identity provider part: every personality becomes a social provider the server accepts, with
 * the personality's URLs, and its clients may return to the server's callbacks.
 */
import { loadConfig } from '@walletport/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdpPart, startIdpPart } from '../src/idp-part.js';

const SERVER_URL = 'http://127.0.0.1:8787';
let part: IdpPart;

beforeAll(async () => {
  part = await startIdpPart({ port: 0, serverUrl: SERVER_URL });
});

afterAll(async () => {
  await part?.stop();
});

describe('the identity provider part', () => {
  it('hands the server all six providers, which its configuration accepts', () => {
    const config = loadConfig({
      ...part.serverEnv,
      PGLITE_DIR: 'memory://',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      EMBEDDED_FRAME_ORIGINS: 'http://127.0.0.1:5175',
      EMBEDDED_SHARE_KEY: 'ab'.repeat(32),
    });
    expect(config.social.redirectBaseUrl).toBe(SERVER_URL);
    expect(config.social.providers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'google',
          kind: 'oidc',
          issuer: `${part.url}/google`,
          clientId: 'walletport-google',
        }),
        expect.objectContaining({ id: 'apple', kind: 'oidc', issuer: `${part.url}/apple` }),
        expect.objectContaining({ id: 'facebook', kind: 'oidc', issuer: `${part.url}/facebook` }),
        expect.objectContaining({
          id: 'github',
          kind: 'oauth2',
          clientSecret: 'walletport-github-secret',
          authorizationUrl: `${part.url}/github/login/oauth/authorize`,
          tokenUrl: `${part.url}/github/login/oauth/access_token`,
          userUrl: `${part.url}/github/user`,
        }),
        expect.objectContaining({ id: 'x', kind: 'oauth2', userUrl: `${part.url}/x/2/users/me` }),
        expect.objectContaining({
          id: 'discord',
          kind: 'oauth2',
          userUrl: `${part.url}/discord/api/users/@me`,
        }),
      ]),
    );
    expect(config.social.providers).toHaveLength(6);
  });

  it('lets a client return to the server’s callback and nowhere else', async () => {
    const authorize = (redirectUri: string) =>
      fetch(
        `${part.url}/google/o/oauth2/v2/auth?${new URLSearchParams({
          client_id: 'walletport-google',
          response_type: 'code',
          scope: 'openid',
          nonce: 'n',
          state: 's',
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
          redirect_uri: redirectUri,
        })}`,
        { redirect: 'manual' },
      );
    const good = await authorize(`${SERVER_URL}/embedded/v1/social/callback/google`);
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toMatch(/^\/google\/interaction\//);
    expect((await authorize(`${SERVER_URL}/embedded/v1/social/callback/github`)).status).toBe(400);
  });
});
