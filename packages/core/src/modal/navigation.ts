/**
 * Wires one router and one modal service together for an instance. They need each other (going back
 * closes the modal; opening resets the router), so the router reaches the modal through a port that is
 * bound once both exist. Everything here is per call: no module state.
 */
import { createModalService, type ModalService, type ModalServiceDeps } from './modal.js';
import type { AuthReloadPort, FarcasterAccountPort } from './ports.js';
import { createRouterService, type RouterService, type RouterServiceDeps } from './router.js';

export interface ModalNavigationDeps extends Omit<ModalServiceDeps, 'router' | 'store'> {
  routerStore?: RouterServiceDeps['store'];
  modalStore?: ModalServiceDeps['store'];
  accounts: FarcasterAccountPort;
  auth: AuthReloadPort;
}

export interface ModalNavigation {
  readonly router: RouterService;
  readonly modal: ModalService;
  dispose(): void;
}

export function createModalNavigation(deps: ModalNavigationDeps): ModalNavigation {
  const { routerStore, modalStore, accounts, auth, ...modalDeps } = deps;
  // Bound right below; the router only calls close() after construction, from a visitor's action.
  let modal: ModalService | undefined;
  const router = createRouterService({
    store: routerStore,
    modal: { close: (options) => modal!.close(options) },
    accounts,
    auth,
    timers: deps.timers,
    onError: deps.onError,
  });
  modal = createModalService({ ...modalDeps, store: modalStore, router });
  const boundModal = modal;
  return {
    router,
    modal: boundModal,
    dispose() {
      router.dispose();
      boundModal.dispose();
    },
  };
}
