/**
 * The modal store (open, loading, shake) and the service that opens and closes the modal by the rules
 * of docs/router.md, shakes it (500 ms) and tells the app (MODAL_OPEN / MODAL_CLOSE events, onClose hooks).
 */
import { createStore, type Store } from '../store/index.js';
import type { OpenableView } from './implemented-views.js';
import { chooseOpeningView, decideClose, MODAL_SHAKE_MS } from './modal-rules.js';
import {
  type CloseOptions,
  type CloseOutcome,
  type ErrorReporter,
  type ModalCloseInfo,
  type ModalContextPort,
  type ModalEventSink,
  type CloseGuard,
  systemTimers,
  type Timers,
} from './ports.js';
import type { RouterService } from './router.js';
import type { RouterView } from './views.js';

export interface ModalState {
  readonly open: boolean;
  /** A view is waiting for data (e.g. wallets or a network switch). */
  readonly loading: boolean;
  /** True for MODAL_SHAKE_MS after a shake request; the UI plays its shake animation meanwhile. */
  readonly shake: boolean;
}

export function createModalStore(): Store<ModalState> {
  return createStore<ModalState>({ open: false, loading: false, shake: false });
}

/**
 * What apps pass to `open` (the instance's and the React hooks'). Only implemented views are accepted: a
 * planned view without a screen yet is a compile error, and is refused at run time (`createPublicOpen`).
 */
export interface OpenOptions {
  /** Show this view instead of the one the opening rules pick. */
  view?: OpenableView;
}

/**
 * What Walletport's own flows pass to the modal service. Any planned view is allowed here, so a flow and
 * its close rules can be built and tested before its screen exists; apps never reach this type.
 */
export interface ModalOpenOptions {
  /** Show this view instead of the one the opening rules pick. */
  view?: RouterView;
}

export interface ModalServiceDeps {
  /** Defaults to a fresh modal store. */
  store?: Store<ModalState>;
  router: Pick<RouterService, 'store' | 'reset'>;
  context: ModalContextPort;
  /**
   * Asked on every close: true keeps the modal open (and shakes it). Features register their guards
   * on the instance (a required sign-in does); without one nothing is ever blocked.
   */
  isCloseBlocked?: CloseGuard;
  events: ModalEventSink;
  timers?: Timers;
  /** Receives errors thrown by onClose hooks, which must not stop the modal from closing. */
  onError?: ErrorReporter;
}

export type ModalCloseHook = (info: ModalCloseInfo) => void;

export interface ModalService {
  readonly store: Store<ModalState>;
  /** Opens on the requested view or the one the opening rules pick; while open, navigates there. */
  open(options?: ModalOpenOptions): void;
  /** Closes by the close rules and says what happened. A blocked close shakes the modal. */
  close(options?: CloseOptions): CloseOutcome;
  /** Sets shake for MODAL_SHAKE_MS; a new request restarts the period. */
  shake(): void;
  setLoading(loading: boolean): void;
  /** Runs after each actual close; returns an unsubscribe function. */
  onClose(hook: ModalCloseHook): () => void;
  /** Cancels the pending shake reset when the instance is torn down. */
  dispose(): void;
}

export function createModalService(deps: ModalServiceDeps): ModalService {
  const store = deps.store ?? createModalStore();
  const timers = deps.timers ?? systemTimers();
  const report: ErrorReporter = deps.onError ?? (() => {});
  const closeHooks = new Set<ModalCloseHook>();
  let shakeTimer: { handle: unknown } | undefined;

  const stopShakeTimer = () => {
    if (shakeTimer) timers.clearTimeout(shakeTimer.handle);
    shakeTimer = undefined;
  };

  const shake = () => {
    stopShakeTimer();
    store.setState({ shake: true });
    const timer = {
      handle: timers.setTimeout(() => {
        if (shakeTimer === timer) shakeTimer = undefined;
        store.setState({ shake: false });
      }, MODAL_SHAKE_MS),
    };
    shakeTimer = timer;
  };

  return {
    store,
    open(options) {
      const connected = deps.context.isConnected();
      const view = chooseOpeningView({
        requested: options?.view,
        connected,
        hasAdapters: deps.context.hasAdapters(),
        mobile: deps.context.isMobile(),
      });
      deps.router.reset(view);
      const wasOpen = store.getState().open;
      store.setState({ open: true });
      if (!wasOpen) deps.events.emit('MODAL_OPEN', { view, connected });
    },
    close(options) {
      if (!store.getState().open) return 'not-open';
      const view = deps.router.store.getState().view.name;
      const decision = decideClose({ view, options, blocked: deps.isCloseBlocked?.(view) ?? false });
      if (decision === 'block') {
        shake();
        return 'blocked';
      }
      if (decision === 'ignore') return 'ignored';
      store.setState({ open: false, loading: false });
      const info: ModalCloseInfo = {
        connected: deps.context.isConnected(),
        transactionStackEmpty: deps.router.store.getState().transactionStack.length === 0,
      };
      deps.events.emit('MODAL_CLOSE', { connected: info.connected });
      for (const hook of [...closeHooks]) {
        try {
          hook(info);
        } catch (error) {
          report(error);
        }
      }
      return 'closed';
    },
    shake,
    setLoading: (loading) => store.setState({ loading }),
    onClose(hook) {
      closeHooks.add(hook);
      return () => closeHooks.delete(hook);
    },
    dispose: stopShakeTimer,
  };
}
