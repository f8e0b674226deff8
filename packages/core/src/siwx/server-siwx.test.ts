import { describe, expect, it } from 'vitest';
import { createMemoryStorage, storageKeys } from '../storage/index.js';
import { createSiwxMessage } from './build-message.js';
import { SiwxAuthError } from './siwx-errors.js';
import { createServerSiwx } from './server-siwx.js';

const ADDRESS = '0x00000000000000000000000000000000000000A1';
const OTHER = '0x00000000000000000000000000000000000000B2';

type Backend = ReturnType<typeof createMemoryStorage>;
/** The bearer tokens as stored: one JSON list of { chainId, address, token } under siwx_auth_token. */
function storedTokens(backend: Backend): unknown {
  const raw = backend.getItem(storageKeys.siwxAuthToken.name);
  return raw === null ? null : JSON.parse(raw);
}
function storeTokens(backend: Backend, entries: Array<{ chainId: string; address: string; token: string }>) {
  const lowered = entries.map((entry) => ({ ...entry, address: entry.address.toLowerCase() }));
  backend.setItem(storageKeys.siwxAuthToken.name, JSON.stringify(lowered));
}
const NOW = Date.UTC(2024, 4, 1, 12);

interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A fake of the server's /auth/v1 routes, scripted per test. */
function fakeServer(routes: Record<string, (request: Recorded) => { status: number; body?: unknown }>) {
  const requests: Recorded[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    const url = new URL(input);
    const request = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: init.body === undefined ? undefined : JSON.parse(init.body as string),
    };
    requests.push(request);
    const route = routes[`${request.method} ${url.pathname}`];
    const answer = route ? route(request) : { status: 404, body: { code: 'NOT_FOUND', message: 'no route' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  };
  return { fetch, requests };
}

function setup(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(routes);
  const backend = createMemoryStorage();
  const siwx = createServerSiwx({
    url: 'https://api.example.com',
    projectId: 'demo',
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    statement: 'Sign in to the demo',
    fetch: server.fetch,
    storage: backend,
    now: () => NOW,
  });
  return { ...server, backend, siwx };
}

const nonceRoute = () => ({
  status: 200,
  body: { nonce: 'abcdEFGH12345678', token: 'nonce-token', expiresAt: '2024-05-01T12:05:00.000Z' },
});

async function signedSession(siwx: ReturnType<typeof setup>['siwx'], address = ADDRESS) {
  const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: address });
  return { data: { ...message }, message: message.toString(), signature: '0xsig' };
}

