/**
 * The pages: the login page lists every test user as a button, the consent page offers Allow and Deny,
 * every value is escaped (property-tested), nothing runs script, and both follow the system's light or dark
 * scheme. Plus the server's edges: the index page, unknown paths, the interaction routes' methods.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml, renderConsentPage, renderErrorPage, renderLoginPage } from '../src/pages.js';
import { type Idp, PERSONALITIES, startIdp, TEST_USERS } from '../src/index.js';
import { TestBrowser } from './support/browser.js';
import { authorizationRequest, openLogin, REDIRECT_URIS } from './support/client.js';

let idp: Idp;

beforeAll(async () => {
  idp = await startIdp({ port: 0, redirectUris: REDIRECT_URIS });
});

afterAll(async () => {
  await idp?.stop();
});

describe('escapeHtml', () => {
  it('leaves no markup-significant character in any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeHtml(text)).not.toMatch(/[<>"']/);
        // Unescaping gives the text back.
        const back = escapeHtml(text)
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&quot;', '"')
          .replaceAll('&#39;', "'")
          .replaceAll('&amp;', '&');
        expect(back).toBe(text);
      }),
    );
  });

  it('escapes whatever reaches the pages', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const pages = [
          renderLoginPage({
            personality: PERSONALITIES.google,
            clientName: text,
            loginAction: '/l',
            abortAction: '/a',
          }),
          renderConsentPage({
            personality: PERSONALITIES.github,
            clientName: text,
            user: TEST_USERS[0]!,
            scopes: [text],
            confirmAction: '/c',
            abortAction: '/a',
          }),
          renderErrorPage({ title: text, error: text, description: text }),
        ];
        for (const page of pages) expect(page).toContain(escapeHtml(text));
      }),
    );
    const hostile = renderErrorPage({ title: 'x', error: '<img src=x onerror=alert(1)>' });
    expect(hostile).not.toContain('<img');
  });
});

describe('the login page', () => {
  it('lists Alice, Bob and Carol as buttons with what each has for an email, with no script', async () => {
    const browser = new TestBrowser(idp.url);
    const login = await openLogin(browser, authorizationRequest(idp, 'discord', { scope: 'identify' }));
    expect(login.response.status).toBe(200);
    expect(login.response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = login.html;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sign in with Discord</h1>');
    expect(html).not.toContain('<script');
    for (const user of ['alice', 'bob', 'carol']) expect(html).toContain(`name="user" value="${user}"`);
    expect(html).toContain('alice@example.test · email verified');
    expect(html).toContain('bob@example.test · email not verified');
    expect(html).toContain('no email address');
    expect(html).toContain('prefers-color-scheme: dark');
  });

  it('refuses a user that is not on the list', async () => {
    const browser = new TestBrowser(idp.url);
    const login = await openLogin(
      browser,
      authorizationRequest(idp, 'google', { scope: 'openid', nonce: true }),
    );
    const action = /action="([^"]*\/login)"/.exec(login.html)?.[1] ?? '';
    const result = await browser.submit(action, { user: 'mallory' });
    expect(result.response.status).toBe(400);
    expect(await result.response.text()).toContain('Pick one of the test users.');
  });
});

describe('the consent page', () => {
  it('names the user and the requested access, with Allow and Deny', () => {
    const html = renderConsentPage({
      personality: PERSONALITIES.x,
      clientName: 'Walletport',
      user: TEST_USERS[1]!,
      scopes: ['users.read', 'tweet.read'],
      confirmAction: '/x/interaction/u/confirm',
      abortAction: '/x/interaction/u/abort',
    });
    expect(html).toContain('Allow Walletport to use your X account?');
    expect(html).toContain('<dd>Bob</dd>');
    expect(html).toContain('Read your profile <code>users.read</code>');
    expect(html).toContain('<button class="primary" type="submit">Allow</button>');
    expect(html).toContain('formaction="/x/interaction/u/abort">Deny</button>');
  });

  it('shows a scope named like an object member as it is', () => {
    const html = renderConsentPage({
      personality: PERSONALITIES.github,
      clientName: 'Walletport',
      user: TEST_USERS[0]!,
      scopes: ['toString', '__proto__'],
      confirmAction: '/c',
      abortAction: '/a',
    });
    expect(html).toContain('<li>toString</li>');
    expect(html).toContain('<li>__proto__</li>');
  });
});

describe('the server', () => {
  it('lists the personalities on its index page', async () => {
    const response = await fetch(idp.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const provider of ['google', 'apple', 'facebook', 'github', 'x', 'discord']) {
      expect(html).toContain(`${idp.url}/${provider}`);
    }
  });

  it('answers 404 outside the personalities', async () => {
    expect((await fetch(`${idp.url}/gitlab/login/oauth/authorize`)).status).toBe(404);
  });

  it('answers an interaction page without its cookie with an error page', async () => {
    const response = await fetch(`${idp.url}/google/interaction/some-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in has expired');
  });

  it('refuses redirect URIs that are missing or malformed at start', async () => {
    await expect(startIdp({ redirectUris: { ...REDIRECT_URIS, x: [] } })).rejects.toThrow(
      'No redirect URI for x.',
    );
    await expect(
      startIdp({ redirectUris: { ...REDIRECT_URIS, apple: ['http://127.0.0.1:9/cb#frag'] } }),
    ).rejects.toThrow('without a fragment');
  });
});
