import { describe, expect, it, vi } from 'vitest';
import type { JsonRpcRequest } from './json-rpc.js';
import { proxyJsonRpc } from './proxy.js';
import { forwardToUpstreams } from './upstream.js';

type Handler = (payload: JsonRpcRequest | JsonRpcRequest[]) => Response | Promise<Response>;

/** A fetch that routes by URL to handlers and records what each upstream received. */
function fakeFetch(handlers: Record<string, Handler>) {
  const seen: { url: string; payload: unknown }[] = [];
  const fetch = vi.fn(async (url: URL | RequestInfo, init?: RequestInit) => {
    const payload = JSON.parse(String(init?.body));
    seen.push({ url: String(url), payload });
    const handler = handlers[String(url)];
    if (handler === undefined) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    return handler(payload);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** An upstream that answers every request with its method name as the result. */
const echo: Handler = (payload) => {
  const answer = (request: JsonRpcRequest) => ({ jsonrpc: '2.0', id: request.id, result: request.method });
  return json(Array.isArray(payload) ? payload.map(answer).reverse() : answer(payload));
};

const call = (id: unknown, method = 'eth_chainId') => ({ jsonrpc: '2.0', id, method, params: [] });

describe('proxyJsonRpc', () => {
  it('forwards a single request and answers with the client id', async () => {
    const { fetch, seen } = fakeFetch({ 'http://a': echo });
    const answer = await proxyJsonRpc(call('abc'), { urls: ['http://a'], timeoutMs: 1000, fetch });
    expect(answer).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 'abc', result: 'eth_chainId' } });
    expect(seen[0]?.payload).toEqual({ jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] });
  });

  it('forwards a batch in one upstream request and restores order and ids, duplicates included', async () => {
    const { fetch, seen } = fakeFetch({ 'http://a': echo });
    const answer = await proxyJsonRpc(
      [call(1, 'eth_chainId'), call(1, 'eth_blockNumber'), call(null, 'net_version')],
      {
        urls: ['http://a'],
        timeoutMs: 1000,
        fetch,
      },
    );
    expect(seen).toHaveLength(1);
    expect(answer.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'eth_chainId' },
      { jsonrpc: '2.0', id: 1, result: 'eth_blockNumber' },
      { jsonrpc: '2.0', id: null, result: 'net_version' },
    ]);
  });

  it('answers invalid and not-allowed items itself and forwards only the rest', async () => {
    const { fetch, seen } = fakeFetch({ 'http://a': echo });
    const answer = await proxyJsonRpc([call(1, 'eth_sendTransaction'), { id: 2 }, call(3)], {
      urls: ['http://a'],
      timeoutMs: 1000,
      fetch,
    });
    expect(seen[0]?.payload).toEqual([{ jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] }]);
    expect(answer.body).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: -32004,
          message: 'The method eth_sendTransaction is not available through this RPC endpoint.',
        },
      },
      { jsonrpc: '2.0', id: 2, error: { code: -32600, message: expect.stringContaining("'jsonrpc'") } },
      { jsonrpc: '2.0', id: 3, result: 'eth_chainId' },
    ]);
  });

  it('does not call an upstream when nothing can be forwarded', async () => {
    const { fetch } = fakeFetch({});
    const answer = await proxyJsonRpc(call(1, 'debug_traceCall'), {
      urls: ['http://a'],
      timeoutMs: 1000,
      fetch,
    });
    expect(answer).toMatchObject({ status: 200, body: { id: 1, error: { code: -32004 } } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('forwards notifications but answers nothing for them', async () => {
    const { fetch, seen } = fakeFetch({ 'http://a': echo });
    const single = await proxyJsonRpc(
      { jsonrpc: '2.0', method: 'eth_chainId' },
      { urls: ['http://a'], timeoutMs: 1000, fetch },
    );
    expect(single.body).toBeUndefined();
    const batch = await proxyJsonRpc([{ jsonrpc: '2.0', method: 'eth_chainId' }, call(5)], {
      urls: ['http://a'],
      timeoutMs: 1000,
      fetch,
    });
    expect(batch.body).toEqual([{ jsonrpc: '2.0', id: 5, result: 'eth_chainId' }]);
    expect(seen).toHaveLength(2);
  });

  it('answers an error for an item the upstream left unanswered', async () => {
    const { fetch } = fakeFetch({ 'http://a': () => json([{ jsonrpc: '2.0', id: 0, result: '0x1' }]) });
    const answer = await proxyJsonRpc([call('x'), call('y')], { urls: ['http://a'], timeoutMs: 1000, fetch });
    expect(answer.body).toEqual([
      { jsonrpc: '2.0', id: 'x', result: '0x1' },
      {
        jsonrpc: '2.0',
        id: 'y',
        error: { code: -32603, message: 'The upstream RPC gave no answer to this request.' },
      },
    ]);
  });

  it('answers 502 with JSON-RPC errors when no upstream answers', async () => {
    const { fetch } = fakeFetch({ 'http://b': () => new Response('bad gateway', { status: 502 }) });
    const answer = await proxyJsonRpc(call(9), { urls: ['http://a', 'http://b'], timeoutMs: 1000, fetch });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ id: 9, error: { code: -32603 } });
    const message = (answer.body as { error: { message: string } }).error.message;
    expect(message).toContain('network error ECONNREFUSED');
    expect(message).toContain('HTTP 502');
    // Upstream URLs may hold API keys: they never appear in answers.
    expect(message).not.toContain('http://');
  });

  it('answers the last JSON-RPC error when every upstream failed with one', async () => {
    const { fetch } = fakeFetch({
      'http://a': () => json({ jsonrpc: '2.0', id: 0, error: { code: -32005, message: 'rate limited' } }),
    });
    const answer = await proxyJsonRpc(call(4), { urls: ['http://a'], timeoutMs: 1000, fetch });
    expect(answer).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 4, error: { code: -32005, message: 'rate limited' } },
    });
  });

  it('refuses an empty batch without forwarding', async () => {
    const { fetch } = fakeFetch({});
    expect(await proxyJsonRpc([], { urls: ['http://a'], timeoutMs: 1000, fetch })).toMatchObject({
      status: 200,
      body: { error: { code: -32600 } },
    });
  });
});

