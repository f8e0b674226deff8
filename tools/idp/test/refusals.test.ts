/**
 * What the identity provider refuses, as the real providers do: a denied consent or a cancelled login
 * (error=access_denied back at the client), a redirect_uri that is not registered (an error page, never a
 * redirect), a wrong or missing PKCE verifier, a replayed code, and an unknown client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Idp, startIdp } from '../src/index.js';
import { formAction, TestBrowser } from './support/browser.js';
import {
  authorizationRequest,
  callbackFrom,
  exchangeCode,
  openLogin,
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

describe('consent', () => {
  it.each(['google', 'github', 'x', 'discord', 'facebook'] as const)(
    'Deny sends %s’s client back with error=access_denied and its state',
    async (provider) => {
      const scope =
        provider === 'github' ? 'read:user' : provider === 'x' ? 'users.read tweet.read' : 'openid email';
      const request = authorizationRequest(idp, provider, {
        scope: provider === 'discord' ? 'identify' : scope,
        nonce: provider === 'google' || provider === 'facebook',
      });
      const callback = await signIn(idp, request, { user: 'alice', consent: 'deny' });
      expect(callback.target).toBe(redirectUriOf(provider));
      expect(callback.params).toMatchObject({ error: 'access_denied', state: request.state });
      expect(callback.params).not.toHaveProperty('code');
    },
  );

  it('Cancel on the login page is a denial too', async () => {
    const request = authorizationRequest(idp, 'google', { scope: 'openid', nonce: true });
    const browser = new TestBrowser(idp.url);
    const login = await openLogin(browser, request);
    const callback = await callbackFrom(await browser.submit(formAction(login.html, 'abort')));
    expect(callback.params).toMatchObject({ error: 'access_denied', state: request.state });
  });

  it('asks for the user and the consent again at the next sign-in in the same browser', async () => {
    const browser = new TestBrowser(idp.url);
    for (let round = 0; round < 2; round += 1) {
      const request = authorizationRequest(idp, 'google', { scope: 'openid', nonce: true });
      const login = await openLogin(browser, request);
      expect(login.html).toContain('Choose a test user');
      const consent = await browser.submit(formAction(login.html, 'login'), { user: 'alice' });
      expect(await consent.response.text()).toContain('Allow');
    }
  });
});

describe('redirect_uri', () => {
  it('refuses an unregistered redirect_uri with an error page, never redirecting to it', async () => {
    const request = authorizationRequest(idp, 'google', {
      scope: 'openid',
      nonce: true,
      extra: { redirect_uri: 'http://127.0.0.1:9/elsewhere' },
    });
    const response = await fetch(request.url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('invalid_redirect_uri');
    expect(html).toContain('Sign-in could not continue');
  });

  it('refuses another personality’s redirect_uri', async () => {
    const request = authorizationRequest(idp, 'github', {
      scope: 'read:user',
      extra: { redirect_uri: redirectUriOf('google') },
    });
    const response = await fetch(request.url, { redirect: 'manual' });
    expect(response.status).toBe(400);
  });

  it('refuses a code exchange naming another redirect_uri than the authorization did', async () => {
    const request = authorizationRequest(idp, 'google', { scope: 'openid', nonce: true });
    const callback = await signIn(idp, request, { user: 'alice', consent: 'allow' });
    const tokens = await exchangeCode(idp, 'google', callback.params.code ?? '', request.verifier, {
      redirectUri: 'http://127.0.0.1:9/elsewhere',
    });
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe('invalid_grant');
  });
});

describe('PKCE and codes', () => {
  it('refuses a code exchanged with the wrong verifier', async () => {
    const request = authorizationRequest(idp, 'google', { scope: 'openid', nonce: true });
    const callback = await signIn(idp, request, { user: 'alice', consent: 'allow' });
    const tokens = await exchangeCode(idp, 'google', callback.params.code ?? '', `${request.verifier}x`);
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe('invalid_grant');
  });

  it('refuses an authorization request without a code challenge', async () => {
    const request = authorizationRequest(idp, 'discord', { scope: 'identify' });
    const url = new URL(request.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const result = await new TestBrowser(idp.url).visit(url.href);
    expect(result.leftTo?.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a code used twice', async () => {
    const request = authorizationRequest(idp, 'x', { scope: 'users.read tweet.read' });
    const callback = await signIn(idp, request, { user: 'alice', consent: 'allow' });
    const code = callback.params.code ?? '';
    expect((await exchangeCode(idp, 'x', code, request.verifier)).status).toBe(200);
    const replay = await exchangeCode(idp, 'x', code, request.verifier);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
  });

  it('refuses a wrong client secret', async () => {
    const request = authorizationRequest(idp, 'google', { scope: 'openid', nonce: true });
    const callback = await signIn(idp, request, { user: 'alice', consent: 'allow' });
    const response = await fetch(idp.endpoints('google').tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('walletport-google:wrong').toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.params.code ?? '',
        redirect_uri: redirectUriOf('google'),
        code_verifier: request.verifier,
      }),
    });
    expect(response.status).toBe(401);
  });
});

describe('unknown clients', () => {
  it('shows an escaped error page for an unknown client id', async () => {
    const request = authorizationRequest(idp, 'google', {
      scope: 'openid',
      nonce: true,
      extra: { client_id: '<script>alert(1)</script>' },
    });
    const response = await fetch(request.url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('invalid_client');
    expect(html).not.toContain('<script');
  });
});
