/**
 * Set-up of the social-login tests: the local identity provider (@walletport/idp, a real oidc-provider
 * server on a free port) with the server's callback URLs, the embedded-wallet server configured for five
 * of its six personalities (Facebook left out, to show an unconfigured provider is not offered), and a
 * small cookie-keeping browser that walks the provider's login and consent pages the way a visitor
 * clicks them and hands the final redirect (or Apple's form_post) to the server.
 */
import { randomBytes } from 'node:crypto';
import { type Idp, type Provider, startIdp } from '@walletport/idp';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { verifierHash } from '../../src/embedded/social/secrets.js';
import type { TestDatabaseKind } from '../support/databases.js';
import { call, type EmbeddedHarness, HOST_ORIGIN, useEmbeddedServer } from './embedded-kit.js';

/** The server's public base as the providers know it; the test browser hands its URLs to app.inject. */
export const REDIRECT_BASE = 'http://127.0.0.1:4999';
export const CONFIGURED: readonly Provider[] = ['google', 'apple', 'github', 'x', 'discord'];
const ALL: readonly Provider[] = ['google', 'apple', 'facebook', 'github', 'x', 'discord'];

export interface SocialHarness extends EmbeddedHarness {
  readonly idp: Idp;
}

export function useSocialServer(
  kind: TestDatabaseKind,
  options: Parameters<typeof useEmbeddedServer>[1] = {},
): SocialHarness {
  // Filled before the server's own beforeAll reads it (hooks run in the order they are declared).
  const env: Record<string, string> = { ...options.env };
  let idp: Idp | undefined;
  beforeAll(async () => {
    const redirectUris = Object.fromEntries(
      ALL.map((provider) => [provider, [`${REDIRECT_BASE}/embedded/v1/social/callback/${provider}`]]),
    ) as Record<Provider, string[]>;
    idp = await startIdp({ redirectUris });
    env.SOCIAL_REDIRECT_BASE_URL = REDIRECT_BASE;
    for (const provider of CONFIGURED) {
      const prefix = `SOCIAL_${provider.toUpperCase()}_`;
      const client = idp.client(provider);
      const endpoints = idp.endpoints(provider);
      env[`${prefix}CLIENT_ID`] = client.clientId;
      env[`${prefix}CLIENT_SECRET`] = client.clientSecret;
      if (provider === 'google' || provider === 'apple') {
        env[`${prefix}ISSUER`] = endpoints.issuer;
      } else {
        env[`${prefix}AUTHORIZATION_URL`] = endpoints.authorizationUrl;
        env[`${prefix}TOKEN_URL`] = endpoints.tokenUrl;
        env[`${prefix}USER_URL`] = endpoints.userUrl;
      }
    }
  }, 60_000);
  const server = useEmbeddedServer(kind, { ...options, env });
  afterAll(async () => {
    await idp?.stop();
  });
  return Object.defineProperty(server, 'idp', {
    get() {
      if (idp === undefined) throw new Error('The identity provider is not running');
      return idp;
    },
  }) as SocialHarness;
}

/** A new project on the host origin, so tests never share users or emails. */
export async function freshProject(harness: EmbeddedHarness): Promise<string> {
  const id = `social-${randomBytes(5).toString('hex')}`;
  await harness.app.walletport.projects.create({ id, origins: [HOST_ORIGIN] });
  return id;
}

export interface StartedLogin {
  uri: string;
  verifier: string;
}

/** What the frame does: a verifier, its hash to /social/start. */
export async function startLogin(
  harness: EmbeddedHarness,
  provider: string,
  options: { projectId?: string; mode?: 'popup' | 'redirect'; returnTo?: string; origin?: string } = {},
): Promise<StartedLogin> {
  const verifier = randomBytes(32).toString('base64url');
  const response = await startResponse(harness, provider, verifier, options);
  expect(response.statusCode, response.body).toBe(200);
  return { uri: response.json().uri, verifier };
}

export function startResponse(
  harness: EmbeddedHarness,
  provider: string,
  verifier: string,
  options: { projectId?: string; mode?: 'popup' | 'redirect'; returnTo?: string; origin?: string } = {},
): Promise<LightMyRequestResponse> {
  return call(
    harness,
    'POST',
    'social/start',
    {
      provider,
      origin: options.origin ?? HOST_ORIGIN,
      verifierHash: verifierHash(verifier),
      ...(options.mode === undefined ? {} : { mode: options.mode }),
      ...(options.returnTo === undefined ? {} : { returnTo: options.returnTo }),
    },
    options.projectId === undefined ? {} : { projectId: options.projectId },
  );
}

