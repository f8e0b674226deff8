import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedWindow } from './cache.js';
import { createMemoryCache } from './memory-cache.js';

describe('memory cache', () => {
  it('keeps values until their TTL and hands out copies', async () => {
    let now = 1_000;
    const cache = createMemoryCache({ now: () => now });
    const value = { balances: [1, 2] };
    await cache.set('k', value, 30_000);
    value.balances.push(3);
    const read = await cache.get<typeof value>('k');
    expect(read).toEqual({ balances: [1, 2] });
    read?.balances.push(4);
    expect(await cache.get('k')).toEqual({ balances: [1, 2] });
    now += 30_000;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('deletes values', async () => {
    const cache = createMemoryCache();
    await cache.set('k', 1, 1_000);
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
  });

  it('counts hits per fixed window and restarts at the next window', async () => {
    const cache = createMemoryCache();
    expect(await cache.increment('ip', 1_000, 5_000)).toEqual({ count: 1, resetInMs: 1_000 });
    expect(await cache.increment('ip', 1_000, 5_400)).toEqual({ count: 2, resetInMs: 600 });
    expect(await cache.increment('other', 1_000, 5_400)).toEqual({ count: 1, resetInMs: 600 });
    expect(await cache.increment('ip', 1_000, 6_000)).toEqual({ count: 1, resetInMs: 1_000 });
  });

  it('stays bounded under a flood of distinct keys', async () => {
    const cache = createMemoryCache({ maxEntries: 10 });
    for (let index = 0; index < 100; index += 1) await cache.set(`k${index}`, index, 60_000);
    let kept = 0;
    for (let index = 0; index < 100; index += 1) if ((await cache.get(`k${index}`)) !== undefined) kept += 1;
    expect(kept).toBeLessThanOrEqual(10);
    expect(await cache.get('k99')).toBe(99);
  });

  it('puts every moment in exactly one window that contains it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: 1, max: 10 ** 7 }),
        (now, windowMs) => {
          const { index, resetInMs } = fixedWindow(now, windowMs);
          expect(resetInMs).toBeGreaterThan(0);
          expect(resetInMs).toBeLessThanOrEqual(windowMs);
          expect(index * windowMs).toBeLessThanOrEqual(now);
          expect(now + resetInMs).toBe((index + 1) * windowMs);
        },
      ),
    );
  });
});
