/** The shared store on Redis (REDIS_URL), for several API instances behind one load balancer. */
import { Redis } from 'ioredis';
import { type Cache, fixedWindow } from './cache.js';

/** The Redis commands the store uses; ioredis's client has them, tests hand in a fake. */
export interface RedisCommands {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, mode: 'PX', ttlMs: number): Promise<unknown>;
  del(key: string): Promise<unknown>;
  incr(key: string): Promise<number>;
  pexpire(key: string, ttlMs: number): Promise<unknown>;
  quit(): Promise<unknown>;
}

const PREFIX = 'walletport:';

export function createRedisCacheFromClient(client: RedisCommands, now: () => number = Date.now): Cache {
  return {
    async get<Value>(key: string) {
      const value = await client.get(PREFIX + key);
      return value === null ? undefined : (JSON.parse(value) as Value);
    },
    async set(key, value, ttlMs) {
      await client.set(PREFIX + key, JSON.stringify(value), 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async delete(key) {
      await client.del(PREFIX + key);
    },
    async increment(key, windowMs, at = now()) {
      const window = fixedWindow(at, windowMs);
      const counterKey = `${PREFIX}count:${key}:${window.index}`;
      const count = await client.incr(counterKey);
      // The first hit of a window sets its expiry; a little slack covers clock skew between instances.
      if (count === 1) await client.pexpire(counterKey, window.resetInMs + 1_000);
      return { count, resetInMs: window.resetInMs };
    },
    async close() {
      await client.quit();
    },
  };
}

export function createRedisCache(redisUrl: string): Cache {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Connection errors surface on the commands that fail; an unhandled 'error' event would crash the process.
  client.on('error', () => {});
  return createRedisCacheFromClient(client);
}
