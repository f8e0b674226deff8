/**
 * startIdp: a local identity provider for development and tests. One HTTP server carries six provider
 * personalities, each under its own path with its own issuer: Google, Apple and Facebook speak OpenID
 * Connect (Apple posts its answer back as a form), GitHub, X and Discord speak OAuth 2 alone and serve a
 * user API. Each has one static client whose redirect URIs are given at start. Never for production: anyone
 * who reaches it can sign in as any test user.
 */
import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { JWK } from 'oidc-provider';
import { handleInteraction, isInteractionPath } from './interactions.js';
import { createMemoryStore, type MemoryStore } from './memory-store.js';
import { PAGE_HEADERS, renderIndexPage } from './pages.js';
import { createPersonalityProvider } from './personality-provider.js';
import {
  clientOf,
  isOidcProvider,
  isProvider,
  PERSONALITIES,
  PROVIDERS,
  type Personality,
  type Provider,
  USER_API_PATHS,
} from './personalities.js';
import { findUserRoute, handleUserApi } from './user-api.js';

export interface IdpOptions {
  /** 0 (the default): a free port. */
  port?: number;
  /** '127.0.0.1' by default. */
  host?: string;
  /** Where each personality's client may be sent back: the client's callback URLs, exactly. */
  redirectUris: Readonly<Record<Provider, readonly string[]>>;
}

export interface IdpEndpoints {
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** OAuth-2-only personalities: their user API. OpenID Connect ones: the userinfo endpoint. */
  userUrl: string;
}

export interface Idp {
  /** e.g. http://127.0.0.1:8792 */
  url: string;
  /** e.g. http://127.0.0.1:8792/google: the issuer (OpenID Connect discovery lives under it). */
  issuer(provider: Provider): string;
  endpoints(provider: Provider): IdpEndpoints;
  client(provider: Provider): { clientId: string; clientSecret: string };
  stop(): Promise<void>;
}

export class IdpConfigError extends Error {
  override name = 'IdpConfigError';
}

interface Mount {
  personality: Personality;
  mountPath: string;
  oidc: Awaited<ReturnType<typeof createPersonalityProvider>>;
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  store: MemoryStore;
}

function checkRedirectUris(redirectUris: IdpOptions['redirectUris']): void {
  for (const provider of PROVIDERS) {
    const uris = redirectUris[provider] ?? [];
    if (uris.length === 0) throw new IdpConfigError(`No redirect URI for ${provider}.`);
    for (const uri of uris) {
      const parsed = URL.parse(uri);
      if (parsed === null || !['http:', 'https:'].includes(parsed.protocol) || parsed.hash !== '') {
        throw new IdpConfigError(
          `The ${provider} redirect URI "${uri}" must be an http(s) URL without a fragment.`,
        );
      }
    }
  }
}

/** A host as it goes into a URL: IPv6 addresses in brackets. */
function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

async function makeSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(value));
}

/** Request rewrites that make a personality behave like its provider before oidc-provider sees it. */
function adjustAuthorizationRequest(personality: Personality, search: URLSearchParams): void {
  if (!personality.oidc) {
    // GitHub, X and Discord know nothing of OpenID Connect and ignore its parameters.
    const scope = search.get('scope');
    if (scope !== null) {
      search.set(
        'scope',
        scope
          .split(' ')
          .filter((value) => value !== 'openid')
          .join(' '),
      );
    }
    search.delete('nonce');
  }
  if (personality.defaultResponseMode !== undefined && !search.has('response_mode')) {
    search.set('response_mode', personality.defaultResponseMode);
  }
}

async function dispatch(
  mounts: ReadonlyMap<Provider, Mount>,
  issuerOf: (provider: Provider) => string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://idp.invalid');
  const [, first = '', ...rest] = url.pathname.split('/');
  if (url.pathname === '/' && request.method === 'GET') {
    request.resume();
    response.writeHead(200, PAGE_HEADERS);
    response.end(
      renderIndexPage(
        PROVIDERS.map((provider) => ({ personality: PERSONALITIES[provider], issuer: issuerOf(provider) })),
      ),
    );
    return;
  }
  const mount = isProvider(first) ? mounts.get(first) : undefined;
  if (mount === undefined) {
    request.resume();
    sendJson(response, 404, { error: 'not_found' });
    return;
  }
  const { personality } = mount;
  const path = `/${rest.join('/')}`;
  if (isInteractionPath(path)) {
    await handleInteraction(mount, path, request, response);
    return;
  }
  const { provider } = personality;
  if (!isOidcProvider(provider)) {
    const route = findUserRoute(provider, path);
    if (route !== undefined) {
      await handleUserApi(mount.oidc, route, request, response);
      return;
    }
    // The real GitHub, X and Discord publish no discovery document: a client must be told their URLs.
    if (path.startsWith('/.well-known/')) {
      request.resume();
      sendJson(response, 404, { error: 'not_found' });
      return;
    }
  }
  if (path === personality.routes.authorization) adjustAuthorizationRequest(personality, url.searchParams);
  // oidc-provider serves its routes from the root; it learns its mount path from originalUrl/baseUrl.
  Object.assign(request, { originalUrl: `${mount.mountPath}${path}${url.search}`, baseUrl: mount.mountPath });
  request.url = `${path}${url.search}`;
  await mount.handle(request, response);
}

export async function startIdp(options: IdpOptions): Promise<Idp> {
  checkRedirectUris(options.redirectUris);
  const host = options.host ?? '127.0.0.1';
  const mounts = new Map<Provider, Mount>();
  let origin = '';
  const issuerOf = (provider: Provider) => `${origin}/${provider}`;
  const server = createServer((request, response) => {
    dispatch(mounts, issuerOf, request, response).catch((error: unknown) => {
      console.error('Identity provider request failed:', error);
      if (!response.headersSent) sendJson(response, 500, { error: 'server_error' });
      else response.destroy();
    });
  });
  // The issuers carry the port, so the server listens first and the personalities are made after.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  try {
    origin = `http://${urlHost(host)}:${(server.address() as AddressInfo).port}`;
    const signingKey = await makeSigningKey();
    const cookieKeys = [randomBytes(32).toString('base64url')];
    for (const provider of PROVIDERS) {
      const store = createMemoryStore();
      const oidc = await createPersonalityProvider({
        personality: PERSONALITIES[provider],
        issuer: issuerOf(provider),
        redirectUris: options.redirectUris[provider],
        signingKeys: [signingKey],
        cookieKeys,
        store,
      });
      mounts.set(provider, {
        personality: PERSONALITIES[provider],
        mountPath: `/${provider}`,
        oidc,
        handle: oidc.callback() as Mount['handle'],
        store,
      });
    }
  } catch (error) {
    await close();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    url: origin,
    issuer: issuerOf,
    endpoints(provider) {
      const { routes } = PERSONALITIES[provider];
      const issuer = issuerOf(provider);
      return {
        issuer,
        authorizationUrl: `${issuer}${routes.authorization}`,
        tokenUrl: `${issuer}${routes.token}`,
        userUrl: `${issuer}${isOidcProvider(provider) ? '/me' : USER_API_PATHS[provider]}`,
      };
    },
    client: clientOf,
    stop() {
      stopping ??= close().then(() => {
        for (const mount of mounts.values()) mount.store.clear();
      });
      return stopping;
    },
  };
}
