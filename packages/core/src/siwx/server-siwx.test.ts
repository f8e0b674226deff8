import { describe, expect, it } from 'vitest';
import { createMemoryStorage, storageKeys } from '../storage/index.js';
import { createSiwxMessage } from './build-message.js';
import { SiwxAuthError } from './siwx-errors.js';
import { createServerSiwx } from './server-siwx.js';

const ADDRESS = '0x00000000000000000000000000000000000000A1';
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

async function signedSession(siwx: ReturnType<typeof setup>['siwx']) {
  const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: ADDRESS });
  return { data: { ...message }, message: message.toString(), signature: '0xsig' };
}

describe('createServerSiwx', () => {
  it('createMessage: asks for a nonce with the project id, keeps the nonce token, builds the message', async () => {
    const { siwx, requests, backend } = setup({ 'POST /auth/v1/nonce': nonceRoute });
    const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: ADDRESS });
    expect(requests[0]?.url.searchParams.get('projectId')).toBe('demo');
    expect(backend.getItem(storageKeys.siwxNonceToken.name)).toBe('nonce-token');
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
    expect(backend.getItem(storageKeys.siwxAuthToken.name)).toBe('bearer-1');
    expect(backend.getItem(storageKeys.siwxNonceToken.name)).toBeNull();
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
    backend.setItem(storageKeys.siwxAuthToken.name, 'bearer-1');
    const sessions = await siwx.getSessions('eip155:1', ADDRESS.toLowerCase());
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer bearer-1');
    expect(sessions).toEqual([{ data: { ...signed }, message: signed.toString(), signature: '0x1' }]);
  });

  it('getSessions with a token the server refuses: forgets the token, answers none', async () => {
    const { siwx, backend } = setup({
      'GET /auth/v1/sessions': () => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'expired' } }),
    });
    backend.setItem(storageKeys.siwxAuthToken.name, 'old');
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([]);
    expect(backend.getItem(storageKeys.siwxAuthToken.name)).toBeNull();
  });

  it('getSessions passes other server failures on (initialization failure)', async () => {
    const { siwx, backend } = setup({
      'GET /auth/v1/sessions': () => ({ status: 500, body: { code: 'X', message: 'down' } }),
    });
    backend.setItem(storageKeys.siwxAuthToken.name, 'bearer');
    await expect(siwx.getSessions('eip155:1', ADDRESS)).rejects.toThrow('HTTP status code: 500');
  });

  it('revokeSession: sign-out with the bearer and the pair, then clears the token', async () => {
    const { siwx, requests, backend } = setup({ 'POST /auth/v1/sign-out': () => ({ status: 204 }) });
    backend.setItem(storageKeys.siwxAuthToken.name, 'bearer-1');
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
