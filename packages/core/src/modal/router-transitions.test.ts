import { describe, expect, it, vi } from 'vitest';
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
} from './router-transitions.js';
import type { RouterView, ViewName } from './views.js';

const v = (name: ViewName): RouterView => ({ name }) as RouterView;
const names = (state: RouterState) => state.history.map((entry) => entry.name);
const withHistory = (...viewNames: ViewName[]): RouterState => {
  const history = viewNames.map(v);
  return { view: history.at(-1) ?? v('Connect'), history, transactionStack: [] };
};

describe('navigation transitions', () => {
  it('"Navigation: starts on Connect with a history stack."', () => {
    const state = createInitialRouterState();
    expect(state.view.name).toBe('Connect');
    expect(names(state)).toEqual(['Connect']);
    expect(state.transactionStack).toEqual([]);
  });

  it('push adds the view on top of history', () => {
    const state = pushView(createInitialRouterState(), v('AllWallets'));
    expect(state.view.name).toBe('AllWallets');
    expect(names(state)).toEqual(['Connect', 'AllWallets']);
  });

  it('push is "ignored if the same view" (same name and params)', () => {
    const start = pushView(createInitialRouterState(), {
      name: 'ConnectingExternal',
      params: { connectorId: 'io.metamask' },
    });
    expect(pushView(start, { name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } })).toBe(
      start,
    );
    const other = pushView(start, { name: 'ConnectingExternal', params: { connectorId: 'io.rabby' } });
    expect(names(other)).toEqual(['Connect', 'ConnectingExternal', 'ConnectingExternal']);
    expect(other.view.params).toEqual({ connectorId: 'io.rabby' });
  });

  it('push onto a cleared history starts it again', () => {
    const cleared = clearHistoryState(createInitialRouterState());
    expect(names(pushView(cleared, v('Connect')))).toEqual(['Connect']);
  });

  it('replace swaps the current entry', () => {
    const state = replaceView(withHistory('Connect', 'AllWallets'), v('Networks'));
    expect(names(state)).toEqual(['Connect', 'Networks']);
    expect(state.view.name).toBe('Networks');
    const same = withHistory('Connect', 'Networks');
    expect(replaceView(same, v('Networks'))).toBe(same);
    expect(names(replaceView(withHistory(), v('Account')))).toEqual(['Account']);
  });

  it('reset leaves the view as the only entry', () => {
    const state = resetView(withHistory('Connect', 'AllWallets', 'ConnectingExternal'), v('Account'));
    expect(names(state)).toEqual(['Account']);
    expect(state.view.name).toBe('Account');
    const only = withHistory('Account');
    expect(resetView(only, v('Account'))).toBe(only);
  });

  it('"Going back closes the modal when history has one entry or includes UnsupportedChain."', () => {
    expect(backClosesModal(withHistory('Connect').history)).toBe(true);
    expect(backClosesModal(withHistory('Account', 'UnsupportedChain', 'Networks').history)).toBe(true);
    expect(backClosesModal(withHistory('Connect', 'AllWallets').history)).toBe(false);
    expect(backClosesModal([])).toBe(true);
  });

  it('going back shows the previous entry', () => {
    const state = popView(withHistory('Connect', 'AllWallets', 'ConnectingWalletConnect'));
    expect(names(state)).toEqual(['Connect', 'AllWallets']);
    expect(state.view.name).toBe('AllWallets');
    const single = withHistory('Connect');
    expect(popView(single)).toBe(single);
  });

  it('go back to an index keeps entries up to it and shows it', () => {
    const state = goBackToIndexState(withHistory('Account', 'Networks', 'SwitchAddress', 'Receive'), 1);
    expect(names(state)).toEqual(['Account', 'Networks']);
    expect(state.view.name).toBe('Networks');
  });

  it('go back to an index that is not an entry changes nothing', () => {
    const state = withHistory('Account', 'Networks');
    for (const index of [-1, 2, 0.5, Number.NaN]) expect(goBackToIndexState(state, index)).toBe(state);
    expect(goBackToIndexState(state, 1)).toBe(state);
  });
});

describe('transaction stack', () => {
  const callbacks = () => ({ onSuccess: vi.fn(), onCancel: vi.fn(), onError: vi.fn() });
  const stacked = (action: TransactionAction, ...viewNames: ViewName[]) =>
    pushTransactionAction(withHistory(...viewNames), action);

  it('an empty stack has nothing to pop', () => {
    expect(planTransactionPop(createInitialRouterState(), 'success')).toBeUndefined();
  });

  it('pops only the most recent action', () => {
    const first: TransactionAction = { goBack: true };
    const second: TransactionAction = { replace: true };
    const state = pushTransactionAction(pushTransactionAction(createInitialRouterState(), first), second);
    const plan = planTransactionPop(state, 'success');
    expect(plan?.action).toBe(second);
    expect(plan?.state.transactionStack).toEqual([first]);
  });

  it('"on cancel, go back and call the cancel callback"', () => {
    const action = { ...callbacks(), view: v('Account') };
    const plan = planTransactionPop(stacked(action, 'Account', 'ApproveTransaction'), 'cancel');
    expect(plan?.step).toEqual({ type: 'goBack' });
    expect(plan?.callback).toBe(action.onCancel);
  });

  it('an error goes back and calls the error callback', () => {
    const action = { ...callbacks(), replace: true };
    const plan = planTransactionPop(stacked(action, 'Account', 'ApproveTransaction'), 'error');
    expect(plan?.step).toEqual({ type: 'goBack' });
    expect(plan?.callback).toBe(action.onError);
  });

  it('"On success, go back" ... "then call the success callback"', () => {
    const action = { ...callbacks(), goBack: true, replace: true, view: v('Account') };
    const plan = planTransactionPop(stacked(action, 'Account', 'ApproveTransaction'), 'success');
    expect(plan?.step).toEqual({ type: 'goBack' });
    expect(plan?.callback).toBe(action.onSuccess);
  });

  it('on success, "replace to the point before ConnectingSiwe"', () => {
    const action = { ...callbacks(), replace: true, view: v('Account') };
    const plan = planTransactionPop(
      stacked(action, 'Connect', 'AllWallets', 'ConnectingSiwe', 'ApproveTransaction'),
      'success',
    );
    expect(plan?.step).toEqual({ type: 'goBackToIndex', index: 1 });
    expect(plan?.callback).toBe(action.onSuccess);
  });

  it('on success with replace and no ConnectingSiwe: "else close the modal and clear history"', () => {
    const action = { ...callbacks(), replace: true };
    expect(planTransactionPop(stacked(action, 'Account', 'ApproveTransaction'), 'success')?.step).toEqual({
      type: 'closeAndClearHistory',
    });
    // ConnectingSiwe first: there is no point before it.
    expect(planTransactionPop(stacked(action, 'ConnectingSiwe'), 'success')?.step).toEqual({
      type: 'closeAndClearHistory',
    });
  });

  it('on success, "or reset to a given view"', () => {
    const action = { ...callbacks(), view: v('Account') };
    const plan = planTransactionPop(stacked(action, 'Connect', 'ApproveTransaction'), 'success');
    expect(plan?.step).toEqual({ type: 'reset', view: { name: 'Account' } });
  });

  it('on success without a destination, only the callback runs', () => {
    const action = { ...callbacks(), view: null };
    const plan = planTransactionPop(stacked(action, 'Connect'), 'success');
    expect(plan?.step).toEqual({ type: 'none' });
    expect(plan?.callback).toBe(action.onSuccess);
  });
});