/** How the provider's window comes back to the server. */
export type Callback =
  | { method: 'GET'; url: string }
  | { method: 'POST'; url: string; form: Record<string, string> };

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_match, name: string) => ENTITIES[name] ?? '');
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z_:-]+)\s*=\s*"([^"]*)"/g)) {
    found[(match[1] ?? '').toLowerCase()] = unescapeHtml(match[2] ?? '');
  }
  return found;
}

/**
 * A visitor at the provider: picks `user` on the login page, then Allow or Deny, following redirects with
 * the provider's cookies, until the provider sends the window to the server's callback.
 */
export async function visitProvider(
  uri: string,
  choice: { user: 'alice' | 'bob' | 'carol'; decision?: 'allow' | 'deny' },
): Promise<Callback> {
  const cookies = new Map<string, string>();
  let request: { url: string; method: 'GET' | 'POST'; form?: URLSearchParams } = { url: uri, method: 'GET' };
  for (let step = 0; step < 20; step += 1) {
    if (request.url.startsWith(REDIRECT_BASE)) return { method: 'GET', url: request.url };
    const response = await fetch(request.url, {
      method: request.method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(request.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(request.form === undefined ? {} : { body: request.form.toString() }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      request = { url: new URL(location, request.url).href, method: 'GET' };
      continue;
    }
    const html = await response.text();
    const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((match) => match[0]);
    const formPost = forms.find((form) =>
      (attributes(form.slice(0, form.indexOf('>'))).action ?? '').startsWith(REDIRECT_BASE),
    );
    if (formPost !== undefined) {
      // Apple's form_post: the page's form, as its script would submit it.
      const form: Record<string, string> = {};
      for (const input of formPost.matchAll(/<input\b[^>]*>/g)) {
        const { name, value } = attributes(input[0]);
        if (name !== undefined) form[name] = value ?? '';
      }
      return { method: 'POST', url: attributes(formPost.slice(0, formPost.indexOf('>'))).action ?? '', form };
    }
    // A form_post page answers 400 when it carries an error; any other page must be a 200.
    expect(response.status, html).toBe(200);
    const loginForm = forms.find((form) => /name="user"/.test(form));
    if (loginForm !== undefined) {
      const action = attributes(loginForm.slice(0, loginForm.indexOf('>'))).action ?? '';
      request = {
        url: new URL(action, request.url).href,
        method: 'POST',
        form: new URLSearchParams({ user: choice.user }),
      };
      continue;
    }
    const consent = forms.find((form) => /Allow/.test(form));
    if (consent !== undefined) {
      const confirm = attributes(consent.slice(0, consent.indexOf('>'))).action ?? '';
      const abort = /formaction="([^"]*)"/.exec(consent)?.[1];
      const target = choice.decision === 'deny' ? unescapeHtml(abort ?? '') : confirm;
      request = { url: new URL(target, request.url).href, method: 'POST', form: new URLSearchParams() };
      continue;
    }
    throw new Error(`The provider's page has no form the test knows:\n${html.slice(0, 500)}`);
  }
  throw new Error('Too many steps at the provider');
}

/** The provider's window arriving at the server's callback. */
export function deliver(
  harness: EmbeddedHarness,
  callback: Callback,
  idpOrigin: string,
): Promise<LightMyRequestResponse> {
  const url = new URL(callback.url);
  if (callback.method === 'GET') {
    return harness.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  }
  return harness.app.inject({
    method: 'POST',
    url: url.pathname,
    // A cross-site form post, as from the provider's page.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: idpOrigin },
    payload: new URLSearchParams(callback.form).toString(),
  });
}

/** The callback's redirect target, parsed. */
export function redirectOf(response: LightMyRequestResponse): URL {
  expect(response.statusCode, response.body).toBe(303);
  return new URL(String(response.headers.location));
}

export interface SocialLogin {
  token: string;
  user: { id: string; email: string | null; socialProvider?: string; username?: string };
  wallet: { address: string; solanaAddress: string } | null;
}

/** A whole popup login: start, the provider's pages, the callback, redeem. */
export async function socialLogIn(
  harness: SocialHarness,
  provider: Provider,
  user: 'alice' | 'bob' | 'carol',
  options: { projectId?: string } = {},
): Promise<SocialLogin> {
  const started = await startLogin(harness, provider, options);
  const callback = await visitProvider(started.uri, { user });
  const target = redirectOf(await deliver(harness, callback, harness.idp.url));
  const result = target.searchParams.get('result');
  expect(result, target.href).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const redeemed = await call(
    harness,
    'POST',
    'social/redeem',
    { result, verifier: started.verifier },
    options.projectId === undefined ? {} : { projectId: options.projectId },
  );
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  const body = redeemed.json();
  return { token: body.sessionToken, user: body.user, wallet: body.wallet };
}
