import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { createHttpClient } from './http-client.js';
import { HttpRequestError } from './http-errors.js';

/** The whole request body as text. */
async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const PNG_BYTES = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

let server: Server;
let baseUrl: string;
let closedSlowRequests = 0;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/api/echo') {
      const body = await readBody(request);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          method: request.method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          contentType: request.headers['content-type'] ?? null,
          body: body === '' ? null : JSON.parse(body),
        }),
      );
      return;
    }
    const status = /^\/api\/status\/(\d{3})$/.exec(url.pathname)?.[1];
    if (status !== undefined) {
      response.writeHead(Number(status), { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: `status ${status}` }));
      return;
    }
    if (url.pathname === '/api/text-error') {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Service unavailable');
      return;
    }
    if (url.pathname === '/api/empty') {
      response.writeHead(204);
      response.end();
      return;
    }
    if (url.pathname === '/api/image') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(PNG_BYTES);
      return;
    }
    if (url.pathname === '/api/slow') {
      // Never answers; counts the client hanging up, which proves the abort reached the socket.
      request.socket.on('close', () => {
        closedSlowRequests += 1;
      });
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('createHttpClient against a real HTTP server', () => {
  it('sends query params and the clientId, and parses the JSON answer', async () => {
    const client = createHttpClient({ baseUrl, clientId: 'client-7' });
    const answer = await client.get({
      path: '/echo',
      params: { page: 1, search: undefined, chains: ['eip155:1'] },
    });
    expect(answer).toEqual({
      method: 'GET',
      path: '/api/echo',
      query: { page: '1', chains: 'eip155:1', clientId: 'client-7' },
      contentType: null,
      body: null,
    });
  });

  it('sends JSON bodies with POST, PUT and DELETE', async () => {
    const client = createHttpClient({ baseUrl });
    for (const method of ['post', 'put', 'delete'] as const) {
      const answer = await client[method]<{ method: string; body: unknown; contentType: string }>({
        path: 'echo',
        body: { currency: 'usd', addresses: ['0x1'] },
      });
      expect(answer).toEqual(
        expect.objectContaining({
          method: method.toUpperCase(),
          contentType: 'application/json',
          body: { currency: 'usd', addresses: ['0x1'] },
        }),
      );
    }
  });

  it.each([400, 403, 404, 500])("throws 'HTTP status code: %i' with the JSON body", async (status) => {
    const error = await createHttpClient({ baseUrl })
      .get({ path: `/status/${status}` })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpRequestError);
    expect((error as HttpRequestError).message).toBe(`HTTP status code: ${status}`);
    expect((error as HttpRequestError).status).toBe(status);
    expect((error as HttpRequestError).body).toEqual({ error: `status ${status}` });
  });

  it('keeps a plain-text error body as text', async () => {
    const error = await createHttpClient({ baseUrl })
      .get({ path: '/text-error' })
      .catch((caught: unknown) => caught);
    expect((error as HttpRequestError).status).toBe(503);
    expect((error as HttpRequestError).body).toBe('Service unavailable');
  });

  it('returns undefined for 204 and a Blob for images', async () => {
    const client = createHttpClient({ baseUrl });
    await expect(client.get({ path: '/empty' })).resolves.toBeUndefined();
    const blob = await client.getBlob({ path: '/image' });
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('aborts through an AbortController and hangs up the connection', async () => {
    const closedBefore = closedSlowRequests;
    const controller = new AbortController();
    const pending = createHttpClient({ baseUrl }).get({ path: '/slow', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WalletportError);
    expect((error as WalletportError).message).toBe('Request was aborted');
    expect((error as WalletportError).code).toBe('REQUEST_ABORTED');
    await waitFor(() => closedSlowRequests > closedBefore);
  });

  it('times out a request that gets no answer', async () => {
    const started = Date.now();
    const error = await createHttpClient({ baseUrl, timeoutMs: 100 })
      .get({ path: '/slow' })
      .catch((caught: unknown) => caught);
    expect((error as WalletportError).code).toBe('REQUEST_TIMEOUT');
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('reports a refused connection as a network failure with its cause', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await createHttpClient({ baseUrl: `http://127.0.0.1:${port}` })
      .get({ path: '/a' })
      .catch((caught: unknown) => caught);
    expect((error as WalletportError).code).toBe('HTTP_NETWORK_ERROR');
    expect((error as WalletportError).cause).toBeInstanceOf(TypeError);
  });
});
