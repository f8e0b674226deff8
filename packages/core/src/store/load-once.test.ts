import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.js';

describe('loadOnce', () => {
  it('shares one attempt between concurrent callers and keeps the value', async () => {
    const loader = vi.fn(async () => ({ id: 1 }));
    const lazy = loadOnce(loader);
    expect(lazy.peek()).toBeUndefined();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(await lazy.load()).toBe(a);
    expect(lazy.peek()).toBe(a);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed attempt so the next call loads again', async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const lazy = loadOnce(loader);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.peek()).toBeUndefined();
    expect(await lazy.load()).toBe('chunk');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('callers waiting on a failed attempt all see that failure, not a second load', async () => {
    let reject: (error: Error) => void = () => {};
    const loader = vi.fn(() => new Promise<string>((_, fail) => (reject = fail)));
    const lazy = loadOnce(loader);
    const first = lazy.load();
    const second = lazy.load();
    reject(new Error('gone'));
    await expect(first).rejects.toThrow('gone');
    await expect(second).rejects.toThrow('gone');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
