'use client';
import {
  createAppKitCore,
  createStore,
  detectPlatform,
  loadOnce,
  type OpenOptions,
  type PlatformHost,
  toOpenOptions,
  unavailableViewOf,
} from '@walletport/core/internal';
import { defineAppKitElements } from '../elements/define-elements.js';
import { setDefaultAppKit } from './default-instance.js';
import { whenPageIdle } from './idle-preload.js';
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
 * Warms a view's chunk. The registry (with every view folder's declaration) is itself loaded on demand,
 * beside the modal's chunk, so nothing of the views is in the page before the first open or hover.
 */
const preloadView = (name: string) =>
  import('../views/registry.js').then((registry) => registry.preloadView(name));

/**
 * Creates one Walletport instance (AppKit-compatible). Nothing runs at import; creation builds stores
 * only. In a browser the stored connection is restored right away (the one network call a page makes
 * without a click), and the modal's code loads when the page is idle after load (or on the first hover
 * or open, whichever comes first).
 */
export function createAppKit(options: CreateAppKitOptions, env: AppKitEnvironment = {}): AppKit {
  // Detected once, here, and handed to core: its mobile opening view (docs/router.md#opening), its single
  // awaited wallet-connect pairing (docs/walletconnect.md) and every view read this one answer.
  // On a server it is a desktop browser.
  const platform = Object.freeze({ ...(env.platform ?? detectPlatform(globalThis as PlatformHost)) });
  const { preloadModal: _preload, ...coreEnv } = env;
  const core = createAppKitCore(options, {
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    ...coreEnv,
    platform,
  });
  const lifecycle = createStore<AppKitLifecycleState>({ initialized: false, latestEvent: undefined });
  // Kept from creation on, so a component mounted later still sees the event that happened before it.
  const stopEventLog = core.subscribeEvents((event) => lifecycle.setState({ latestEvent: event }));
  let unmount: (() => void) | undefined;
  let starting: Promise<void> | undefined;
  let destroyed = false;
  let cancelPreload: (() => void) | undefined;

  // A failed chunk load (offline, deploy in between) must not stick: the next click tries again.
  const { load: loadModal } = loadOnce<ModalModule>(() => import('../modal/mount.js'));

  // The modal's chunk and the chunk of the view it will open on load side by side, and the dialog renders
  // only once both are here: React holds a Suspense fallback for at least 300 ms, so a view that is still
  // loading when the dialog appears would show a skeleton for that long even on a fast connection.
  const ensureMounted = async (openOptions: OpenOptions) => {
    // On a server there is nothing to mount into, and the modal's code is not needed there.
    if (typeof document === 'undefined' || destroyed) return;
    // A view the modal cannot show is refused by core's open: loading the modal for it would be wasted.
    if (unavailableViewOf(openOptions.view) !== undefined) return;
    const view = core.getOpeningView(openOptions).name;
    // A view chunk that fails here is not fatal: the dialog opens and its view outlet retries the load,
    // showing its error and "Try again" if that fails too.
    const [module, loaded] = await Promise.all([
      loadModal().then(async (modal) => {
        await modal.loadModalCatalogue(instance);
        return modal;
      }),
      preloadView(view).then(
        () => true,
        () => false,
      ),
    ]);
    if (loaded) readyViews.add(view);
    if (!unmount && !destroyed) unmount = module.mountModal(instance);
  };
  // Views whose code is here while the modal is mounted: opening one needs no await at all, so the
  // dialog renders inside the click's own event (the page was idle-prepared, or hovered, before).
  const readyViews = new Set<string>();
  const isReady = (openOptions: OpenOptions) =>
    unmount !== undefined && readyViews.has(core.getOpeningView(openOptions).name);

  // createAppKitCore returns plain closures, so spreading keeps every method bound to its instance.
  const instance: AppKit = {
    ...core,
    stores: { ...core.stores, lifecycle },
    platform,
    async open(openOptions: AppKitOpenOptions = {}) {
      const { namespace, ...rest } = toOpenOptions(openOptions);
      if (unavailableViewOf(rest.view) !== undefined) {
        // Refused there (one warning naming the view); nothing else changes, not even the namespace filter.
        core.open(rest);
        return;
      }
      core.stores.connectors.setFilterByNamespace(namespace);
      if (!isReady(rest)) await ensureMounted(rest);
      core.open(rest);
    },
    async preloadModal(openOptions: AppKitOpenOptions = {}) {
      await ensureMounted(toOpenOptions(openOptions));
    },
    start() {
      starting ??= core.start().then(() => {
        if (!destroyed) lifecycle.setState({ initialized: true });
      });
      return starting;
    },
    destroy() {
      destroyed = true;
      cancelPreload?.();
      stopEventLog();
      unmount?.();
      unmount = undefined;
      core.destroy();
    },
  };

  setDefaultAppKit(instance);
  if (typeof window !== 'undefined') {
    void instance.start();
    // AppKit's <appkit-button> and friends; their renderer loads when one is on the page (define-elements.ts).
    defineAppKitElements();
    // The modal's shell and its opening view are ready before the first click (see idle-preload.ts);
    // a failure here is not reported: the click loads again and shows its own error.
    if (env.preloadModal !== 'intent')
      cancelPreload = whenPageIdle(() => void instance.preloadModal().catch(() => undefined));
  }
  return instance;
}
