/**
 * The OAuth-2-only personalities (GitHub, X, Discord): no discovery, no id_token, and user APIs shaped like
 * the real ones that answer only to an access token the personality issued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Idp, type OAuthOnlyProvider, startIdp } from '../src/index.js';
import { authorizationRequest, exchangeCode, REDIRECT_URIS, signIn } from './support/client.js';

let idp: Idp;

beforeAll(async () => {
  idp = await startIdp({ port: 0, redirectUris: REDIRECT_URIS });
});

afterAll(async () => {
  await idp?.stop();
});

async function accessToken(
  provider: OAuthOnlyProvider,
  scope: string,
  user: 'alice' | 'bob' | 'carol' = 'alice',
): Promise<{ token: string; body: Record<string, unknown> }> {
  const request = authorizationRequest(idp, provider, { scope });
  const callback = await signIn(idp, request, { user, consent: 'allow' });
  expect(callback.via).toBe('query');
  expect(callback.params.state).toBe(request.state);
  const tokens = await exchangeCode(idp, provider, callback.params.code ?? '', request.verifier);
  expect(tokens.status).toBe(200);
  return { token: String(tokens.body.access_token), body: tokens.body };
}

function getUser(provider: OAuthOnlyProvider, token?: string, path?: string) {
  const url = path === undefined ? idp.endpoints(provider).userUrl : `${idp.issuer(provider)}${path}`;
  return fetch(url, token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });
}

describe('OAuth 2 only', () => {
  it.each(['github', 'x', 'discord'] as const)(
    '%s publishes no OpenID Connect discovery',
    async (provider) => {
      const response = await fetch(`${idp.issuer(provider)}/.well-known/openid-configuration`);
      expect(response.status).toBe(404);
    },
  );

  it('issues no id_token, even when the client asks for openid (GitHub ignores it)', async () => {
    const { body } = await accessToken('github', 'openid read:user');
    expect(body).not.toHaveProperty('id_token');
    expect(body.token_type).toMatch(/^bearer$/i);
  });

  it('serves endpoints at the real providers’ paths', () => {
    expect(idp.endpoints('github')).toEqual({
      issuer: `${idp.url}/github`,
      authorizationUrl: `${idp.url}/github/login/oauth/authorize`,
      tokenUrl: `${idp.url}/github/login/oauth/access_token`,
      userUrl: `${idp.url}/github/user`,
    });
    expect(idp.endpoints('x').userUrl).toBe(`${idp.url}/x/2/users/me`);
    expect(idp.endpoints('discord').userUrl).toBe(`${idp.url}/discord/api/users/@me`);
  });
});

describe('GitHub', () => {
  it('GET /user answers { id, login, name, email } for the token’s user', async () => {
    const { token } = await accessToken('github', 'read:user user:email');
    const response = await getUser('github', token);
    expect(response.status).toBe(200);
    const user = (await response.json()) as Record<string, unknown>;
    expect(user).toMatchObject({ login: 'alice', name: 'Alice', email: 'alice@example.test' });
    expect(typeof user.id).toBe('number');
  });

  it('GET /user/emails tells whether the email is verified (scope user:email)', async () => {
    const { token } = await accessToken('github', 'read:user user:email', 'bob');
    const response = await getUser('github', token, '/user/emails');
    expect(await response.json()).toEqual([
      { email: 'bob@example.test', primary: true, verified: false, visibility: 'public' },
    ]);
    const withoutScope = await accessToken('github', 'read:user', 'bob');
    expect((await getUser('github', withoutScope.token, '/user/emails')).status).toBe(404);
  });

  it('answers 401 without a token and with an unknown one, in GitHub’s shape', async () => {
    const missing = await getUser('github');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'Requires authentication' });
    const unknown = await getUser('github', 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ message: 'Bad credentials' });
  });

  it('gives Carol a null email', async () => {
    const { token } = await accessToken('github', 'read:user user:email', 'carol');
    expect(await (await getUser('github', token)).json()).toMatchObject({ login: 'carol', email: null });
  });
});

describe('X', () => {
  it('GET /2/users/me answers { data: { id, username, name } }', async () => {
    const { token } = await accessToken('x', 'users.read tweet.read');
    const response = await getUser('x', token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ username: 'alice', name: 'Alice' });
    expect(typeof body.data.id).toBe('string');
  });

  it('answers 401 without a token and 403 without users.read and tweet.read', async () => {
    const missing = await getUser('x');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
    const { token } = await accessToken('x', 'users.read');
    expect((await getUser('x', token)).status).toBe(403);
  });
});

describe('Discord', () => {
  it('GET /api/users/@me answers { id, username, global_name, email, verified } with scope email', async () => {
    const { token } = await accessToken('discord', 'identify email');
    const response = await getUser('discord', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: expect.any(String),
      username: 'alice',
      global_name: 'Alice',
      email: 'alice@example.test',
      verified: true,
    });
  });

  it('leaves email and verified out without scope email', async () => {
    const { token } = await accessToken('discord', 'identify');
    const user = (await (await getUser('discord', token)).json()) as Record<string, unknown>;
    expect(user.username).toBe('alice');
    expect(user).not.toHaveProperty('email');
    expect(user).not.toHaveProperty('verified');
  });

  it('answers 401 without a token, and to a token another personality issued', async () => {
    const missing = await getUser('discord');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    const github = await accessToken('github', 'read:user');
    expect((await getUser('discord', github.token)).status).toBe(401);
  });
});
