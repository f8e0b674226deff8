import { describe, expect, it } from 'vitest';
import { createRedisCacheFromClient, type RedisCommands } from './redis-cache.js';

/** The few Redis commands the store uses, over a Map with expiry times. */
function fakeRedis(clock: () => number): RedisCommands & { expiries: Map<string, number> } {
  const values = new Map<string, string>();
  const expiries = new Map<string, number>();
  const alive = (key: string) => {
    const expiry = expiries.get(key);
    if (expiry !== undefined && expiry <= clock()) {
      values.delete(key);
      expiries.delete(key);
    }
    return values.has(key);
  };
  return {
    expiries,
    async get(key) {
      return alive(key) ? (values.get(key) ?? null) : null;
    },
    async set(key, value, _mode, ttlMs) {
      values.set(key, value);
      expiries.set(key, clock() + ttlMs);
      return 'OK';
    },
    async del(key) {
      values.delete(key);
      return 1;
    },
    async incr(key) {
      const next = (alive(key) ? Number(values.get(key)) : 0) + 1;
      values.set(key, String(next));
      return next;
    },
    async pexpire(key, ttlMs) {
      expiries.set(key, clock() + ttlMs);
      return 1;
    },
    async quit() {
      return 'OK';
    },
  };
}

describe('Redis cache', () => {
  it('stores JSON values with a TTL under a prefix', async () => {
    let now = 0;
    const redis = fakeRedis(() => now);
    const cache = createRedisCacheFromClient(redis, () => now);
    await cache.set('balance:0xabc', { value: '1.5' }, 30_000);
    expect(await cache.get('balance:0xabc')).toEqual({ value: '1.5' });
    expect([...redis.expiries.keys()]).toEqual(['walletport:balance:0xabc']);
    now = 30_000;
    expect(await cache.get('balance:0xabc')).toBeUndefined();
    await cache.set('x', 1, 1_000);
    await cache.delete('x');
    expect(await cache.get('x')).toBeUndefined();
  });

  it('counts hits per window with one INCR, setting the expiry on the first hit only', async () => {
    let now = 10_500;
    const redis = fakeRedis(() => now);
    const cache = createRedisCacheFromClient(redis, () => now);
    expect(await cache.increment('ip:1', 1_000)).toEqual({ count: 1, resetInMs: 500 });
    const expiry = redis.expiries.get('walletport:count:ip:1:10');
    expect(expiry).toBe(10_500 + 500 + 1_000);
    expect(await cache.increment('ip:1', 1_000)).toEqual({ count: 2, resetInMs: 500 });
    expect(redis.expiries.get('walletport:count:ip:1:10')).toBe(expiry);
    now = 11_000;
    expect((await cache.increment('ip:1', 1_000)).count).toBe(1);
    await cache.close();
  });
});
