/**
 * A fixed-window rate limiter on the shared store (memory or Redis): `limit` hits per window per key.
 * Fixed windows are coarse at the edges (up to 2x in a moment spanning two windows) but need one counter
 * per key, which keeps the Redis variant a single INCR.
 */
import type { Cache } from '../cache/index.js';
import { ApiError } from '../http/api-error.js';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (the Retry-After value). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts a hit for `key`; `limit` 0 means unlimited (nothing is counted). */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
}

export function createRateLimiter(cache: Cache, now: () => number = Date.now): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      if (limit <= 0)
        return { allowed: true, limit, remaining: Number.POSITIVE_INFINITY, retryAfterSeconds: 0 };
      const { count, resetInMs } = await cache.increment(`ratelimit:${key}`, windowMs, now());
      return {
        allowed: count <= limit,
        limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
      };
    },
  };
}

/** The 429 answer for a refused hit, with Retry-After. */
export function rateLimitError(decision: RateLimitDecision, what: string): ApiError {
  return new ApiError(
    429,
    'RATE_LIMITED',
    `Too many ${what}; try again in ${decision.retryAfterSeconds} seconds.`,
    { 'retry-after': String(decision.retryAfterSeconds) },
  );
}
