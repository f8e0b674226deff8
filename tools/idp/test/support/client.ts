/**
 * A confidential client doing authorization code + PKCE (S256) against one personality, with plain fetch:
 * what the Walletport server does, written out so each step can be checked on its own.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Idp, Provider } from '../../src/index.js';
import { formAction, readFormPost, TestBrowser } from './browser.js';

export function redirectUriOf(provider: Provider): string {
  return `http://127.0.0.1:9/callback/${provider}`;
}

export const REDIRECT_URIS = {
  google: [redirectUriOf('google')],
  apple: [redirectUriOf('apple')],
  facebook: [redirectUriOf('facebook')],
  github: [redirectUriOf('github')],
  x: [redirectUriOf('x')],
  discord: [redirectUriOf('discord')],
} satisfies Record<Provider, string[]>;

export interface AuthorizationRequest {
  provider: Provider;
  scope: string;
  state: string;
  nonce?: string;
  verifier: string;
  url: string;
}

// 43 characters: the shortest PKCE verifier allowed.
const random = () => randomBytes(32).toString('base64url');

export function authorizationRequest(
  idp: Idp,
  provider: Provider,
  options: { scope: string; nonce?: boolean; extra?: Record<string, string> },
): AuthorizationRequest {
  const verifier = random();
  const state = random();
  const nonce = options.nonce === true ? random() : undefined;
  const url = new URL(idp.endpoints(provider).authorizationUrl);
  url.search = new URLSearchParams({
    client_id: idp.client(provider).clientId,
    response_type: 'code',
    redirect_uri: redirectUriOf(provider),
    scope: options.scope,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(nonce === undefined ? {} : { nonce }),
    ...options.extra,
  }).toString();
  return { provider, scope: options.scope, state, nonce, verifier, url: url.href };
}

/** What reached the client's redirect URI: by redirect (query) or by a posted form (form_post). */
export interface Callback {
  via: 'query' | 'form_post';
  target: string;
  params: Record<string, string>;
}

async function callbackFrom(result: Awaited<ReturnType<TestBrowser['visit']>>): Promise<Callback> {
  if (result.leftTo !== undefined) {
    const target = `${result.leftTo.origin}${result.leftTo.pathname}`;
    return { via: 'query', target, params: Object.fromEntries(result.leftTo.searchParams) };
  }
  const html = await result.response.text();
  const { action, fields } = readFormPost(html);
  return { via: 'form_post', target: action, params: fields };
}

/** Opens the authorization URL; ends on the login page (its HTML) unless the provider refused first. */
export async function openLogin(browser: TestBrowser, request: AuthorizationRequest) {
  const result = await browser.visit(request.url);
  return { ...result, html: result.leftTo === undefined ? await result.response.text() : '' };
}

/**
 * The whole dance as a visitor does it: open the authorization URL, pick `user` on the login page, then
 * Allow or Deny on the consent page. Resolves with what the redirect URI received.
 */
export async function signIn(
  idp: Idp,
  request: AuthorizationRequest,
  options: { user: 'alice' | 'bob' | 'carol'; consent: 'allow' | 'deny' },
): Promise<Callback> {
  const browser = new TestBrowser(idp.url);
  const login = await openLogin(browser, request);
  if (login.response.status !== 200) throw new Error(`The login page answered ${login.response.status}`);
  const consent = await browser.submit(formAction(login.html, 'login'), { user: options.user });
  const consentHtml = await consent.response.text();
  if (!consentHtml.includes('Allow')) throw new Error('No consent page after the login');
  const action = formAction(consentHtml, options.consent === 'allow' ? 'confirm' : 'abort');
  return callbackFrom(await browser.submit(action));
}

export { callbackFrom };

export async function exchangeCode(
  idp: Idp,
  provider: Provider,
  code: string,
  verifier: string,
  options: { redirectUri?: string; auth?: 'basic' | 'post' } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { clientId, clientSecret } = idp.client(provider);
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: options.redirectUri ?? redirectUriOf(provider),
    code_verifier: verifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.auth === 'post') {
    form.set('client_id', clientId);
    form.set('client_secret', clientSecret);
  } else {
    headers.authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  }
  const response = await fetch(idp.endpoints(provider).tokenUrl, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
