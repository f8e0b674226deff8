import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertsStore } from '../alerts/index.js';
import { type CodedText, englishText } from '../errors/index.js';
import { createHttpClient } from '../http/index.js';
import { type AnalyticsClientOptions, createAnalyticsClient } from './analytics-client.js';

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A real HTTP server on 127.0.0.1 (ephemeral port) that records requests and answers as told. */
let server: Server;
let baseUrl: string;
let requests: Recorded[];
let answer: (request: Recorded) => { status: number; body?: string };

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text === '' ? undefined : JSON.parse(text),
      };
      requests.push(recorded);
      const { status, body = '' } = answer(recorded);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const enabledConfig = (request: Recorded) =>
  request.path === '/getAnalyticsConfig'
    ? { status: 200, body: '{"isAnalyticsEnabled":true}' }
    : { status: 204 };

beforeEach(() => {
  requests = [];
  answer = enabledConfig;
});

const posts = () => requests.filter((request) => request.method === 'POST');

function client(overrides: Partial<AnalyticsClientOptions> = {}) {
  const alerts = { showOnce: vi.fn() };
  let now = 1_700_000_000_000;
  const instance = createAnalyticsClient({
    http: createHttpClient({ baseUrl }),
    projectId: 'demo-project',
    sdkType: 'walletport',
    sdkVersion: 'react-evm-0.1.0',
    enabled: true,
    alerts,
    now: () => now,
    getPageInfo: () => ({ url: 'https://dapp.example/swap?x=1', domain: 'dapp.example' }),
    ...overrides,
  });
  return { instance, alerts, advance: (ms: number) => (now += ms), now: () => now };
}

const SDK_QUERY = { projectId: 'demo-project', st: 'walletport', sv: 'react-evm-0.1.0' };

describe('GET /getAnalyticsConfig (returns isAnalyticsEnabled, false on failure)', () => {
  it('asks with projectId, st and sv, and follows the answer', async () => {
    const { instance } = client();
    await expect(instance.init()).resolves.toBe(true);
    expect(requests).toEqual([
      { method: 'GET', path: '/getAnalyticsConfig', query: SDK_QUERY, body: undefined },
    ]);
  });

  it('asks only once per instance', async () => {
    const { instance } = client();
    await Promise.all([instance.init(), instance.init(), instance.track('DISCONNECT_SUCCESS', undefined)]);
    await instance.track('DISCONNECT_SUCCESS', undefined);
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it('a server error means disabled', async () => {
    answer = () => ({ status: 500, body: '{"error":"boom"}' });
    await expect(client().instance.init()).resolves.toBe(false);
  });

  it('an answer that is not JSON means disabled', async () => {
    answer = () => ({ status: 200, body: '<html>' });
    await expect(client().instance.init()).resolves.toBe(false);
  });

  it('anything but isAnalyticsEnabled: true means disabled', async () => {
    for (const body of ['{"isAnalyticsEnabled":"yes"}', '{}', '']) {
      answer = () => ({ status: 200, body });
      await expect(client().instance.init()).resolves.toBe(false);
    }
  });

  it('an unreachable server means disabled, without throwing', async () => {
    const { instance } = client({ http: createHttpClient({ baseUrl: 'http://127.0.0.1:1' }) });
    await expect(instance.init()).resolves.toBe(false);
  });
});

describe('POST /e (query projectId, st, sv; body eventId, url, domain, timestamp, props)', () => {
  it('sends an event with the query, a random UUID, the page, the time and props (event data plus address)', async () => {
    const { instance, now } = client();
    await instance.track('CONNECT_SUCCESS', { method: 'qrcode', name: 'Rainbow' }, '0xAbC');
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/e',
        query: SDK_QUERY,
        body: {
          eventId: expect.stringMatching(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          ),
          url: 'https://dapp.example/swap?x=1',
          domain: 'dapp.example',
          timestamp: now(),
          props: {
            type: 'track',
            event: 'CONNECT_SUCCESS',
            properties: { method: 'qrcode', name: 'Rainbow' },
            address: '0xAbC',
          },
        },
      },
    ]);
  });

  it('gives every event its own id', async () => {
    const { instance } = client();
    await instance.track('DISCONNECT_SUCCESS', undefined);
    await instance.track('DISCONNECT_SUCCESS', undefined);
    const [first, second] = posts().map((p) => (p.body as { eventId: string }).eventId);
    expect(first).not.toBe(second);
  });

  it("sendEvent takes the accounts module's event object", async () => {
    const { instance } = client();
    await instance.sendEvent({
      type: 'track',
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { accountType: 'smartAccount', network: 'eip155:1' },
    });
    expect(posts()[0]?.body).toMatchObject({
      props: {
        type: 'track',
        event: 'SET_PREFERRED_ACCOUNT_TYPE',
        properties: { accountType: 'smartAccount', network: 'eip155:1' },
      },
    });
  });

  it('"for errors type, event, errorType, errorMessage, stackTrace"', async () => {
    const { instance } = client();
    const error = new TypeError('provider.request is not a function');
    await instance.trackError(error, undefined, '0x1');
    expect(posts()[0]?.body).toMatchObject({
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'TypeError',
        errorMessage: 'provider.request is not a function',
        stackTrace: expect.stringContaining('TypeError: provider.request is not a function'),
        address: '0x1',
      },
    });
  });

  it('INTERNAL_SDK_ERROR tracked through track() also goes out in the error format', async () => {
    const { instance } = client();
    await instance.track('INTERNAL_SDK_ERROR', { errorType: 'X', errorMessage: 'm' });
    expect(posts()[0]?.body).toMatchObject({
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'X',
        errorMessage: 'm',
        stackTrace: '',
      },
    });
  });

  it('waits for the config before sending: nothing goes out before the server said yes', async () => {
    const { instance } = client();
    await instance.track('DISCONNECT_SUCCESS', undefined);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /getAnalyticsConfig', 'POST /e']);
  });
});

