// @vitest-environment happy-dom
import { EMBEDDED_CHANNEL } from '@walletport/core/embedded-protocol';
import { describe, expect, it } from 'vitest';
import { startFrameApp } from '../src/frame/frame-app.js';
import { createAllowedOriginCheck } from '../src/frame/host-origin.js';
import type { FrameUiPort } from '../src/frame/ports.js';
import {
  describeFake,
  fakeFlow,
  fakeUi,
  fakeWallet,
  flush,
  HOST_ORIGIN,
  SESSION,
  sessionExpired,
} from './frame-fakes.js';

const API = 'https://api.example.com';
const FRAME = 'https://frame.example.com';
const GOOD_QUERY = '?projectId=project-1&chainId=31337&version=0.1.0&enableLogger=false';
let nextId = 0;
const newId = () => `request-${String(++nextId).padStart(12, '0')}`;

interface Options {
  search?: string;
  config?: { status: number; body: unknown };
  origins?: () => Response | Promise<Response>;
  referrer?: string;
  ancestorOrigins?: string[];
  flow?: ReturnType<typeof fakeFlow>;
  /** Makes creating the login flow throw (e.g. storage the browser refuses). */
  flowFails?: boolean;
  ui?: FrameUiPort & { layout?: (layout: { visible: boolean; height?: number }) => void };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(options: Options = {}) {
  const posted: { message: Record<string, unknown>; targetOrigin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) =>
      posted.push({ message: message as Record<string, unknown>, targetOrigin }),
  };
  const fetched: string[] = [];
  const reloads: number[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    if (url === `${FRAME}/config.json`) {
      const config = options.config ?? { status: 200, body: { apiUrl: API } };
      return json(config.status, config.body);
    }
    if (url.startsWith(`${API}/projects/v1/origins?projectId=project-1`)) {
      return options.origins?.() ?? json(200, { allowedOrigins: [HOST_ORIGIN] });
    }
    return json(404, { message: 'Not found' });
  };
  const fakeWindow = {
    location: {
      search: options.search ?? GOOD_QUERY,
      href: `${FRAME}/${options.search ?? GOOD_QUERY}`,
      ancestorOrigins: options.ancestorOrigins ?? [HOST_ORIGIN],
      reload: () => reloads.push(posted.length),
    },
    document: { referrer: options.referrer ?? '' },
    parent,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  } as unknown as Window;
  const flow = options.flow ?? fakeFlow();
  let layout: ((value: { visible: boolean; height?: number }) => void) | undefined;
  const app = startFrameApp({
    window: fakeWindow,
    fetch: fetch as typeof globalThis.fetch,
    version: '9.9.9',
    createUi: (onLayout) => {
      layout = onLayout;
      return options.ui ?? fakeUi();
    },
    createFlow: () => {
      if (options.flowFails) throw new Error('Access is denied for this document.');
      return flow;
    },
    createWalletFactory: () => () => fakeWallet(),
    describeRequest: describeFake,
  });
  const request = async (type: string, payload: unknown = {}, origin = HOST_ORIGIN) => {
    const id = newId();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: EMBEDDED_CHANNEL, id, type, payload },
        origin,
        source: parent as unknown as MessageEventSource,
      }),
    );
    for (let i = 0; i < 20; i += 1) {
      await flush();
      const reply = posted.find(({ message }) => message.id === id);
      if (reply !== undefined) return reply;
    }
    return undefined;
  };
  return {
    app,
    posted,
    fetched,
    reloads,
    request,
    flow,
    layout: (value: { visible: boolean; height?: number }) => layout?.(value),
  };
}

