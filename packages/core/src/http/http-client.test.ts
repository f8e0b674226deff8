import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { createHttpClient, DEFAULT_HTTP_TIMEOUT_MS, type FetchFunction } from './http-client.js';
import { describeErrorBody, HttpRequestError, MAX_ERROR_BODY_TEXT_LENGTH } from './http-errors.js';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch double that records calls and answers with `respond`. */
function fakeFetch(
  respond: (call: Call) => Response | Promise<Response> = () => Response.json({ ok: true }),
) {
  const calls: Call[] = [];
  const fetch = vi.fn<FetchFunction>(async (url, init) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  });
  return { fetch, calls };
}

/** A fetch that never answers and ignores its signal, like a stuck connection or a careless polyfill. */
const hangingFetch: FetchFunction = () => new Promise<Response>(() => {});

async function rejectionOf(promise: Promise<unknown>): Promise<WalletportError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WalletportError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createHttpClient requests', () => {
  it('GETs baseUrl + path with the params and the clientId query parameter', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ baseUrl: 'https://api.example/v1', clientId: 'client-1', fetch });
    await client.get({ path: '/getWallets', params: { page: 2, search: undefined } });
    expect(calls[0]?.url).toBe('https://api.example/v1/getWallets?page=2&clientId=client-1');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('reads a clientId function on every request', async () => {
    const { fetch, calls } = fakeFetch();
    let clientId: string | undefined;
    const client = createHttpClient({ baseUrl: 'https://api.example', clientId: () => clientId, fetch });
    await client.get({ path: '/a' });
    clientId = 'later';
    await client.get({ path: '/a' });
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example/a',
      'https://api.example/a?clientId=later',
    ]);
  });

  it.each(['post', 'put', 'delete'] as const)(
    '%s sends a JSON body with a JSON content type',
    async (method) => {
      const { fetch, calls } = fakeFetch();
      const client = createHttpClient({ baseUrl: 'https://api.example', fetch });
      await client[method]({ path: '/e', body: { eventId: 'x', n: 1 } });
      expect(calls[0]?.init.method).toBe(method.toUpperCase());
      expect(calls[0]?.init.body).toBe('{"eventId":"x","n":1}');
      expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
    },
  );

  it('merges default and per-request headers, the request winning', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({
      baseUrl: 'https://api.example',
      fetch,
      headers: { 'x-sdk': 'js', 'x-a': '1' },
    });
    await client.get({ path: '/a', headers: { 'X-A': '2' } });
    const headers = new Headers(calls[0]?.init.headers);
    expect([headers.get('x-sdk'), headers.get('x-a'), headers.get('accept')]).toEqual([
      'js',
      '2',
      'application/json',
    ]);
  });

  it('returns the parsed JSON answer, and undefined for an empty one', async () => {
    const client = createHttpClient({
      baseUrl: 'https://api.example',
      fetch: async (url) =>
        url.endsWith('/empty') ? new Response(null, { status: 204 }) : Response.json({ data: [1] }),
    });
    await expect(client.get<{ data: number[] }>({ path: '/wallets' })).resolves.toEqual({ data: [1] });
    await expect(client.get({ path: '/empty' })).resolves.toBeUndefined();
  });

  it('returns image routes as a Blob', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71]);
    const client = createHttpClient({
      baseUrl: 'https://api.example',
      fetch: async () => new Response(bytes, { headers: { 'content-type': 'image/png' } }),
    });
    const blob = await client.getBlob({ path: '/getWalletImage/abc' });
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('looks the global fetch up at call time, never at creation or import', async () => {
    const client = createHttpClient({ baseUrl: 'https://api.example' });
    const { fetch, calls } = fakeFetch();
    vi.stubGlobal('fetch', fetch);
    await client.get({ path: '/a' });
    expect(calls).toHaveLength(1);
  });

  it('calls fetch on globalThis, as browsers require of window.fetch', async () => {
    let receiver: unknown;
    const client = createHttpClient({
      baseUrl: 'https://api.example',
      fetch: function (this: unknown) {
        receiver = this;
        return Promise.resolve(Response.json({}));
      },
    });
    await client.get({ path: '/a' });
    expect(receiver).toBe(globalThis);
  });

  it('reports a missing fetch clearly', async () => {
    vi.stubGlobal('fetch', undefined);
    const error = await rejectionOf(createHttpClient({ baseUrl: 'https://api.example' }).get({ path: '/a' }));
    expect(error.code).toBe('HTTP_FETCH_UNAVAILABLE');
  });
});

