// @vitest-environment happy-dom
/**
 * The embedded-wallet feature's wiring into an instance: what it registers, and that the instance's
 * `authReload` moment (the router leaving the Farcaster view without an address) reaches the wallet.
 * The real service behind the lazy facade is replaced here, so no frame loads: this tests the wiring.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbeddedWallet } from '../../src/embedded/embedded-wallet.js';
import { embeddedWalletFeature } from '../../src/embedded/feature/install-embedded.js';
import type { FeatureContext, InstanceHookName } from '../../src/feature/index.js';

const loaded = { reload: vi.fn(async () => {}), preload: vi.fn(async () => {}), destroy: vi.fn() };

vi.mock('../../src/embedded/feature/instance-embedded-wallet.js', () => ({
  createInstanceEmbeddedWallet: () => loaded,
}));

function install() {
  const hooks = new Map<InstanceHookName, () => void | Promise<void>>();
  const services = new Map<string, unknown>();
  const adapter = { namespace: 'eip155', setEmbeddedWallet: vi.fn() };
  const ctx = {
    options: { features: { email: true, socials: [] }, embeddedWalletUrl: 'https://frame.example/' },
    adapters: { eip155: adapter },
    env: { logger: { error: vi.fn(), warn: vi.fn() } },
    services: { storage: {}, modal: { onClose: () => () => {} } },
    addHook: (name: InstanceHookName, hook: () => void | Promise<void>) => {
      hooks.set(name, hook);
      return () => hooks.delete(name);
    },
    provideService: (key: string, service: unknown) => {
      services.set(key, service);
      return () => services.delete(key);
    },
    provideSyncSource: () => () => {},
    onStart: () => () => {},
  } as unknown as FeatureContext;
  const dispose = embeddedWalletFeature.install(ctx);
  return { hooks, wallet: services.get('embeddedWallet') as EmbeddedWallet, adapter, dispose };
}

beforeEach(() => vi.clearAllMocks());

describe('the embedded-wallet feature in an instance', () => {
  it('hands the adapter its handle and publishes the wallet', () => {
    const { wallet, adapter, dispose } = install();
    expect(adapter.setEmbeddedWallet).toHaveBeenCalledTimes(1);
    expect(wallet).toBeDefined();
    dispose?.();
  });

  it('answers authReload by reloading the loaded wallet, and never loads the frame just for it', async () => {
    const { hooks, wallet, dispose } = install();
    const authReload = hooks.get('authReload');
    expect(authReload).toBeTypeOf('function');
    await authReload?.();
    expect(loaded.reload).not.toHaveBeenCalled();
    await wallet.preload();
    await authReload?.();
    expect(loaded.reload).toHaveBeenCalledTimes(1);
    dispose?.();
    expect(hooks.has('authReload')).toBe(false);
  });
});
