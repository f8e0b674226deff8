import { describe, expect, it, vi } from 'vitest';

describe('@walletport/core public API', () => {
  it('exports exactly the documented names (update the snapshot deliberately when the API changes)', async () => {
    const core = await import('@walletport/core');
    const surface = Object.keys(core)
      .sort()
      .map((name) => `${name}: ${typeof (core as Record<string, unknown>)[name]}`);
    expect(surface).toMatchSnapshot();
  });

  it('does no work at import: no fetch, storage, DOM, timers or randomness', async () => {
    vi.resetModules();
    const touched: string[] = [];
    const trap = (name: string) =>
      new Proxy(() => {}, {
        get: () => {
          touched.push(name);
          return undefined;
        },
        apply: () => {
          touched.push(name);
        },
      });
    const globals = ['fetch', 'localStorage', 'sessionStorage', 'document', 'window', 'navigator'] as const;
    for (const name of globals) vi.stubGlobal(name, trap(name));
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const randomSpy = vi.spyOn(Math, 'random');
    try {
      // resetModules above makes this import evaluate every core module again.
      await import('@walletport/core');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(touched).toEqual([]);
    expect(setTimeoutSpy).not.toHaveBeenCalled();
    expect(setIntervalSpy).not.toHaveBeenCalled();
    expect(randomSpy).not.toHaveBeenCalled();
  });
});