describe('createHttpClient failures', () => {
  it("throws 'HTTP status code: {status}' with the status and parsed JSON body", async () => {
    const client = createHttpClient({
      baseUrl: 'https://api.example',
      fetch: async () => Response.json({ message: 'no such wallet' }, { status: 404 }),
    });
    const error = await rejectionOf(client.get({ path: '/getWallets' }));
    expect(error).toBeInstanceOf(HttpRequestError);
    expect(error.message).toBe('HTTP status code: 404');
    expect(error.shortMessage).toBe('HTTP status code: 404');
    expect(error.code).toBe('HTTP_STATUS_ERROR');
    expect(error.category).toBe('API_ERROR');
    expect((error as HttpRequestError).status).toBe(404);
    expect((error as HttpRequestError).body).toEqual({ message: 'no such wallet' });
  });

  it('keeps a text error body, truncated', async () => {
    const client = createHttpClient({
      baseUrl: 'https://api.example',
      fetch: async () => new Response('x'.repeat(5000), { status: 502 }),
    });
    const error = (await rejectionOf(client.getBlob({ path: '/img' }))) as HttpRequestError;
    expect(error.status).toBe(502);
    expect(error.body).toBe(`${'x'.repeat(MAX_ERROR_BODY_TEXT_LENGTH)}…`);
  });

  it('keeps the query (client id) and headers out of the error', async () => {
    const client = createHttpClient({
      baseUrl: 'https://api.example',
      clientId: 'secret-client',
      headers: { authorization: 'Bearer secret-token' },
      fetch: async () => new Response('', { status: 500 }),
    });
    const error = await rejectionOf(client.get({ path: '/a', params: { projectId: 'secret-project' } }));
    expect(error.details).toBe('GET https://api.example/a');
    expect(JSON.stringify({ ...error, message: error.message })).not.toMatch(/secret/);
  });

  it('turns a network failure into a clear error that keeps the cause', async () => {
    const cause = new TypeError('fetch failed');
    const client = createHttpClient({
      baseUrl: 'https://api.example',
      fetch: async () => Promise.reject(cause),
    });
    const error = await rejectionOf(client.get({ path: '/a' }));
    expect(error.message).toBe('Network request failed');
    expect(error.code).toBe('HTTP_NETWORK_ERROR');
    expect(error.cause).toBe(cause);
  });

  it('reports an OK answer that is not JSON', async () => {
    const client = createHttpClient({
      baseUrl: 'https://api.example',
      fetch: async () => new Response('<html>'),
    });
    const error = await rejectionOf(client.get({ path: '/a' }));
    expect(error.code).toBe('HTTP_INVALID_RESPONSE');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('refuses a body that cannot be JSON', async () => {
    const { fetch } = fakeFetch();
    const client = createHttpClient({ baseUrl: 'https://api.example', fetch });
    const error = await rejectionOf(client.post({ path: '/a', body: { amount: 1n } }));
    expect(error.code).toBe('HTTP_INVALID_BODY');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses invalid options', () => {
    expect(() => createHttpClient({ baseUrl: '/relative' })).toThrow(WalletportError);
    expect(() => createHttpClient({ baseUrl: 'https://a.example', timeoutMs: -1 })).toThrow(WalletportError);
    expect(() => createHttpClient({ baseUrl: 'https://a.example', timeoutMs: 2 ** 31 })).toThrow(
      WalletportError,
    );
  });
});

describe('createHttpClient abort and timeout', () => {
  it("rejects with 'Request was aborted' without calling fetch when the signal is already aborted", async () => {
    const { fetch } = fakeFetch();
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(
      createHttpClient({ baseUrl: 'https://a.example', fetch }).get({
        path: '/a',
        signal: controller.signal,
      }),
    );
    expect(error.message).toBe('Request was aborted');
    expect(error.code).toBe('REQUEST_ABORTED');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('aborts a pending request even when fetch ignores its signal, and signals fetch', async () => {
    let fetchSignal: AbortSignal | undefined;
    const client = createHttpClient({
      baseUrl: 'https://a.example',
      fetch: (_url, init) => {
        fetchSignal = init.signal ?? undefined;
        return hangingFetch(_url, init);
      },
    });
    const controller = new AbortController();
    const pending = client.get({ path: '/a', signal: controller.signal });
    controller.abort(new Error('user closed the modal'));
    const error = await rejectionOf(pending);
    expect(error.code).toBe('REQUEST_ABORTED');
    expect(error.cause).toEqual(new Error('user closed the modal'));
    expect(fetchSignal?.aborted).toBe(true);
  });

  it("times out with 'Request timed out' after timeoutMs", async () => {
    vi.useFakeTimers();
    const client = createHttpClient({ baseUrl: 'https://a.example', fetch: hangingFetch, timeoutMs: 500 });
    const pending = rejectionOf(client.get({ path: '/a' }));
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.message).toBe('Request timed out');
    expect(error.code).toBe('REQUEST_TIMEOUT');
  });

  it('uses the default timeout, a per-request override, and none for 0', async () => {
    vi.useFakeTimers();
    const client = createHttpClient({ baseUrl: 'https://a.example', fetch: hangingFetch });
    const byDefault = rejectionOf(client.get({ path: '/a' }));
    const overridden = rejectionOf(client.get({ path: '/a', timeoutMs: 50 }));
    const unlimited = client.get({ path: '/a', timeoutMs: 0 });
    let unlimitedSettled = false;
    unlimited.then(
      () => (unlimitedSettled = true),
      () => (unlimitedSettled = true),
    );
    await vi.advanceTimersByTimeAsync(50);
    expect((await overridden).code).toBe('REQUEST_TIMEOUT');
    await vi.advanceTimersByTimeAsync(DEFAULT_HTTP_TIMEOUT_MS);
    expect((await byDefault).code).toBe('REQUEST_TIMEOUT');
    expect(unlimitedSettled).toBe(false);
  });

  it('clears its timer and signal listener once the request is over', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const client = createHttpClient({ baseUrl: 'https://a.example', fetch: async () => Response.json(1) });
    await client.get({ path: '/a', signal: controller.signal });
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});

describe('describeErrorBody', () => {
  it('never throws and keeps text short', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (text) => {
        const body = describeErrorBody(text);
        if (typeof body === 'string') expect(body.length).toBeLessThanOrEqual(MAX_ERROR_BODY_TEXT_LENGTH + 1);
      }),
    );
  });

  it('parses JSON of any shape', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 2 }), (value) => {
        expect(describeErrorBody(JSON.stringify(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
