import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../store/index.js';
import { createModalService, type ModalServiceDeps } from './modal.js';
import { isCloseBlockedBySiwx, MODAL_SHAKE_MS } from './modal-rules.js';
import type { ModalEvents } from './ports.js';
import { createRouterService } from './router.js';
import type { RouterView } from './views.js';

interface Setup {
  connected?: boolean;
  hasAdapters?: boolean;
  mobile?: boolean;
  siwxRequired?: boolean;
  siwxSession?: boolean;
}

function setup(options: Setup = {}) {
  const router = createRouterService({
    modal: { close: () => 'not-open' },
    accounts: { hasAddress: () => false, clearFarcasterUrl: () => {} },
    auth: { reload: () => {} },
  });
  const bus = createEventBus<ModalEvents & { OTHER_EVENT: number }>();
  const events: [string, unknown][] = [];
  bus.onAny((type, data) => events.push([String(type), data]));
  const onError = vi.fn();
  const deps: ModalServiceDeps = {
    router,
    context: {
      isConnected: () => options.connected ?? false,
      hasAdapters: () => options.hasAdapters ?? true,
      isMobile: () => options.mobile ?? false,
    },
    isCloseBlocked: (view) =>
      isCloseBlockedBySiwx(view, {
        isRequired: () => options.siwxRequired ?? false,
        hasSession: () => options.siwxSession ?? false,
      }),
    // An app-wide bus with more events than the modal's is accepted as the sink.
    events: bus,
    onError,
  };
  const modal = createModalService(deps);
  const openOn = (view: RouterView) => modal.open({ view });
  return { modal, router, events, onError, openOn };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('modal service: opening', () => {
  it('"an explicitly requested view is shown" as the only history entry', () => {
    const { modal, router } = setup({ connected: true });
    router.push({ name: 'AllWallets' });
    modal.open({ view: { name: 'Swap', params: { fromToken: 'ETH', toToken: 'USDC', amount: '1' } } });
    expect(modal.store.getState().open).toBe(true);
    expect(router.store.getState().history).toEqual([
      { name: 'Swap', params: { fromToken: 'ETH', toToken: 'USDC', amount: '1' } },
    ]);
  });

  it('"otherwise, if a wallet is connected, Account"', () => {
    const { modal, router } = setup({ connected: true, hasAdapters: false });
    modal.open();
    expect(router.store.getState().view).toEqual({ name: 'Account' });
  });

  it('"if no adapters exist and no address, AllWallets on mobile or ConnectingWalletConnectBasic on desktop"', () => {
    const mobile = setup({ hasAdapters: false, mobile: true });
    mobile.modal.open();
    expect(mobile.router.store.getState().view.name).toBe('AllWallets');
    const desktop = setup({ hasAdapters: false, mobile: false });
    desktop.modal.open();
    expect(desktop.router.store.getState().view.name).toBe('ConnectingWalletConnectBasic');
  });

  it('"otherwise Connect"', () => {
    const { modal, router } = setup();
    router.push({ name: 'AllWallets' });
    modal.open();
    expect(router.store.getState().history).toEqual([{ name: 'Connect' }]);
  });

  it('emits MODAL_OPEN with the view once per opening', () => {
    const { modal, events } = setup({ connected: true });
    modal.open();
    modal.open({ view: { name: 'Networks' } });
    expect(events).toEqual([['MODAL_OPEN', { view: { name: 'Account' }, connected: true }]]);
  });
});

describe('modal service: closing', () => {
  it('closes, clears loading and emits MODAL_CLOSE with the connection state', () => {
    const { modal, events } = setup({ connected: true });
    modal.open();
    modal.setLoading(true);
    expect(modal.close()).toBe('closed');
    expect(modal.store.getState()).toMatchObject({ open: false, loading: false });
    expect(events.at(-1)).toEqual(['MODAL_CLOSE', { connected: true }]);
  });

  it('closing a closed modal does nothing', () => {
    const { modal, events } = setup();
    expect(modal.close()).toBe('not-open');
    expect(events).toEqual([]);
  });

  it('"Closing is ignored on ApproveTransaction unless forced."', () => {
    const { modal, openOn } = setup();
    openOn({ name: 'ApproveTransaction' });
    expect(modal.close()).toBe('ignored');
    expect(modal.store.getState()).toMatchObject({ open: true, shake: false });
    expect(modal.close({ force: true })).toBe('closed');
    expect(modal.store.getState().open).toBe(false);
  });

  it('"Closing is blocked on the sign view ... when SIWX is required and no session exists." (and shakes)', () => {
    const { modal, openOn, events } = setup({ siwxRequired: true, siwxSession: false });
    openOn({ name: 'SIWXSignMessage' });
    expect(modal.close({ force: true })).toBe('blocked');
    expect(modal.store.getState()).toMatchObject({ open: true, shake: true });
    expect(events.map(([type]) => type)).not.toContain('MODAL_CLOSE');
  });

  it('"Closing is blocked on ... ApproveTransaction when SIWX is required and no session exists."', () => {
    const { modal, openOn } = setup({ siwxRequired: true });
    openOn({ name: 'ApproveTransaction' });
    expect(modal.close({ force: true })).toBe('blocked');
  });

  it('closes the sign view when SIWX is optional or a session exists', () => {
    const optional = setup({ siwxRequired: false });
    optional.openOn({ name: 'SIWXSignMessage' });
    expect(optional.modal.close()).toBe('closed');
    const signedIn = setup({ siwxRequired: true, siwxSession: true });
    signedIn.openOn({ name: 'SIWXSignMessage' });
    expect(signedIn.modal.close()).toBe('closed');
  });

  it('onClose hooks learn whether the transaction stack is empty', () => {
    const { modal, router } = setup();
    const hook = vi.fn();
    modal.onClose(hook);
    modal.open();
    modal.close();
    expect(hook).toHaveBeenLastCalledWith({ connected: false, transactionStackEmpty: true });
    modal.open();
    router.pushTransactionStack({});
    modal.close();
    expect(hook).toHaveBeenLastCalledWith({ connected: false, transactionStackEmpty: false });
  });

  it('a throwing onClose hook is reported and does not stop the others; hooks unsubscribe', () => {
    const { modal, onError } = setup();
    const failure = new Error('hook');
    modal.onClose(() => {
      throw failure;
    });
    const after = vi.fn();
    const off = modal.onClose(after);
    modal.open();
    expect(modal.close()).toBe('closed');
    expect(onError).toHaveBeenCalledWith(failure);
    expect(after).toHaveBeenCalledOnce();
    off();
    modal.open();
    modal.close();
    expect(after).toHaveBeenCalledOnce();
  });
});

describe('modal service: shake', () => {
  it('"The modal shakes for 500 ms on request."', () => {
    const { modal } = setup();
    modal.shake();
    expect(modal.store.getState().shake).toBe(true);
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 1);
    expect(modal.store.getState().shake).toBe(true);
    vi.advanceTimersByTime(1);
    expect(modal.store.getState().shake).toBe(false);
  });

  it('a new shake restarts the 500 ms', () => {
    const { modal } = setup();
    modal.shake();
    vi.advanceTimersByTime(400);
    modal.shake();
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 1);
    expect(modal.store.getState().shake).toBe(true);
    vi.advanceTimersByTime(1);
    expect(modal.store.getState().shake).toBe(false);
  });

  it('a blocked close shakes for 500 ms, then resets', () => {
    const { modal, openOn } = setup({ siwxRequired: true });
    openOn({ name: 'SIWXSignMessage' });
    modal.close();
    vi.advanceTimersByTime(MODAL_SHAKE_MS);
    expect(modal.store.getState().shake).toBe(false);
  });

  it('dispose cancels the pending reset', () => {
    const { modal } = setup();
    modal.shake();
    modal.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