describe('forwardToUpstreams', () => {
  const payload = { jsonrpc: '2.0', id: 0, method: 'eth_chainId' } as const;

  it('tries the upstreams in order and stops at the first that answers', async () => {
    const { fetch, seen } = fakeFetch({ 'http://b': echo, 'http://c': echo });
    const skipped: number[] = [];
    const result = await forwardToUpstreams({
      urls: ['http://a', 'http://b', 'http://c'],
      payload,
      timeoutMs: 1000,
      fetch,
      onSkip: (index) => skipped.push(index),
    });
    expect(result).toMatchObject({ kind: 'answer', upstreamIndex: 1 });
    expect(seen.map((entry) => entry.url)).toEqual(['http://a', 'http://b']);
    expect(skipped).toEqual([0]);
  });

  it('moves on after a timeout', async () => {
    const fetch = vi.fn(async (url: URL | RequestInfo, init?: RequestInit) => {
      if (String(url) === 'http://fast') return echo(JSON.parse(String(init?.body)));
      // Never answers; only the proxy's timeout signal ends it.
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }) as unknown as typeof globalThis.fetch;
    const result = await forwardToUpstreams({
      urls: ['http://slow', 'http://fast'],
      payload,
      timeoutMs: 50,
      fetch,
    });
    expect(result).toMatchObject({ kind: 'answer', upstreamIndex: 1 });
  });

  it('does not move on after a user rejection, even on HTTP 500', async () => {
    const { fetch, seen } = fakeFetch({
      'http://a': () => json({ jsonrpc: '2.0', id: 0, error: { code: 4001, message: 'User rejected' } }, 500),
      'http://b': echo,
    });
    const result = await forwardToUpstreams({
      urls: ['http://a', 'http://b'],
      payload,
      timeoutMs: 1000,
      fetch,
    });
    expect(result).toMatchObject({ kind: 'answer', upstreamIndex: 0, body: { error: { code: 4001 } } });
    expect(seen).toHaveLength(1);
  });

  it('reports every reason when all upstreams fail', async () => {
    const { fetch } = fakeFetch({ 'http://b': () => new Response('<html>', { status: 200 }) });
    const result = await forwardToUpstreams({
      urls: ['http://a', 'http://b'],
      payload,
      timeoutMs: 1000,
      fetch,
    });
    expect(result).toEqual({
      kind: 'unavailable',
      reasons: ['network error ECONNREFUSED', 'not a JSON-RPC answer (HTTP 200)'],
      lastBody: undefined,
    });
  });
});
