/**
 * The router service: applies the pure transitions of router-transitions.ts to a router store and
 * performs their effects (closing the modal through a port, transaction callbacks, the farcaster reset).
 */
import { createStore, type Store } from '../store/index.js';
import type {
  AuthReloadPort,
  CloseOutcome,
  ErrorReporter,
  FarcasterAccountPort,
  ModalClosePort,
  Timers,
} from './ports.js';
import { systemTimers } from './ports.js';
import {
  backClosesModal,
  clearHistoryState,
  createInitialRouterState,
  goBackToIndexState,
  planTransactionPop,
  popView,
  pushTransactionAction,
  pushView,
  type RouterState,
  replaceView,
  resetView,
  type TransactionAction,
  type TransactionStatus,
  type TransactionStep,
} from './router-transitions.js';
import type { RouterView } from './views.js';

/** The farcaster URL is cleared and the auth provider reloaded 100 ms after leaving the view. */
export const FARCASTER_RELOAD_DELAY_MS = 100;

export function createRouterStore(): Store<RouterState> {
  return createStore(createInitialRouterState());
}

export interface RouterServiceDeps {
  /** Defaults to a fresh router store. */
  store?: Store<RouterState>;
  modal: ModalClosePort;
  accounts: FarcasterAccountPort;
  auth: AuthReloadPort;
  timers?: Timers;
  onError?: ErrorReporter;
}

/** What going back did: moved to the previous view, or tried to close the modal (with that outcome). */
export type GoBackResult = 'navigated' | CloseOutcome;

export interface RouterService {
  readonly store: Store<RouterState>;
  /** Shows the view on top of history; ignored when it is the current view (same name and params). */
  push(view: RouterView): void;
  replace(view: RouterView): void;
  reset(view: RouterView): void;
  /** The visitor's back: previous view, or closes the modal (see goBack in docs/router.md). */
  goBack(): GoBackResult;
  goBackToIndex(index: number): void;
  pushTransactionStack(action: TransactionAction): void;
  /** Ends the most recent transaction flow; no-op on an empty stack. */
  popTransactionStack(status: TransactionStatus): void;
  /** Cancels pending timers (the farcaster reload) when the instance is torn down. */
  dispose(): void;
}

export function createRouterService(deps: RouterServiceDeps): RouterService {
  const store = deps.store ?? createRouterStore();
  const timers = deps.timers ?? systemTimers();
  const report: ErrorReporter = deps.onError ?? (() => {});
  const pendingTimers = new Set<unknown>();

  const apply = (transition: (state: RouterState) => RouterState) => {
    const current = store.getState();
    const next = transition(current);
    if (next !== current) store.replaceState(next);
  };

  const schedule = (callback: () => void, ms: number) => {
    const handle = timers.setTimeout(() => {
      pendingTimers.delete(handle);
      callback();
    }, ms);
    pendingTimers.add(handle);
  };

  // Going back from ConnectingFarcaster without an address clears the farcaster URL and reloads the
  // auth provider after 100 ms: the visitor abandoned the farcaster QR, so its URL is stale.
  const resetFarcasterLater = () => {
    schedule(() => {
      deps.accounts.clearFarcasterUrl();
      try {
        Promise.resolve(deps.auth.reload()).catch(report);
      } catch (error) {
        report(error);
      }
    }, FARCASTER_RELOAD_DELAY_MS);
  };

  const goBack = (force: boolean): GoBackResult => {
    const state = store.getState();
    // Decided before navigating: the rule is about the view being left and the address at that moment.
    const leavesFarcaster = state.view.name === 'ConnectingFarcaster' && !deps.accounts.hasAddress();
    let result: GoBackResult;
    if (backClosesModal(state.history)) {
      result = deps.modal.close(force ? { force } : undefined);
    } else {
      apply(popView);
      result = 'navigated';
    }
    if (leavesFarcaster) resetFarcasterLater();
    return result;
  };

  const runStep = (step: TransactionStep) => {
    // The flow is over, so closes are forced: the ApproveTransaction guard is for stray dismissals.
    switch (step.type) {
      case 'goBack':
        goBack(true);
        return;
      case 'goBackToIndex':
        apply((state) => goBackToIndexState(state, step.index));
        return;
      case 'closeAndClearHistory': {
        const outcome = deps.modal.close({ force: true });
        // Clearing while the modal stays open (SIWX block) would leave it with no view to show.
        if (outcome === 'closed' || outcome === 'not-open') apply(clearHistoryState);
        return;
      }
      case 'reset':
        apply((state) => resetView(state, step.view));
        return;
      case 'none':
        return;
    }
  };

  return {
    store,
    push: (view) => apply((state) => pushView(state, view)),
    replace: (view) => apply((state) => replaceView(state, view)),
    reset: (view) => apply((state) => resetView(state, view)),
    goBack: () => goBack(false),
    goBackToIndex: (index) => apply((state) => goBackToIndexState(state, index)),
    pushTransactionStack: (action) => apply((state) => pushTransactionAction(state, action)),
    popTransactionStack(status) {
      const plan = planTransactionPop(store.getState(), status);
      if (!plan) return;
      store.replaceState(plan.state);
      runStep(plan.step);
      plan.callback?.();
    },
    dispose() {
      for (const handle of pendingTimers) timers.clearTimeout(handle);
      pendingTimers.clear();
    },
  };
}
