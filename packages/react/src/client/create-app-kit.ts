'use client';
import { createAppKitCore, createStore, type OpenOptions } from '@walletport/core';
import { preloadView } from '../views/registry.js';
import { createBalanceService } from './balance.js';
import { setDefaultAppKit } from './default-instance.js';
import { SDK_TYPE, SDK_VERSION } from './sdk-info.js';
import type {
  AppKit,
  AppKitEnvironment,
  AppKitLifecycleState,
  AppKitOpenOptions,
  CreateAppKitOptions,
} from './types.js';

export { SDK_TYPE, SDK_VERSION };

type ModalModule = typeof import('../modal/mount.js');

/**
 * Creates one Walletport instance (AppKit-compatible). Nothing runs at import; creation builds stores
 * only. In a browser the stored connection is restored right away (the one network call a page makes
 * without a click); the modal's code loads on the first open or button hover.
 */
export function createAppKit(options: CreateAppKitOptions, env: AppKitEnvironment = {}): AppKit {
  const core = createAppKitCore(options, { sdkType: SDK_TYPE, sdkVersion: SDK_VERSION, ...env });
  const lifecycle = createStore<AppKitLifecycleState>({ initialized: false, latestEvent: undefined });
  // Kept from creation on, so a component mounted later still sees the event that happened before it.
  const stopEventLog = core.subscribeEvents((event) => lifecycle.setState({ latestEvent: event }));
  const balance = createBalanceService(core, env.clock ?? { now: () => Date.now() });
  let modalModule: Promise<ModalModule> | undefined;
  let unmount: (() => void) | undefined;
  let starting: Promise<void> | undefined;
  let destroyed = false;

  const loadModal = () => {
    modalModule ??= import('../modal/mount.js').catch((error: unknown) => {
      // A failed chunk load (offline, deploy in between) must not stick: the next click tries again.
      modalModule = undefined;
      throw error;
    });
    return modalModule;
  };

  // The modal's chunk and the chunk of the view it will open on load side by side, and the dialog renders
  // only once both are here: React holds a Suspense fallback for at least 300 ms, so a view that is still
  // loading when the dialog appears would show a skeleton for that long even on a fast connection.
  const ensureMounted = async (openOptions: OpenOptions) => {
    // On a server there is nothing to mount into, and the modal's code is not needed there.
    if (typeof document === 'undefined' || destroyed) return;
    const view = core.getOpeningView(openOptions).name;
    // A view chunk that fails here is not fatal: the dialog opens and its view outlet retries the load,
    // showing its error and "Try again" if that fails too.
    const [module] = await Promise.all([loadModal(), preloadView(view).catch(() => undefined)]);
    if (!unmount && !destroyed) unmount = module.mountModal(instance);
  };

  // createAppKitCore returns plain closures, so spreading keeps every method bound to its instance.
  const instance: AppKit = {
    ...core,
    stores: { ...core.stores, lifecycle },
    balance,
    async open(openOptions: AppKitOpenOptions = {}) {
      const { namespace, ...rest } = openOptions;
      core.stores.connectors.setFilterByNamespace(namespace);
      await ensureMounted(rest);
      core.open(rest);
    },
    async preloadModal(openOptions: AppKitOpenOptions = {}) {
      await ensureMounted(openOptions);
    },
    start() {
      starting ??= core.start().then(() => {
        if (!destroyed) lifecycle.setState({ initialized: true });
      });
      return starting;
    },
    destroy() {
      destroyed = true;
      stopEventLog();
      unmount?.();
      unmount = undefined;
      core.destroy();
    },
  };

  setDefaultAppKit(instance);
  if (typeof window !== 'undefined') void instance.start();
  return instance;
}