describe('createServerSiwx', () => {
  it('createMessage: asks for a nonce with the project id, keeps the nonce token in memory only, builds the message', async () => {
    const { siwx, requests, backend } = setup({ 'POST /auth/v1/nonce': nonceRoute });
    const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: ADDRESS });
    expect(requests[0]?.url.searchParams.get('projectId')).toBe('demo');
    expect(backend.getItem(storageKeys.siwxNonceToken.name)).toBeNull();
    expect(backend.getItem(storageKeys.siwxAuthToken.name)).toBeNull();
    expect(message).toMatchObject({
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      nonce: 'abcdEFGH12345678',
      issuedAt: '2024-05-01T12:00:00.000Z',
      statement: 'Sign in to the demo',
    });
    expect(message.toString()).toContain('Nonce: abcdEFGH12345678');
  });

  it('addSession: sends message, signature and nonce token; stores the bearer token; drops the nonce token', async () => {
    const { siwx, requests, backend } = setup({
      'POST /auth/v1/nonce': nonceRoute,
      'POST /auth/v1/authenticate': () => ({ status: 200, body: { token: 'bearer-1', session: {} } }),
    });
    const session = await signedSession(siwx);
    await siwx.addSession(session);
    expect(requests[1]?.body).toEqual({
      message: session.message,
      signature: '0xsig',
      nonceToken: 'nonce-token',
    });
    expect(storedTokens(backend)).toEqual([
      { chainId: 'eip155:1', address: ADDRESS.toLowerCase(), token: 'bearer-1' },
    ]);
    expect(backend.getItem(storageKeys.siwxNonceToken.name)).toBeNull();
    // Single use: the same nonce cannot be sent again.
    await expect(siwx.addSession(session)).rejects.toThrow('No sign-in nonce was requested');
    expect(requests).toHaveLength(2);
  });

  it('addSession refused: SiwxAuthError with the server reason; no token stored', async () => {
    const { siwx, backend } = setup({
      'POST /auth/v1/nonce': nonceRoute,
      'POST /auth/v1/authenticate': () => ({
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Invalid signature' },
      }),
    });
    const error = await siwx.addSession(await signedSession(siwx)).catch((e) => e);
    expect(error).toBeInstanceOf(SiwxAuthError);
    expect(error).toMatchObject({ shortMessage: 'Invalid signature', status: 401 });
    expect(backend.getItem(storageKeys.siwxAuthToken.name)).toBeNull();
    expect(backend.getItem(storageKeys.siwxNonceToken.name)).toBeNull();
  });

  it('getSessions: none without a token (no request); with one, the bearer and only the pair', async () => {
    const signed = createSiwxMessage({
      accountAddress: ADDRESS,
      chainId: 'eip155:1',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'abcdEFGH1234',
      issuedAt: '2024-05-01T12:00:00.000Z',
    });
    const other = createSiwxMessage({ ...signed, chainId: 'eip155:5' });
    const { siwx, requests, backend } = setup({
      'GET /auth/v1/sessions': () => ({
        status: 200,
        body: {
          sessions: [
            { chainId: 'eip155:1', address: ADDRESS, message: signed.toString(), signature: '0x1' },
            { chainId: 'eip155:5', address: ADDRESS, message: other.toString(), signature: '0x5' },
          ],
        },
      }),
    });
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([]);
    expect(requests).toHaveLength(0);
    storeTokens(backend, [{ chainId: 'eip155:1', address: ADDRESS, token: 'bearer-1' }]);
    expect(await siwx.getSessions('eip155:5', ADDRESS)).toEqual([]);
    expect(requests).toHaveLength(0);
    const sessions = await siwx.getSessions('eip155:1', ADDRESS.toLowerCase());
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer bearer-1');
    expect(sessions).toEqual([{ data: { ...signed }, message: signed.toString(), signature: '0x1' }]);
  });

  it('getSessions with a token the server refuses: forgets the token, answers none', async () => {
    const { siwx, backend } = setup({
      'GET /auth/v1/sessions': () => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'expired' } }),
    });
    storeTokens(backend, [
      { chainId: 'eip155:1', address: ADDRESS, token: 'old' },
      { chainId: 'eip155:1', address: OTHER, token: 'kept' },
    ]);
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([]);
    expect(storedTokens(backend)).toEqual([
      { chainId: 'eip155:1', address: OTHER.toLowerCase(), token: 'kept' },
    ]);
  });

  it('getSessions passes other server failures on (initialization failure)', async () => {
    const { siwx, backend } = setup({
      'GET /auth/v1/sessions': () => ({ status: 500, body: { code: 'X', message: 'down' } }),
    });
    storeTokens(backend, [{ chainId: 'eip155:1', address: ADDRESS, token: 'bearer' }]);
    await expect(siwx.getSessions('eip155:1', ADDRESS)).rejects.toThrow('HTTP status code: 500');
  });

  it('revokeSession: sign-out with the bearer and the pair, then clears the token', async () => {
    const { siwx, requests, backend } = setup({ 'POST /auth/v1/sign-out': () => ({ status: 204 }) });
    storeTokens(backend, [{ chainId: 'eip155:1', address: ADDRESS, token: 'bearer-1' }]);
    await siwx.revokeSession('eip155:1', ADDRESS);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer bearer-1');
    expect(requests[0]?.body).toEqual({ chainId: 'eip155:1', address: ADDRESS });
    expect(backend.getItem(storageKeys.siwxAuthToken.name)).toBeNull();
  });

  it('revokeSession without a token does nothing', async () => {
    const { siwx, requests } = setup({});
    await siwx.revokeSession('eip155:1', ADDRESS);
    expect(requests).toHaveLength(0);
  });

  it('two sign-ins at once (two tabs, two accounts): each authenticates with its own nonce token', async () => {
    let issued = 0;
    const { siwx, requests, backend } = setup({
      'POST /auth/v1/nonce': () => {
        issued += 1;
        return {
          status: 200,
          body: {
            nonce: `nonce${issued}abcdefghijk`,
            token: `nonce-token-${issued}`,
            expiresAt: '2024-05-01T12:05:00.000Z',
          },
        };
      },
      'POST /auth/v1/authenticate': (request) => ({
        status: 200,
        body: { token: `bearer-for-${(request.body as { nonceToken: string }).nonceToken}`, session: {} },
      }),
    });
    const first = await signedSession(siwx, ADDRESS);
    const second = await signedSession(siwx, OTHER);
    await siwx.addSession(first);
    await siwx.addSession(second);
    const sent = requests
      .filter((request) => request.url.pathname === '/auth/v1/authenticate')
      .map((request) => (request.body as { nonceToken: string }).nonceToken);
    expect(sent).toEqual(['nonce-token-1', 'nonce-token-2']);
    expect(backend.getItem(storageKeys.siwxNonceToken.name)).toBeNull();
    expect(storedTokens(backend)).toEqual([
      { chainId: 'eip155:1', address: ADDRESS.toLowerCase(), token: 'bearer-for-nonce-token-1' },
      { chainId: 'eip155:1', address: OTHER.toLowerCase(), token: 'bearer-for-nonce-token-2' },
    ]);
  });

  it('a nonce token is not kept past the nonce life (5 minutes)', async () => {
    let time = NOW;
    const server = fakeServer({
      'POST /auth/v1/nonce': () => ({
        status: 200,
        body: { nonce: 'abcdEFGH12345678', token: 'nonce-token', expiresAt: 'not a date' },
      }),
      'POST /auth/v1/authenticate': () => ({ status: 200, body: { token: 'bearer', session: {} } }),
    });
    const siwx = createServerSiwx({
      url: 'https://api.example.com',
      projectId: 'demo',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      fetch: server.fetch,
      storage: createMemoryStorage(),
      now: () => time,
    });
    const session = await signedSession(siwx);
    time += 5 * 60_000;
    await expect(siwx.addSession(session)).rejects.toThrow('No sign-in nonce was requested');
    expect(server.requests).toHaveLength(1);
  });

  it("signed in as A then B: revokeSession(A) signs out with A's token and keeps B's", async () => {
    let issued = 0;
    const { siwx, requests, backend } = setup({
      'POST /auth/v1/nonce': () => {
        issued += 1;
        return {
          status: 200,
          body: {
            nonce: `nonce${issued}abcdefghijk`,
            token: `nt-${issued}`,
            expiresAt: '2024-05-01T12:05:00.000Z',
          },
        };
      },
      'POST /auth/v1/authenticate': () => ({ status: 200, body: { token: `bearer-${issued}`, session: {} } }),
      'POST /auth/v1/sign-out': () => ({ status: 204 }),
    });
    await siwx.addSession(await signedSession(siwx, ADDRESS));
    await siwx.addSession(await signedSession(siwx, OTHER));
    await siwx.revokeSession('eip155:1', ADDRESS);
    const signOut = requests.find((request) => request.url.pathname === '/auth/v1/sign-out');
    expect(signOut?.headers.get('authorization')).toBe('Bearer bearer-1');
    expect(signOut?.body).toEqual({ chainId: 'eip155:1', address: ADDRESS });
    expect(storedTokens(backend)).toEqual([
      { chainId: 'eip155:1', address: OTHER.toLowerCase(), token: 'bearer-2' },
    ]);
  });

  it('revokeSession refused with 403: the token is forgotten, no error', async () => {
    const { siwx, backend } = setup({
      'POST /auth/v1/sign-out': () => ({
        status: 403,
        body: { code: 'SIWX_FORBIDDEN', message: "Only the session's own address can be signed out." },
      }),
    });
    storeTokens(backend, [{ chainId: 'eip155:1', address: ADDRESS, token: 'stale' }]);
    await siwx.revokeSession('eip155:1', ADDRESS);
    expect(backend.getItem(storageKeys.siwxAuthToken.name)).toBeNull();
  });

  it('revokeSession passes other server failures on and keeps the token', async () => {
    const { siwx, backend } = setup({
      'POST /auth/v1/sign-out': () => ({ status: 500, body: { code: 'X', message: 'down' } }),
    });
    storeTokens(backend, [{ chainId: 'eip155:1', address: ADDRESS, token: 'bearer' }]);
    await expect(siwx.revokeSession('eip155:1', ADDRESS)).rejects.toThrow('HTTP status code: 500');
    expect(storedTokens(backend)).toEqual([
      { chainId: 'eip155:1', address: ADDRESS.toLowerCase(), token: 'bearer' },
    ]);
  });

  it('a corrupt or old-format token entry reads as no tokens', async () => {
    for (const raw of ['bearer-from-an-older-version', '{"a":1}', '[{"chainId":"eip155:1"}]', '[']) {
      const { siwx, requests, backend } = setup({});
      backend.setItem(storageKeys.siwxAuthToken.name, raw);
      expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([]);
      await siwx.revokeSession('eip155:1', ADDRESS);
      expect(requests).toHaveLength(0);
    }
  });

  it('setSessions([]) signs out every kept token and clears them', async () => {
    const { siwx, requests, backend } = setup({ 'POST /auth/v1/sign-out': () => ({ status: 204 }) });
    storeTokens(backend, [
      { chainId: 'eip155:1', address: ADDRESS, token: 'bearer-a' },
      { chainId: 'eip155:1', address: OTHER, token: 'bearer-b' },
    ]);
    await siwx.setSessions([]);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer bearer-a',
      'Bearer bearer-b',
    ]);
    expect(backend.getItem(storageKeys.siwxAuthToken.name)).toBeNull();
  });

  it('getRequired and signOutOnDisconnect follow the options', () => {
    expect(
      createServerSiwx({ url: 'https://a.b', projectId: 'p', required: true, signOutOnDisconnect: true }),
    ).toMatchObject({ signOutOnDisconnect: true });
    expect(createServerSiwx({ url: 'https://a.b', projectId: 'p', required: true }).getRequired?.()).toBe(
      true,
    );
    expect(createServerSiwx({ url: 'https://a.b', projectId: 'p' }).getRequired?.()).toBe(false);
  });
});
