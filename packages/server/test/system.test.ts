import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.js';
import { loggerOptions } from '../src/http/logger.js';
import type { Database } from '../src/db/index.js';
import { describeOnDatabases, testConfig } from './support/app.js';

describeOnDatabases('operations routes', (ctx) => {
  it('GET /healthz answers ok after pinging the database', async () => {
    const response = await ctx().inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx().kind });
  });

  it('GET /metrics exposes the request duration histogram by route pattern', async () => {
    await ctx().inject('/projects/v1/origins?projectId=walletport-demo');
    const response = await ctx().inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(
      /walletport_http_request_duration_seconds_count\{method="GET",route="\/projects\/v1\/origins",status_code="200"\} [1-9]/,
    );
    expect(response.body).toContain('walletport_process_cpu_user_seconds_total');
  });

  it('GET /openapi.json lists every route of the server', async () => {
    const response = await ctx().inject('/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /healthz',
        'GET /metrics',
        'GET /openapi.json',
        'GET /projects/v1/origins',
        'GET /getWallets',
        'GET /getWalletImage/{id}',
        'GET /public/getAssetImage/{id}',
        'GET /public/getCurrencyImage/{id}',
        'GET /public/getTokenImage/{id}',
        'GET /getAnalyticsConfig',
        'POST /e',
        'GET /v1/supported-chains',
        'GET /v1/account/{address}/balance',
        'GET /v1/identity/{address}',
        'GET /v1/profile/account/{name}',
        'GET /v1/profile/reverse/{address}',
        'GET /v1/profile/suggestions/{name}',
        'POST /v1/profile/account',
      ]),
    );
  });

  it('gives every answer a request id, keeping a well-formed one from the caller', async () => {
    const fresh = await ctx().inject('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await ctx().inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const replaced = await ctx().inject({ url: '/healthz', headers: { 'x-request-id': 'bad id<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id<script>');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await ctx().inject('/nope?projectId=walletport-demo');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route answers GET at this path' });
  });

  it('answers malformed JSON bodies with a 400, not a 500', async () => {
    const response = await ctx().inject({
      method: 'POST',
      url: '/e?projectId=walletport-demo',
      headers: { 'content-type': 'application/json' },
      payload: '{"eventId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

function failingDatabase(): Database {
  const fail = async () => {
    throw new Error('connection refused');
  };
  return { kind: 'postgres', query: fail, exec: fail, transaction: fail, close: async () => {} };
}

describe('operations without a database', () => {
  it('GET /healthz answers 503 when the database does not answer', async () => {
    const app = await buildServer({ config: testConfig(), db: failingDatabase(), logger: false });
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    await app.close();
  });

  it('hides internals of unexpected failures behind a 500', async () => {
    const app = await buildServer({ config: testConfig(), db: failingDatabase(), logger: false });
    const response = await app.inject('/projects/v1/origins?projectId=walletport-demo');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(response.body).not.toContain('connection refused');
    await app.close();
  });
});

describe('request logs', () => {
  it('log the path without the query string and never the authorization header', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The production logger options, on a capturing stream.
    const capturing = pino(loggerOptions('info'), sink);
    const app = await buildServer({ config: testConfig(), db: failingDatabase(), logger: capturing });
    await app.inject({
      url: '/healthz?projectId=secret-project&token=abc',
      headers: { authorization: 'Bearer secret-token' },
    });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('/healthz');
    expect(text).not.toContain('secret-project');
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('token=abc');
  });
});
