/** Types of redis.mjs (a plain-JS module so scripts and tests can use it before any build). */
export interface TestRedis {
  /** redis://127.0.0.1:PORT */
  url: string;
  /** Kills the server and waits for it to exit. Idempotent. */
  stop(): Promise<void>;
}
/** Where Debian's redis-server lives; installed with apt-get when missing. */
export const REDIS_SERVER: string;
/** True when a Redis on 127.0.0.1:`port` answers PING with PONG within `timeoutMs`. */
export function pingRedis(port: number, timeoutMs?: number): Promise<boolean>;
export function startTestRedis(): Promise<TestRedis>;
