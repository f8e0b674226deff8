/**
 * Fuzzes every route of the server (listed from the Fastify instance, so new routes are covered without
 * a change here) with at least 10,000 generated hostile requests through app.inject, on the embedded
 * PGlite database. Every answer must pass answer-checks.ts, nothing may pollute Object.prototype, and
 * /healthz must still answer afterwards. Chains, mail and the onramp provider point at a closed port:
 * routes that reach them answer the documented 502 instead of touching anything real.
 * FUZZ_RUNS and FUZZ_SEED (printed with every run) repeat or widen a run.
 */
import { createServer } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createPgliteDatabase, type Database, migrate } from '../../src/db/index.js';
import { seed } from '../../src/seed.js';
import { type AnswerProblem, answerProblem } from './answer-checks.js';
import {
  FRAME_ORIGIN,
  type FuzzRequest,
  type RouteShape,
  requestArb,
  strayRequestArb,
} from './request-arbitraries.js';
import { type ListedRoute, listRoutes } from './route-list.js';
import { exampleFor, type Schema } from './schema-examples.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const CONCURRENCY = 8;

/** A port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** Query parameter and body field names per route pattern, from the app's OpenAPI document. */
function routeShapes(app: FastifyInstance): Map<string, RouteShape> {
  const document = app.swagger() as {
    paths?: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ in: string; name: string }>;
          requestBody?: {
            content?: Record<string, { schema?: Schema }>;
          };
        }
      >
    >;
  };
  const shapes = new Map<string, RouteShape>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const shape: RouteShape = { query: [], body: [] };
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query') shape.query.push(parameter.name);
      }
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      shape.body.push(...Object.keys(schema?.properties ?? {}));
      if (schema !== undefined && shape.example === undefined) shape.example = exampleFor(schema);
    }
    shapes.set(patternKey(path), {
      ...shape,
      query: [...new Set(shape.query)],
      body: [...new Set(shape.body)],
    });
  }
  return shapes;
}

function patternKey(path: string): string {
  return path.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, ':');
}

interface Finding extends AnswerProblem {
  request: FuzzRequest;
}

async function send(app: FastifyInstance, request: FuzzRequest): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

describe('fuzzing every route', () => {
  let app: FastifyInstance;
  let db: Database;
  let routes: ListedRoute[];

  beforeAll(async () => {
    const port = await closedPort();
    const away = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      DEMO: 'true',
      INDEXER: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_IP: '100000000',
      RATE_LIMIT_PER_PROJECT: '100000000',
      CHAIN_RPC_31337: away,
      CHAIN_RPC_31338: away,
      UPSTREAM_TIMEOUT_MS: '1000',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      EMBEDDED_SHARE_KEY: 'a1'.repeat(32),
      EMBEDDED_FRAME_ORIGINS: FRAME_ORIGIN,
      ONRAMP_PROVIDERS: 'sandbox',
      ONRAMP_SANDBOX_URL: away,
    });
    db = await createPgliteDatabase('memory://');
    await migrate(db);
    await seed(db, config);
    const fuzzConfig = { ...config, rateLimit: { ...config.rateLimit, analyticsPerProject: 100_000_000 } };
    app = await buildServer({ config: fuzzConfig, db, logger: false });
    await app.ready();
    routes = listRoutes(app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lists the routes from the app itself', () => {
    const patterns = routes.map((route) => route.path);
    expect(patterns).toEqual(
      expect.arrayContaining(['/healthz', '/e', '/auth/v1/authenticate', '/embedded/v1/otp', '/v1']),
    );
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it(`answers ${RUNS} hostile requests without a 5xx, a leak or an echo`, async () => {
    const shapes = routeShapes(app);
    const arbitrary = fc.oneof(
      ...routes.map((route) =>
        requestArb(route, shapes.get(patternKey(route.path)) ?? { query: [], body: [] }),
      ),
      strayRequestArb,
    );
    const requests = fc.sample(arbitrary, { numRuns: RUNS, seed: SEED });
    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let refusedByClient = 0;
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzRequest;
        let response: LightMyRequestResponse;
        try {
          response = await send(app, request);
        } catch {
          // light-my-request itself refuses some requests (an invalid header value): nothing was sent.
          refusedByClient += 1;
          continue;
        }
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        let problem = answerProblem(request.method, response, request.route);
        if (problem !== undefined && request.method === 'HEAD' && response.statusCode >= 500) {
          // A HEAD answer has no body to read the code from; the same request as a GET has.
          const asGet = { ...request, method: 'GET' };
          problem = answerProblem('GET', await send(app, asGet), request.route);
        }
        if (problem !== undefined) findings.push({ ...problem, request });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;

    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.info(
      `fuzz: ${sent} requests over ${routes.length} routes in ${seconds.toFixed(1)} s (seed ${SEED}; ${refusedByClient} refused by the test client); answers ${byStatus.join(' ')}`,
    );
    const distinct = new Map<string, Finding>();
    for (const finding of findings)
      distinct.set(`${finding.status} ${finding.problem.slice(0, 60)}`, finding);
    const report = [...distinct.values()].slice(0, 25).map((finding) => ({
      problem: finding.problem,
      status: finding.status,
      route: finding.request.route,
      method: finding.request.method,
      url: finding.request.url.slice(0, 300),
      payload: finding.request.payload?.slice(0, 300),
    }));
    expect(report).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(RUNS * 0.99);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 180_000);

  it('still answers /healthz after the run', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
