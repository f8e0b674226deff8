/**
 * The router and modal services wired to the instance: the opening rules read the connection of the
 * active namespace, events go to the instance's bus, timers are the instance's.
 */
import type { AccountsStore } from '../accounts/index.js';
import { getAccountState } from '../accounts/index.js';
import type { WalletportEventMap } from '../analytics/index.js';
import type { ChainsStore } from '../chains/index.js';
import type { PlatformInfo } from '../connection/index.js';
import {
  chooseOpeningView,
  createModalNavigation,
  type ModalContextPort,
  type ModalEventSink,
  type ModalNavigation,
  type ModalState,
  type OpenOptions,
  type RouterState,
  type RouterView,
  type CloseGuard,
  type Timers,
} from '../modal/index.js';
import type { EventBus, Store } from '../store/index.js';
import type { AppKitCoreLogger } from './types.js';
import { createFarcasterAccountPort } from './wire-accounts.js';

/**
 * The bus's emit is generic over its own map, the modal's sink over ModalEvents. The events and data are
 * the same (the bus's view type is wider), but the compiler cannot relate the two generics, hence the cast.
 */
export function modalEventSink(bus: EventBus<WalletportEventMap>): ModalEventSink {
  return { emit: (type, data) => bus.emit(type, data as WalletportEventMap[typeof type]) };
}

export interface ModalWiringDeps {
  modalStore: Store<ModalState>;
  routerStore: Store<RouterState>;
  chains: ChainsStore;
  accounts: AccountsStore;
  hasAdapters: boolean;
  platform: PlatformInfo;
  bus: EventBus<WalletportEventMap>;
  timers: Timers;
  logger: AppKitCoreLogger;
  /** The instance's close guards (features register them; a required sign-in does). */
  isCloseBlocked: CloseGuard;
  /** Fires the instance's auth-reload hooks (the embedded wallet registers one). */
  reloadAuth: () => Promise<void>;
}

/** What the opening rules read: the connection of the active namespace, the adapters, the platform. */
function openingContext(
  deps: Pick<ModalWiringDeps, 'chains' | 'accounts' | 'hasAdapters' | 'platform'>,
): ModalContextPort {
  const isConnected = () => {
    const namespace = deps.chains.getState().activeNamespace;
    return (
      namespace !== undefined && getAccountState(deps.accounts.getState(), namespace).address !== undefined
    );
  };
  return { isConnected, hasAdapters: () => deps.hasAdapters, isMobile: () => deps.platform.isMobile };
}

export interface ModalWiring extends ModalNavigation {
  /** The view `modal.open(options)` would show now, so a UI can load its code before opening. */
  openingView(options?: OpenOptions): RouterView;
}

export function wireModal(deps: ModalWiringDeps): ModalWiring {
  const activeNamespace = () => deps.chains.getState().activeNamespace;
  const context = openingContext(deps);
  const navigation = createModalNavigation({
    modalStore: deps.modalStore,
    routerStore: deps.routerStore,
    context,
    events: modalEventSink(deps.bus),
    timers: deps.timers,
    onError: (error) => deps.logger.error('Modal background work failed', { error }),
    accounts: createFarcasterAccountPort(deps.accounts, activeNamespace),
    auth: { reload: deps.reloadAuth },
    isCloseBlocked: deps.isCloseBlocked,
  });
  return {
    ...navigation,
    // The same rule and inputs as modal.open(), so the answer matches the view it will reset to.
    openingView: (options) =>
      chooseOpeningView({
        requested: options?.view,
        connected: context.isConnected(),
        hasAdapters: context.hasAdapters(),
        mobile: context.isMobile(),
      }),
  };
}