describe('nothing sent when analytics is off', () => {
  it('the app turned it off (features.analytics false): no request at all', async () => {
    const { instance } = client({ enabled: false });
    await instance.init();
    await instance.track('DISCONNECT_SUCCESS', undefined);
    await instance.trackError(new Error('x'));
    expect(requests).toEqual([]);
    await expect(instance.isEnabled()).resolves.toBe(false);
  });

  it('no projectId: no request at all', async () => {
    const { instance } = client({ projectId: '' });
    await instance.track('DISCONNECT_SUCCESS', undefined);
    expect(requests).toEqual([]);
  });

  it('the config says disabled: no events', async () => {
    answer = () => ({ status: 200, body: '{"isAnalyticsEnabled":false}' });
    const { instance } = client();
    await instance.track('DISCONNECT_SUCCESS', undefined);
    await instance.trackError(new Error('x'));
    expect(posts()).toEqual([]);
  });

  it('getAnalyticsConfig failure means disabled: no events', async () => {
    answer = () => ({ status: 502 });
    const { instance } = client();
    await instance.track('DISCONNECT_SUCCESS', undefined);
    expect(posts()).toEqual([]);
  });
});

describe('at most 5 error events per 60 s (fake clock)', () => {
  it('sends 5 error events, drops the rest, and sends again once the window moved on', async () => {
    const { instance, advance } = client();
    for (let i = 0; i < 8; i++) await instance.trackError(new Error(`e${i}`));
    expect(posts()).toHaveLength(5);
    advance(59_999);
    await instance.trackError(new Error('still limited'));
    expect(posts()).toHaveLength(5);
    advance(1);
    await instance.trackError(new Error('window moved'));
    expect(posts()).toHaveLength(6);
  });

  it('other events are not limited', async () => {
    const { instance } = client();
    for (let i = 0; i < 5; i++) await instance.trackError(new Error('e'));
    for (let i = 0; i < 8; i++) await instance.track('DISCONNECT_SUCCESS', undefined);
    expect(posts()).toHaveLength(13);
  });
});

describe('a 403 response shows the Invalid App Configuration modal message, once', () => {
  it('asks the alerts port once per instance, however many 403s come back', async () => {
    answer = (request) =>
      request.path === '/e'
        ? { status: 403, body: '{"code":"UNAUTHORIZED_ORIGIN"}' }
        : enabledConfig(request);
    const { instance, alerts } = client();
    await instance.track('DISCONNECT_SUCCESS', undefined);
    await instance.track('DISCONNECT_SUCCESS', undefined);
    await instance.trackError(new Error('x'));
    expect(posts()).toHaveLength(3);
    expect(alerts.showOnce).toHaveBeenCalledTimes(1);
    expect(alerts.showOnce).toHaveBeenCalledWith('INVALID_APP_CONFIGURATION');
  });

  it('a 403 on the config request shows it too (and disables)', async () => {
    answer = () => ({ status: 403 });
    const { instance, alerts } = client();
    await expect(instance.init()).resolves.toBe(false);
    expect(alerts.showOnce).toHaveBeenCalledOnce();
  });

  it('other failures show no alert', async () => {
    answer = (request) => (request.path === '/e' ? { status: 500 } : enabledConfig(request));
    const { instance, alerts } = client();
    await instance.track('DISCONNECT_SUCCESS', undefined);
    expect(alerts.showOnce).not.toHaveBeenCalled();
  });

  it('with the real alert store, the visitor sees Invalid App Configuration', async () => {
    answer = (request) => (request.path === '/e' ? { status: 403 } : enabledConfig(request));
    const alerts = createAlertsStore({ context: () => ({ origin: 'https://dapp.example' }) });
    const { instance } = client({ alerts });
    await instance.track('DISCONNECT_SUCCESS', undefined);
    const current = alerts.getState().current;
    expect(current?.id).toBe('INVALID_APP_CONFIGURATION');
    // The store holds a code; its English (what the modal renders in English) is the catalogue's text.
    expect(typeof current?.message).toBe('object');
    expect(englishText(current?.message as CodedText)).toBe('Invalid App Configuration');
  });
});

describe('failures never throw to the caller', () => {
  it('a failing send resolves and is reported to onError', async () => {
    answer = (request) => (request.path === '/e' ? { status: 500 } : enabledConfig(request));
    const onError = vi.fn();
    const { instance } = client({ onError });
    await expect(instance.track('DISCONNECT_SUCCESS', undefined)).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ shortMessage: 'HTTP status code: 500' }));
  });

  it('throwing page info, UUID source or alerts port do not escape', async () => {
    answer = () => ({ status: 403 });
    const boom = () => {
      throw new Error('boom');
    };
    const { instance } = client({ alerts: { showOnce: boom } });
    await expect(instance.init()).resolves.toBe(false);
    answer = enabledConfig;
    const second = client({ getPageInfo: boom, randomUUID: boom }).instance;
    await expect(second.track('DISCONNECT_SUCCESS', undefined)).resolves.toBeUndefined();
    expect(posts()).toEqual([]);
  });

  it('malformed event data does not throw', async () => {
    const { instance } = client();
    await expect(instance.track('INTERNAL_SDK_ERROR', undefined as never)).resolves.toBeUndefined();
    await expect(instance.trackError(Object.create(null))).resolves.toBeUndefined();
  });

  it('a server that is down does not throw', async () => {
    const { instance } = client({ http: createHttpClient({ baseUrl: 'http://127.0.0.1:1' }) });
    await expect(instance.track('DISCONNECT_SUCCESS', undefined)).resolves.toBeUndefined();
  });
});
