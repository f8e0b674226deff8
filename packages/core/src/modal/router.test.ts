import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CloseOutcome } from './ports.js';
import { createRouterService, FARCASTER_RELOAD_DELAY_MS } from './router.js';
import type { RouterView, ViewName } from './views.js';

const v = (name: ViewName): RouterView => ({ name }) as RouterView;

function setup(
  options: { hasAddress?: boolean; closeOutcome?: CloseOutcome; reload?: () => Promise<void> } = {},
) {
  const ports = {
    close: vi.fn((_options?: { force?: boolean }): CloseOutcome => options.closeOutcome ?? 'closed'),
    hasAddress: vi.fn(() => options.hasAddress ?? false),
    clearFarcasterUrl: vi.fn(),
    reload: vi.fn(options.reload ?? (async () => {})),
    onError: vi.fn(),
  };
  const router = createRouterService({
    modal: { close: ports.close },
    accounts: { hasAddress: ports.hasAddress, clearFarcasterUrl: ports.clearFarcasterUrl },
    auth: { reload: ports.reload },
    onError: ports.onError,
  });
  const names = () => router.store.getState().history.map((entry) => entry.name);
  return { router, ports, names };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('router service: navigation', () => {
  it('push, replace, reset and go back to an index update the store', () => {
    const { router, names } = setup();
    router.push(v('AllWallets'));
    router.push({ name: 'ConnectingWalletConnect', params: { walletId: 'w1' } });
    router.replace(v('ConnectingWalletConnectBasic'));
    expect(names()).toEqual(['Connect', 'AllWallets', 'ConnectingWalletConnectBasic']);
    router.goBackToIndex(0);
    expect(names()).toEqual(['Connect']);
    router.reset(v('Account'));
    expect(router.store.getState().view.name).toBe('Account');
    expect(names()).toEqual(['Account']);
  });

  it('push "ignored if the same view": subscribers are not notified', () => {
    const { router } = setup();
    router.push(v('AllWallets'));
    const listener = vi.fn();
    router.store.subscribe(listener);
    router.push(v('AllWallets'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('going back with history shows the previous view and does not close', () => {
    const { router, ports } = setup();
    router.push(v('AllWallets'));
    expect(router.goBack()).toBe('navigated');
    expect(router.store.getState().view.name).toBe('Connect');
    expect(ports.close).not.toHaveBeenCalled();
  });

  it('"Going back closes the modal when history has one entry"', () => {
    const { router, ports, names } = setup({ closeOutcome: 'closed' });
    expect(router.goBack()).toBe('closed');
    // The visitor's back is not a forced close: the ApproveTransaction guard applies.
    expect(ports.close).toHaveBeenCalledWith(undefined);
    expect(names()).toEqual(['Connect']);
  });

  it('"Going back closes the modal when history ... includes UnsupportedChain"', () => {
    const { router, ports, names } = setup({ closeOutcome: 'closed' });
    router.reset(v('UnsupportedChain'));
    router.push(v('Networks'));
    expect(router.goBack()).toBe('closed');
    expect(ports.close).toHaveBeenCalledOnce();
    expect(names()).toEqual(['UnsupportedChain', 'Networks']);
  });

  it('going back reports a close the modal refused', () => {
    const { router } = setup({ closeOutcome: 'blocked' });
    expect(router.goBack()).toBe('blocked');
  });
});

describe('router service: farcaster back rule', () => {
  it('"Going back from ConnectingFarcaster without an address clears the farcaster URL and reloads the auth provider after 100 ms"', () => {
    const { router, ports } = setup({ hasAddress: false });
    router.push(v('ConnectingFarcaster'));
    router.goBack();
    expect(router.store.getState().view.name).toBe('Connect');
    vi.advanceTimersByTime(FARCASTER_RELOAD_DELAY_MS - 1);
    expect(ports.clearFarcasterUrl).not.toHaveBeenCalled();
    expect(ports.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ports.clearFarcasterUrl).toHaveBeenCalledOnce();
    expect(ports.reload).toHaveBeenCalledOnce();
    expect(FARCASTER_RELOAD_DELAY_MS).toBe(100);
  });

  it('applies when going back from ConnectingFarcaster closes the modal', () => {
    const { router, ports } = setup({ hasAddress: false });
    router.reset(v('ConnectingFarcaster'));
    router.goBack();
    vi.advanceTimersByTime(FARCASTER_RELOAD_DELAY_MS);
    expect(ports.reload).toHaveBeenCalledOnce();
  });

  it('does nothing with an address, or from another view', () => {
    const connected = setup({ hasAddress: true });
    connected.router.push(v('ConnectingFarcaster'));
    connected.router.goBack();
    const other = setup({ hasAddress: false });
    other.router.push(v('Networks'));
    other.router.goBack();
    vi.advanceTimersByTime(1000);
    for (const { ports } of [connected, other]) {
      expect(ports.clearFarcasterUrl).not.toHaveBeenCalled();
      expect(ports.reload).not.toHaveBeenCalled();
    }
  });

  it('reports a failed reload instead of throwing', async () => {
    const failure = new Error('frame gone');
    const { router, ports } = setup({ reload: () => Promise.reject(failure) });
    router.push(v('ConnectingFarcaster'));
    router.goBack();
    await vi.advanceTimersByTimeAsync(FARCASTER_RELOAD_DELAY_MS);
    expect(ports.onError).toHaveBeenCalledWith(failure);
  });

  it('dispose cancels a pending reload', () => {
    const { router, ports } = setup();
    router.push(v('ConnectingFarcaster'));
    router.goBack();
    router.dispose();
    vi.advanceTimersByTime(1000);
    expect(ports.reload).not.toHaveBeenCalled();
  });
});

describe('router service: transaction stack', () => {
  it('"on cancel, go back and call the cancel callback" (callback after navigating)', () => {
    const { router } = setup();
    const seen: string[] = [];
    router.push(v('ApproveTransaction'));
    router.pushTransactionStack({ onCancel: () => seen.push(router.store.getState().view.name) });
    router.popTransactionStack('cancel');
    expect(seen).toEqual(['Connect']);
    expect(router.store.getState().transactionStack).toEqual([]);
  });

  it('a cancel on the only entry closes with force (the flow is over)', () => {
    const { router, ports } = setup();
    router.reset(v('ApproveTransaction'));
    router.pushTransactionStack({});
    router.popTransactionStack('cancel');
    expect(ports.close).toHaveBeenCalledWith({ force: true });
  });

  it('"On success, go back ... then call the success callback"', () => {
    const { router } = setup();
    const seen: string[] = [];
    router.push(v('ApproveTransaction'));
    router.pushTransactionStack({
      goBack: true,
      onSuccess: () => seen.push(router.store.getState().view.name),
    });
    router.popTransactionStack('success');
    expect(seen).toEqual(['Connect']);
  });

  it('on success "replace to the point before ConnectingSiwe"', () => {
    const { router, names, ports } = setup();
    for (const name of ['AllWallets', 'ConnectingSiwe', 'ApproveTransaction'] as const) router.push(v(name));
    const onSuccess = vi.fn();
    router.pushTransactionStack({ replace: true, onSuccess });
    router.popTransactionStack('success');
    expect(names()).toEqual(['Connect', 'AllWallets']);
    expect(ports.close).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('on success "(else close the modal and clear history)"', () => {
    const { router, names, ports } = setup({ closeOutcome: 'closed' });
    router.push(v('ApproveTransaction'));
    router.pushTransactionStack({ replace: true });
    router.popTransactionStack('success');
    expect(ports.close).toHaveBeenCalledWith({ force: true });
    expect(names()).toEqual([]);
  });

  it('keeps history when the modal refuses to close (it stays open and needs a view)', () => {
    const { router, names } = setup({ closeOutcome: 'blocked' });
    router.push(v('SIWXSignMessage'));
    router.pushTransactionStack({ replace: true });
    router.popTransactionStack('success');
    expect(names()).toEqual(['Connect', 'SIWXSignMessage']);
  });

  it('on success "or reset to a given view"', () => {
    const { router, names } = setup();
    router.push(v('RegisterAccountName'));
    router.pushTransactionStack({ view: v('RegisterAccountNameSuccess') });
    router.popTransactionStack('success');
    expect(names()).toEqual(['RegisterAccountNameSuccess']);
  });

  it('an error goes back and calls the error callback', () => {
    const { router } = setup();
    const onError = vi.fn();
    const onSuccess = vi.fn();
    router.push(v('ApproveTransaction'));
    router.pushTransactionStack({ onError, onSuccess, view: v('Account') });
    router.popTransactionStack('error');
    expect(router.store.getState().view.name).toBe('Connect');
    expect(onError).toHaveBeenCalledOnce();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('popping an empty stack does nothing', () => {
    const { router, ports } = setup();
    const before = router.store.getState();
    router.popTransactionStack('cancel');
    expect(router.store.getState()).toBe(before);
    expect(ports.close).not.toHaveBeenCalled();
  });
});
