import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.js';
import { createRequestDeduper } from './dedupe.js';

describe('createRequestDeduper', () => {
  it('shares one pending call between concurrent callers of the same key', async () => {
    const { dedupe } = createRequestDeduper();
    const pending = deferred<number>();
    const run = vi.fn(() => pending.promise);
    const first = dedupe('balance:0x1', run);
    const second = dedupe('balance:0x1', run);
    expect(run).toHaveBeenCalledOnce();
    pending.resolve(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
  });

  it('runs different keys independently', async () => {
    const { dedupe } = createRequestDeduper();
    const run = vi.fn(async () => 1);
    await Promise.all([dedupe('a', run), dedupe('b', run)]);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('forgets a key once its call settles, so the next call runs again', async () => {
    const deduper = createRequestDeduper();
    const run = vi.fn(async () => 1);
    await deduper.dedupe('a', run);
    expect(deduper.isPending('a')).toBe(false);
    await deduper.dedupe('a', run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('shares a rejection and then forgets it', async () => {
    const deduper = createRequestDeduper();
    const pending = deferred<number>();
    const first = deduper.dedupe('a', () => pending.promise);
    const second = deduper.dedupe('a', () => pending.promise);
    pending.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    expect(deduper.isPending('a')).toBe(false);
  });

  it('reports a synchronous throw as a rejection and leaves nothing pending', async () => {
    const deduper = createRequestDeduper();
    const result = deduper.dedupe('a', () => {
      throw new Error('bad input');
    });
    await expect(result).rejects.toThrow('bad input');
    expect(deduper.isPending('a')).toBe(false);
  });

  it('keeps each instance to itself', async () => {
    const run = vi.fn(() => new Promise<number>(() => {}));
    void createRequestDeduper().dedupe('a', run);
    void createRequestDeduper().dedupe('a', run);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
