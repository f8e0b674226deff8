/**
 * REDIS_URL against a real Redis (Debian's redis-server, installed and started by scripts/lib/redis.mjs):
 * two API instances on one Redis share rate-limit counters and cached answers, and TTLs expire in Redis
 * itself. The fake-Redis unit tests (src/cache/redis-cache.test.ts) cannot show any of that.
 * WALLETPORT_TEST_REDIS=0 skips the suite (e.g. on a machine without apt).
 */
import { devnetAccount } from '@walletport/devnet';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '../../../scripts/lib/redis.mjs';
import { buildServer } from '../src/app.js';
import { type Cache, createRedisCache } from '../src/cache/index.js';
import { loadConfig, type ServerConfig } from '../src/config.js';
import { createPgliteDatabase, type Database, migrate } from '../src/db/index.js';
import { DEMO_PROJECT } from '../src/projects/index.js';
import { createNameStore } from '../src/routes/names/name-store.js';
import { IDENTITY_CACHE_TTL_MS, identityCacheKey } from '../src/routes/names/identity.js';
import { seed } from '../src/seed.js';
import { startServer } from '../src/serve.js';
import { uniqueProjectId } from './support/app.js';

const skipped = process.env.WALLETPORT_TEST_REDIS === '0';
const PER_IP = 6;
/** One long window, so a test never straddles two windows (the counters would restart mid-test). */
const WINDOW_MS = 3_600_000;
const PREFIX = 'walletport:';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipped)(
  skipped ? 'real Redis (skipped: WALLETPORT_TEST_REDIS=0)' : 'two instances on one real Redis',
  () => {
    if (skipped) console.warn('Skipping the real-Redis tests: WALLETPORT_TEST_REDIS=0.');
    let redis: TestRedis | undefined;
    let raw: Redis;
    let db: Database;
    let config: ServerConfig;
    const caches: Cache[] = [];
    const apps: FastifyInstance[] = [];

    /** A Redis-backed cache of its own (its own connection), as each instance opens from REDIS_URL. */
    const redisCache = () => {
      if (config.redisUrl === undefined) throw new Error('REDIS_URL did not reach the config');
      const cache = createRedisCache(config.redisUrl);
      caches.push(cache);
      return cache;
    };
    /** An API instance on the shared database; `cache` left out means its own memory cache. */
    const instance = async (cache?: Cache) => {
      const app = await buildServer({ config, db, logger: false, ...(cache ? { cache } : {}) });
      apps.push(app);
      return app;
    };

    beforeAll(async () => {
      redis = await startTestRedis();
      config = loadConfig({
        DEMO: 'true', // the demo project the analytics tests call
        REDIS_URL: redis.url,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
        RATE_LIMIT_PER_IP: String(PER_IP),
        RATE_LIMIT_PER_PROJECT: '1000000',
      });
      raw = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      db = await createPgliteDatabase('memory://');
      await migrate(db);
      await seed(db, config);
    }, 120_000);

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const cache of caches) await cache.close();
      raw?.disconnect();
      await db?.close();
      await redis?.stop();
    }, 30_000);

    describe('the cache interface (createRedisCache, one connection per instance)', () => {
      it('reads through one connection what another wrote, and deletes for both', async () => {
        const [first, second] = [redisCache(), redisCache()];
        const entry = { balances: [{ symbol: 'ETH', quantity: { decimals: '18', numeric: '1.5' } }] };
        await first.set('balance:v1:31337:0xabc', entry, 30_000);
        expect(await second.get('balance:v1:31337:0xabc')).toEqual(entry);
        // Stored as JSON under the prefix, with Redis holding the TTL.
        expect(JSON.parse((await raw.get(`${PREFIX}balance:v1:31337:0xabc`)) ?? 'null')).toEqual(entry);
        const ttl = await raw.pttl(`${PREFIX}balance:v1:31337:0xabc`);
        expect(ttl).toBeGreaterThan(25_000);
        expect(ttl).toBeLessThanOrEqual(30_000);
        await second.delete('balance:v1:31337:0xabc');
        expect(await first.get('balance:v1:31337:0xabc')).toBeUndefined();
        expect(await first.get('never-written')).toBeUndefined();
      });

      it('expires values in Redis after their TTL', async () => {
        const [first, second] = [redisCache(), redisCache()];
        await first.set('short', { ok: true }, 500);
        await first.set('long', { ok: true }, 60_000);
        expect(await second.get('short')).toEqual({ ok: true });
        await sleep(900);
        expect(await second.get('short')).toBeUndefined();
        expect(await raw.exists(`${PREFIX}short`)).toBe(0);
        expect(await second.get('long')).toEqual({ ok: true });
        // A fractional TTL still gets a whole-millisecond expiry (Redis refuses PX 0.5).
        await first.set('tiny', 1, 0.5);
        await sleep(50);
        expect(await second.get('tiny')).toBeUndefined();
      });

      it('counts concurrent hits from two connections atomically, and the window key expires', async () => {
        const [first, second] = [redisCache(), redisCache()];
        const now = Date.now();
        const hits = await Promise.all(
          Array.from({ length: 40 }, (_, index) =>
            (index % 2 === 0 ? first : second).increment('race', WINDOW_MS, now),
          ),
        );
        expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 40 }, (_, index) => index + 1),
        );
        const windowIndex = Math.floor(now / WINDOW_MS);
        const ttl = await raw.pttl(`${PREFIX}count:race:${windowIndex}`);
        // The first hit set the expiry: the rest of the window plus the 1 s clock-skew slack.
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual((hits[0]?.resetInMs ?? 0) + 1_000);

        // A short window: its key is gone from Redis soon after the window ends, and counting restarts.
        const shortWindow = 200;
        const at = Date.now();
        expect((await first.increment('short-window', shortWindow, at)).count).toBe(1);
        expect((await second.increment('short-window', shortWindow, at)).count).toBe(2);
        const shortKey = `${PREFIX}count:short-window:${Math.floor(at / shortWindow)}`;
        expect(await raw.pttl(shortKey)).toBeLessThanOrEqual(shortWindow + 1_000);
        expect((await first.increment('short-window', shortWindow, at + shortWindow)).count).toBe(1);
        await sleep(shortWindow + 1_300);
        expect(await raw.exists(shortKey)).toBe(0);
      });
    });

    describe('over HTTP', () => {
      let a: FastifyInstance;
      let b: FastifyInstance;
      beforeAll(async () => {
        a = await instance(redisCache());
        b = await instance(redisCache());
      });

      const get = (app: FastifyInstance, url: string, ip: string) => app.inject({ url, remoteAddress: ip });

      it('counts the per-IP limit across both instances: the split requests hit 429 at the same total', async () => {
        const url = `/getAnalyticsConfig?projectId=${DEMO_PROJECT.id}`;
        const statuses: number[] = [];
        for (let index = 0; index < PER_IP + 2; index += 1)
          statuses.push((await get(index % 2 === 0 ? a : b, url, '10.7.0.1')).statusCode);
        expect(statuses).toEqual([...Array(PER_IP).fill(200), 429, 429]);
        const refused = await get(a, url, '10.7.0.1');
        expect(refused.json().code).toBe('RATE_LIMITED');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        // Another address still has its own allowance on both instances.
        expect((await get(b, url, '10.7.0.2')).statusCode).toBe(200);
      });

      it('(control) instances with their own memory counters would let twice as many through', async () => {
        const [c, d] = [await instance(), await instance()];
        const url = `/getAnalyticsConfig?projectId=${DEMO_PROJECT.id}`;
        for (let index = 0; index < PER_IP * 2; index += 1)
          expect((await get(index % 2 === 0 ? c : d, url, '10.7.1.1')).statusCode).toBe(200);
      });

      it("counts a project's own limit across both instances and all of its visitors", async () => {
        const projectId = uniqueProjectId('shared');
        await a.walletport.projects.create({ id: projectId });
        await a.walletport.projects.update(projectId, { rateLimit: 4 });
        const url = `/getAnalyticsConfig?projectId=${projectId}`;
        const statuses: number[] = [];
        for (let index = 0; index < 6; index += 1)
          statuses.push((await get(index % 2 === 0 ? a : b, url, `10.8.0.${index}`)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
        const refused = await get(b, url, '10.8.1.1');
        expect(refused.json().message).toContain('this project');
      });

      it('answers on one instance with the identity the other cached in Redis', async () => {
        const address = devnetAccount(9).address;
        const path = `/v1/identity/${address}?projectId=${DEMO_PROJECT.id}`;
        expect((await get(a, path, '10.9.0.1')).json()).toEqual({ name: null, avatar: null });
        const key = `${PREFIX}${identityCacheKey(address)}`;
        const ttl = await raw.pttl(key);
        expect(ttl).toBeGreaterThan(IDENTITY_CACHE_TTL_MS - 10_000);
        expect(ttl).toBeLessThanOrEqual(IDENTITY_CACHE_TTL_MS);
        // A name written behind both servers' backs: b answers from the entry a cached, not the database.
        await createNameStore(db).register({
          name: 'redis-shared.walletport.id',
          attributes: {},
          coinType: 60,
          address,
        });
        expect((await get(b, path, '10.9.0.2')).json()).toEqual({ name: null, avatar: null });
        // Once the shared entry is gone, both read the database again.
        await raw.del(key);
        expect((await get(b, path, '10.9.0.2')).json()).toEqual({
          name: 'redis-shared.walletport.id',
          avatar: null,
        });
        expect((await get(a, path, '10.9.0.1')).json().name).toBe('redis-shared.walletport.id');
      });
    });

    it('startServer opens the Redis named by REDIS_URL (the production wiring)', async () => {
      const running = await startServer(
        loadConfig({ REDIS_URL: redis?.url, LOG_LEVEL: 'silent', PORT: '0', PGLITE_DIR: 'memory://' }),
      );
      try {
        await running.cache.set('from-serve', { wired: true }, 10_000);
        expect(JSON.parse((await raw.get(`${PREFIX}from-serve`)) ?? 'null')).toEqual({ wired: true });
        const health = await fetch(`${running.url}/healthz`);
        expect(health.status).toBe(200);
      } finally {
        await running.close();
      }
    });
  },
);