describe('frame app', () => {
  it('sends READY with its version at once, before its configuration is read', () => {
    const { app, posted } = setup();
    expect(posted).toEqual([
      {
        message: { channel: EMBEDDED_CHANNEL, type: 'READY', payload: { version: '9.9.9' } },
        targetOrigin: HOST_ORIGIN,
      },
    ]);
    app.stop();
  });

  it('answers a request once configured and allowed, to the pinned origin', async () => {
    const { app, request } = setup();
    expect(await request('GET_CHAIN_ID')).toMatchObject({
      message: { type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 } },
      targetOrigin: HOST_ORIGIN,
    });
    app.stop();
  });

  it('pins the referrer origin where the browser has no ancestorOrigins', async () => {
    const { app, request, posted } = setup({ ancestorOrigins: [], referrer: `${HOST_ORIGIN}/shop?x=1` });
    expect(posted[0]?.targetOrigin).toBe(HOST_ORIGIN);
    expect(await request('GET_CHAIN_ID')).toMatchObject({ message: { type: 'GET_CHAIN_ID_SUCCESS' } });
    app.stop();
  });

  it('answers every request with the configuration problem when the query is bad', async () => {
    const { app, request, posted } = setup({ search: '?chainId=31337&version=0.1.0' });
    expect(posted[0]?.message.type).toBe('READY');
    for (const type of ['GET_CHAIN_ID', 'IS_CONNECTED', 'RPC_REQUEST']) {
      expect((await request(type, { method: 'eth_chainId', chainId: 1 }))?.message).toMatchObject({
        type: `${type}_ERROR`,
        payload: { message: 'Missing projectId' },
      });
    }
    app.stop();
  });

  it('answers with the problem when config.json cannot be read', async () => {
    const { app, request } = setup({ config: { status: 404, body: {} } });
    expect((await request('IS_CONNECTED'))?.message).toMatchObject({
      type: 'IS_CONNECTED_ERROR',
      payload: { message: 'Could not load config.json (HTTP 404)' },
    });
    app.stop();
  });

  it('answers every request with the reason when the wallet cannot start', async () => {
    const { app, request } = setup({ flowFails: true });
    expect((await request('IS_CONNECTED'))?.message).toMatchObject({
      type: 'IS_CONNECTED_ERROR',
      payload: { message: 'The wallet could not start: Access is denied for this document.' },
    });
    app.stop();
  });

  it("answers 'Origin not allowed' to a host that is not on the project's list", async () => {
    const { app, request, flow } = setup({
      origins: () => json(200, { allowedOrigins: ['https://other.example'] }),
    });
    for (const type of ['IS_CONNECTED', 'CONNECT_EMAIL', 'SYNC_THEME']) {
      expect((await request(type, { email: 'a@b.co' }))?.message).toMatchObject({
        type: `${type}_ERROR`,
        payload: { message: 'Origin not allowed' },
      });
    }
    expect(flow.calls).toEqual([]);
    app.stop();
  });

  it('accepts a host matched by a wildcard pattern', async () => {
    const { app, request } = setup({
      origins: () => json(200, { allowedOrigins: ['https://*.example.com'] }),
    });
    expect((await request('GET_CHAIN_ID'))?.message.type).toBe('GET_CHAIN_ID_SUCCESS');
    app.stop();
  });

  it('never answers a message from another origin', async () => {
    const { app, request } = setup();
    expect(await request('GET_CHAIN_ID', {}, 'https://evil.example')).toBeUndefined();
    app.stop();
  });

  it('RELOAD answers before it reloads', async () => {
    const { app, request, reloads, posted } = setup();
    const reply = await request('RELOAD');
    expect(reply?.message.type).toBe('RELOAD_SUCCESS');
    expect(reloads).toEqual([posted.indexOf(reply as (typeof posted)[number]) + 1]);
    app.stop();
  });

  it('tells the host when a view needs it (UI) and when the session died (SIGNED_OUT)', async () => {
    const flow = fakeFlow({ stored: SESSION });
    const { app, request, posted, layout } = setup({ flow });
    layout({ visible: true, height: 420 });
    expect(posted.at(-1)?.message).toEqual({
      channel: EMBEDDED_CHANNEL,
      type: 'UI',
      payload: { visible: true, height: 420 },
    });
    await request('IS_CONNECTED');
    flow.failNext.startEmailUpdate = sessionExpired();
    await request('UPDATE_EMAIL', { email: 'new@example.com' });
    expect(posted.some(({ message }) => message.type === 'SIGNED_OUT')).toBe(true);
    app.stop();
  });
});

describe('allowed-origin check', () => {
  const check = (origin: string | undefined, fetch: () => Promise<Response>) =>
    createAllowedOriginCheck({
      apiUrl: API,
      projectId: 'project-1',
      origin,
      fetch: fetch as typeof globalThis.fetch,
    });

  it('asks once and remembers the answer', async () => {
    let calls = 0;
    const origins = check(HOST_ORIGIN, async () => {
      calls += 1;
      return json(200, { allowedOrigins: ['http://localhost:*', HOST_ORIGIN] });
    });
    expect(await origins.check()).toEqual({ allowed: true });
    expect(await origins.check()).toEqual({ allowed: true });
    expect(calls).toBe(1);
  });

  it('tries again after a failure to ask, and says what failed', async () => {
    const answers = [
      async () => {
        throw new TypeError('offline');
      },
      async () =>
        json(403, {
          code: 'INVALID_PROJECT_ID',
          message: 'The projectId does not name a project on this server.',
        }),
      async () => json(500, 'oops'),
      async () => json(200, { allowedOrigins: [HOST_ORIGIN] }),
    ];
    const origins = check(HOST_ORIGIN, () => (answers.shift() as () => Promise<Response>)());
    expect(await origins.check()).toEqual({ allowed: false, message: 'Could not check the app origin' });
    expect(await origins.check()).toEqual({
      allowed: false,
      message: 'The projectId does not name a project on this server.',
    });
    expect(await origins.check()).toEqual({
      allowed: false,
      message: 'Could not check the app origin (HTTP 500)',
    });
    expect(await origins.check()).toEqual({ allowed: true });
  });

  it('an empty or malformed list allows nobody; no pinned origin is never allowed', async () => {
    expect(await check(HOST_ORIGIN, async () => json(200, { allowedOrigins: [] })).check()).toMatchObject({
      allowed: false,
    });
    expect(await check(HOST_ORIGIN, async () => json(200, { allowedOrigins: 'x' })).check()).toMatchObject({
      allowed: false,
    });
    expect(await check(undefined, async () => json(200, { allowedOrigins: ['*'] })).check()).toEqual({
      allowed: false,
      message: 'Origin not allowed',
    });
  });
});
