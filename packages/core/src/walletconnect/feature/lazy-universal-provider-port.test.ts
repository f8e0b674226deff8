import { describe, expect, it, vi } from 'vitest';
import type { UniversalProviderPort } from '../universal-provider-port.js';
import { createLazyUniversalProviderPort } from './lazy-universal-provider-port.js';

function realPort() {
  let onEnd: (() => void) | undefined;
  const provider = { session: undefined };
  const port = {
    handle: { getProvider: vi.fn(async () => provider), loadedProvider: () => provider },
    requestedChains: ['eip155:1'],
    connect: vi.fn(async () => []),
    disconnect: vi.fn(async () => {}),
    sessionChains: vi.fn(() => ['eip155:1']),
    restore: vi.fn(async () => undefined),
    onSessionEnd: vi.fn((listener: () => void) => {
      onEnd = listener;
      return () => {};
    }),
    close: vi.fn(async () => {}),
  } as unknown as UniversalProviderPort;
  return { port, provider, endSession: () => onEnd?.() };
}

describe('createLazyUniversalProviderPort', () => {
  it('preload loads the port once and starts no provider (no storage read, no socket)', async () => {
    const real = realPort();
    const load = vi.fn(async () => real.port);
    const lazy = createLazyUniversalProviderPort(load);
    await Promise.all([lazy.preload(), lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.port.handle.getProvider).not.toHaveBeenCalled();
    expect(real.port.restore).not.toHaveBeenCalled();
    await lazy.connect(() => {});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for what only a loaded provider can have', async () => {
    const load = vi.fn(async () => realPort().port);
    const lazy = createLazyUniversalProviderPort(load);
    expect(lazy.handle.loadedProvider()).toBeUndefined();
    expect(lazy.sessionChains()).toBeUndefined();
    await lazy.disconnect();
    await lazy.close();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the port once on first use and forwards to it, session ends included', async () => {
    const real = realPort();
    const load = vi.fn(async () => real.port);
    const lazy = createLazyUniversalProviderPort(load);
    const ended = vi.fn();
    lazy.onSessionEnd(ended);
    expect(await lazy.handle.getProvider()).toBe(real.provider);
    await lazy.connect(() => {});
    await lazy.restore();
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.handle.loadedProvider()).toBe(real.provider);
    expect(lazy.sessionChains()).toEqual(['eip155:1']);
    real.endSession();
    expect(ended).toHaveBeenCalledTimes(1);
    await lazy.close();
    expect(real.port.close).toHaveBeenCalledTimes(1);
  });

  it('a failed load rejects that call and is retried by the next', async () => {
    const real = realPort();
    const load = vi.fn(async () => real.port);
    load.mockRejectedValueOnce(new Error('offline'));
    const lazy = createLazyUniversalProviderPort(load);
    await expect(lazy.restore()).rejects.toThrow('offline');
    await lazy.restore();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a close() at any moment after the load closes the loaded port (the relay socket never stays open)', async () => {
    for (let delay = 0; delay < 6; delay += 1) {
      const real = realPort();
      const lazy = createLazyUniversalProviderPort(async () => real.port);
      const restoring = lazy.restore();
      for (let tick = 0; tick < delay; tick += 1) await Promise.resolve();
      await lazy.close();
      await restoring;
      await Promise.resolve();
      expect(real.port.close, `close after ${delay} microtasks`).toHaveBeenCalled();
    }
  });
});
