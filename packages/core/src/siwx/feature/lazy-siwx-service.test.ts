import { describe, expect, it, vi } from 'vitest';
import type { SiwxAccount, SiwxConfig, SiwxService } from '../index.js';
import { createSiwxStore } from '../siwx-store.js';
import { createLazySiwxService } from './lazy-siwx-service.js';

const ACCOUNT: SiwxAccount = {
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: '0xa',
  isSmartAccount: false,
  isSupportedNetwork: true,
  viaUniversalProvider: false,
};

function setup(config: Partial<SiwxConfig> = {}) {
  const store = createSiwxStore();
  const listeners = new Set<() => void>();
  let current: SiwxAccount | undefined;
  const stopWatch = vi.fn();
  const loaded = {
    requestSignIn: vi.fn(async () => {}),
    cancel: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    watch: vi.fn(() => stopWatch),
  } as unknown as SiwxService;
  const load = vi.fn(async () => loaded);
  const errors: string[] = [];
  const service = createLazySiwxService({
    config: config as SiwxConfig,
    store,
    account: {
      current: () => current,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    load,
    logger: { error: (message) => errors.push(message) },
  });
  const setAccount = (account: SiwxAccount | undefined) => {
    current = account;
    for (const listener of [...listeners]) listener();
  };
  return { service, store, load, loaded, stopWatch, setAccount, listeners, errors };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLazySiwxService', () => {
  it('answers the close guard synchronously without loading the flow', () => {
    const { service, store, load } = setup({ getRequired: () => true });
    expect(service.isRequired()).toBe(true);
    expect(service.hasSession()).toBe(false);
    store.replaceState({ status: 'signed-in', session: { data: {}, message: 'm', signature: 's' } as never });
    expect(service.hasSession()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('a flow that fails to load shows "not available" in the store instead of doing nothing', async () => {
    const { service, store, load, errors } = setup();
    load.mockRejectedValueOnce(new Error('chunk failed'));
    await service.requestSignIn();
    expect(store.getState()).toMatchObject({
      status: 'error',
      error: { code: 'SIWX_UNAVAILABLE' },
    });
    expect(errors).toContain('Failed to load the SIWX flow');
  });

  it('a throwing getRequired counts as not required and is reported', () => {
    const { service, errors } = setup({
      getRequired: () => {
        throw new Error('boom');
      },
    });
    expect(service.isRequired()).toBe(false);
    expect(errors).toEqual(['SIWX getRequired threw']);
  });

  it('watching loads the flow only with a connected account, then hands over to it', async () => {
    const { service, load, loaded, setAccount, listeners } = setup();
    const stop = service.watch();
    await settle();
    expect(load).not.toHaveBeenCalled();
    setAccount(ACCOUNT);
    setAccount(ACCOUNT);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded.watch).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    stop();
  });

  it('a failed load is reported and retried on the next account change', async () => {
    const { service, load, loaded, setAccount, errors } = setup();
    load.mockRejectedValueOnce(new Error('offline'));
    service.watch();
    setAccount(ACCOUNT);
    await settle();
    expect(errors).toEqual(['Failed to load the SIWX flow']);
    setAccount({ ...ACCOUNT, chainId: 'eip155:10' });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded.watch).toHaveBeenCalledTimes(1);
  });

  it('stopping before the flow arrives never starts it; stopping after stops it', async () => {
    const first = setup();
    const stop = first.service.watch();
    first.setAccount(ACCOUNT);
    stop();
    await settle();
    expect(first.loaded.watch).not.toHaveBeenCalled();

    const second = setup();
    const stopSecond = second.service.watch();
    second.setAccount(ACCOUNT);
    await settle();
    stopSecond();
    expect(second.stopWatch).toHaveBeenCalledTimes(1);
  });

  it('methods load the flow once and call it', async () => {
    const { service, load, loaded } = setup();
    await service.requestSignIn();
    await service.cancel();
    await service.signOut();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded.requestSignIn).toHaveBeenCalledTimes(1);
    expect(loaded.cancel).toHaveBeenCalledTimes(1);
    expect(loaded.signOut).toHaveBeenCalledTimes(1);
  });
});
