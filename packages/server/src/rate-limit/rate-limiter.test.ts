import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache/index.js';
import { ApiError } from '../http/api-error.js';
import { createRateLimiter, rateLimitError } from './rate-limiter.js';

describe('rate limiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    let now = 60_000;
    const limiter = createRateLimiter(createMemoryCache(), () => now);
    expect((await limiter.hit('k', 2, 60_000)).allowed).toBe(true);
    const second = await limiter.hit('k', 2, 60_000);
    expect(second).toMatchObject({ allowed: true, remaining: 0 });
    now += 15_500;
    const third = await limiter.hit('k', 2, 60_000);
    expect(third).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    now = 120_000;
    expect((await limiter.hit('k', 2, 60_000)).allowed).toBe(true);
  });

  it('treats a limit of 0 as unlimited', async () => {
    const limiter = createRateLimiter(createMemoryCache());
    for (let index = 0; index < 50; index += 1) expect((await limiter.hit('k', 0, 1_000)).allowed).toBe(true);
  });

  it('turns a refusal into a 429 ApiError with Retry-After', () => {
    const error = rateLimitError(
      { allowed: false, limit: 1, remaining: 0, retryAfterSeconds: 7 },
      'requests',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(429);
    expect(error.headers).toEqual({ 'retry-after': '7' });
    expect(error.toBody()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests; try again in 7 seconds.',
    });
  });
});
