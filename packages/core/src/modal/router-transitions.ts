/**
 * The router's state and its transitions (docs/router.md "Navigation" and "Transaction stack") as pure
 * functions: state in, state out. A transition that changes nothing returns the same object, so the
 * store does not notify. Effects (closing the modal, callbacks, timers) live in router.ts.
 */
import { isSameView, type RouterView, type ViewName } from './views.js';

/** An entry of the transaction stack: where to go when a flow (a signature, a transaction) ends. */
export interface TransactionAction {
  /** On success, reset to this view (lowest precedence). */
  readonly view?: RouterView | null;
  /** On success, go back (highest precedence). */
  readonly goBack?: boolean;
  /** On success, go back to the view before ConnectingSiwe, or close the modal and clear history. */
  readonly replace?: boolean;
  readonly onSuccess?: () => void;
  readonly onCancel?: () => void;
  readonly onError?: () => void;
}

export type TransactionStatus = 'success' | 'cancel' | 'error';

export interface RouterState {
  /** The view on screen; equals the last history entry whenever history is not empty. */
  readonly view: RouterView;
  readonly history: readonly RouterView[];
  readonly transactionStack: readonly TransactionAction[];
}

const CONNECT: RouterView = Object.freeze({ name: 'Connect' });

/** Navigation starts on Connect with a history stack. */
export function createInitialRouterState(): RouterState {
  return { view: CONNECT, history: [CONNECT], transactionStack: [] };
}

/** Push is ignored if it is the same view (same name and same params as the current view). */
export function pushView(state: RouterState, view: RouterView): RouterState {
  if (state.history.length > 0 && isSameView(state.view, view)) return state;
  return { ...state, view, history: [...state.history, view] };
}

/** Replaces the current entry; on an empty history the view becomes the only entry. */
export function replaceView(state: RouterState, view: RouterView): RouterState {
  const last = state.history.at(-1);
  if (last !== undefined && isSameView(last, view) && isSameView(state.view, view)) return state;
  return { ...state, view, history: [...state.history.slice(0, -1), view] };
}

/** Makes the view the only history entry. */
export function resetView(state: RouterState, view: RouterView): RouterState {
  const only = state.history[0];
  if (
    state.history.length === 1 &&
    only !== undefined &&
    isSameView(only, view) &&
    isSameView(state.view, view)
  ) {
    return state;
  }
  return { ...state, view, history: [view] };
}

/**
 * Going back closes the modal when history has one entry or includes UnsupportedChain.
 * An empty history (cleared after a transaction) has nowhere to go back to either.
 */
export function backClosesModal(history: readonly RouterView[]): boolean {
  return history.length <= 1 || history.some((entry) => entry.name === 'UnsupportedChain');
}

/** Drops the current entry and shows the previous one. Unchanged when there is no previous entry. */
export function popView(state: RouterState): RouterState {
  if (state.history.length <= 1) return state;
  const history = state.history.slice(0, -1);
  return { ...state, view: history.at(-1)!, history };
}

/**
 * Keeps history entries 0..index and shows entry `index`. An index that is not an existing entry
 * leaves the state unchanged: a stale index from a view that already left must not truncate history.
 */
export function goBackToIndexState(state: RouterState, index: number): RouterState {
  if (!Number.isInteger(index) || index < 0 || index >= state.history.length) return state;
  if (index === state.history.length - 1 && state.view === state.history[index]) return state;
  const history = state.history.slice(0, index + 1);
  return { ...state, view: history.at(-1)!, history };
}

/** Empties history; the view stays for the closing animation. Used only once the modal is closed. */
export function clearHistoryState(state: RouterState): RouterState {
  return state.history.length === 0 ? state : { ...state, history: [] };
}

export function pushTransactionAction(state: RouterState, action: TransactionAction): RouterState {
  return { ...state, transactionStack: [...state.transactionStack, action] };
}

/** A navigation step the router service performs when a transaction ends. */
export type TransactionStep =
  | { readonly type: 'goBack' }
  | { readonly type: 'goBackToIndex'; readonly index: number }
  | { readonly type: 'closeAndClearHistory' }
  | { readonly type: 'reset'; readonly view: RouterView }
  | { readonly type: 'none' };

export interface TransactionPopPlan {
  /** The state with the action removed from the stack (navigation not yet applied). */
  readonly state: RouterState;
  readonly action: TransactionAction;
  readonly step: TransactionStep;
  /** The callback to call after the step. */
  readonly callback: (() => void) | undefined;
}

const SIWE_VIEW: ViewName = 'ConnectingSiwe';

/**
 * Transaction stack: on cancel, go back and call the cancel callback. On success, go back,
 * or replace to the point before ConnectingSiwe (else close the modal and clear history), or reset to
 * a given view; then call the success callback. An error goes back and calls the error callback, like a
 * cancel (after an error the modal closes or pops the transaction stack).
 * Returns undefined when the stack is empty.
 */
export function planTransactionPop(
  state: RouterState,
  status: TransactionStatus,
): TransactionPopPlan | undefined {
  const action = state.transactionStack.at(-1);
  if (action === undefined) return undefined;
  const popped: RouterState = { ...state, transactionStack: state.transactionStack.slice(0, -1) };
  if (status === 'cancel')
    return { state: popped, action, step: { type: 'goBack' }, callback: action.onCancel };
  if (status === 'error')
    return { state: popped, action, step: { type: 'goBack' }, callback: action.onError };
  return { state: popped, action, step: successStep(state.history, action), callback: action.onSuccess };
}

function successStep(history: readonly RouterView[], action: TransactionAction): TransactionStep {
  if (action.goBack) return { type: 'goBack' };
  if (action.replace) {
    const siweIndex = history.findIndex((entry) => entry.name === SIWE_VIEW);
    // Index 0 has no "point before" it, so that case closes like a missing ConnectingSiwe.
    return siweIndex > 0 ? { type: 'goBackToIndex', index: siweIndex - 1 } : { type: 'closeAndClearHistory' };
  }
  if (action.view) return { type: 'reset', view: action.view };
  return { type: 'none' };
}
