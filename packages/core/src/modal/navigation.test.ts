import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../store/index.js';
import { createModalNavigation } from './navigation.js';
import type { ModalEvents, Timers } from './ports.js';
import { isCloseBlockedBySiwx } from './modal-rules.js';
import { backClosesModal, type TransactionStatus } from './router-transitions.js';
import { isViewName, type RouterView } from './views.js';

interface World {
  connected: boolean;
  hasAdapters: boolean;
  mobile: boolean;
  siwxRequired: boolean;
  siwxSession: boolean;
}

// Timers that never fire: the property below is about navigation, not time.
const idleTimers: Timers = { setTimeout: () => 0, clearTimeout: () => {} };

function setup(initial: Partial<World> = {}) {
  const world: World = {
    connected: false,
    hasAdapters: true,
    mobile: false,
    siwxRequired: false,
    siwxSession: false,
    ...initial,
  };
  const events = createEventBus<ModalEvents>();
  const seen: string[] = [];
  events.onAny((type) => seen.push(String(type)));
  const navigation = createModalNavigation({
    context: {
      isConnected: () => world.connected,
      hasAdapters: () => world.hasAdapters,
      isMobile: () => world.mobile,
    },
    isCloseBlocked: (view) =>
      isCloseBlockedBySiwx(view, {
        isRequired: () => world.siwxRequired,
        hasSession: () => world.siwxSession,
      }),
    accounts: { hasAddress: () => world.connected, clearFarcasterUrl: () => {} },
    auth: { reload: () => {} },
    events,
    timers: idleTimers,
  });
  return { ...navigation, world, seen };
}

describe('router and modal wired together', () => {
  it('"Going back closes the modal when history has one entry" (MODAL_CLOSE is emitted)', () => {
    const { router, modal, seen } = setup();
    modal.open();
    expect(router.goBack()).toBe('closed');
    expect(modal.store.getState().open).toBe(false);
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
  });

  it('going back on the sign view with SIWX required shakes instead of closing', () => {
    const { router, modal } = setup({ siwxRequired: true });
    modal.open({ view: { name: 'SIWXSignMessage' } });
    expect(router.goBack()).toBe('blocked');
    expect(modal.store.getState()).toMatchObject({ open: true, shake: true });
  });

  it('going back on a lone ApproveTransaction is ignored (not forced)', () => {
    const { router, modal } = setup();
    modal.open({ view: { name: 'ApproveTransaction' } });
    expect(router.goBack()).toBe('ignored');
    expect(modal.store.getState().open).toBe(true);
  });

  it('a transaction success with replace and no ConnectingSiwe closes the modal and clears history', () => {
    const { router, modal } = setup({ connected: true });
    modal.open({ view: { name: 'ApproveTransaction' } });
    const onSuccess = vi.fn();
    router.pushTransactionStack({ replace: true, onSuccess });
    router.popTransactionStack('success');
    expect(modal.store.getState().open).toBe(false);
    expect(router.store.getState().history).toEqual([]);
    expect(onSuccess).toHaveBeenCalledOnce();
    // Opening again starts a fresh history.
    modal.open();
    expect(router.store.getState().history).toEqual([{ name: 'Account' }]);
  });

  it('a cancelled lone ApproveTransaction closes: the flow is over', () => {
    const { router, modal } = setup();
    modal.open({ view: { name: 'ApproveTransaction' } });
    router.pushTransactionStack({});
    router.popTransactionStack('cancel');
    expect(modal.store.getState().open).toBe(false);
  });

  it('dispose stops the shake timer', () => {
    vi.useFakeTimers();
    try {
      const navigation = createModalNavigation({
        context: { isConnected: () => false, hasAdapters: () => true, isMobile: () => false },
        accounts: { hasAddress: () => false, clearFarcasterUrl: () => {} },
        auth: { reload: () => {} },
        events: createEventBus<ModalEvents>(),
      });
      navigation.modal.shake();
      navigation.dispose();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

const viewArb = fc.constantFrom<RouterView>(
  { name: 'Connect' },
  { name: 'Account' },
  { name: 'AllWallets' },
  { name: 'Networks' },
  { name: 'UnsupportedChain' },
  { name: 'ConnectingSiwe' },
  { name: 'ConnectingFarcaster' },
  { name: 'ApproveTransaction' },
  { name: 'SIWXSignMessage' },
  { name: 'ConnectingExternal', params: { connectorId: 'a' } },
  { name: 'ConnectingExternal', params: { connectorId: 'b' } },
  { name: 'Swap', params: { amount: '1' } },
);

type Op =
  | { op: 'push' | 'replace' | 'reset'; view: RouterView }
  | { op: 'goBack' }
  | { op: 'goBackToIndex'; index: number }
  | { op: 'open'; view: RouterView | undefined }
  | { op: 'close'; force: boolean }
  | { op: 'pushTx'; goBack: boolean; replace: boolean; view: RouterView | null }
  | { op: 'popTx'; status: TransactionStatus }
  | { op: 'world'; key: keyof World; value: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constantFrom('push', 'replace', 'reset'), view: viewArb }),
  fc.constant({ op: 'goBack' as const }),
  fc.record({ op: fc.constant('goBackToIndex' as const), index: fc.integer({ min: -1, max: 6 }) }),
  fc.record({ op: fc.constant('open' as const), view: fc.option(viewArb, { nil: undefined }) }),
  fc.record({ op: fc.constant('close' as const), force: fc.boolean() }),
  fc.record({
    op: fc.constant('pushTx' as const),
    goBack: fc.boolean(),
    replace: fc.boolean(),
    view: fc.option(viewArb, { nil: null }),
  }),
  fc.record({
    op: fc.constant('popTx' as const),
    status: fc.constantFrom<TransactionStatus>('success', 'cancel', 'error'),
  }),
  fc.record({
    op: fc.constant('world' as const),
    key: fc.constantFrom<keyof World>('connected', 'hasAdapters', 'mobile', 'siwxRequired', 'siwxSession'),
    value: fc.boolean(),
  }),
);

describe('navigation invariants (property)', () => {
  it('random push/replace/goBack/reset/open/close/transaction sequences keep the router consistent', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { router, modal, world } = setup();
        let callbacksRun = 0;
        for (const step of ops) {
          const before = router.store.getState();
          const wasOpen = modal.store.getState().open;
          switch (step.op) {
            case 'push':
            case 'replace':
            case 'reset':
              router[step.op](step.view);
              break;
            case 'goBack':
              router.goBack();
              break;
            case 'goBackToIndex':
              router.goBackToIndex(step.index);
              break;
            case 'open':
              modal.open(step.view ? { view: step.view } : {});
              break;
            case 'close':
              modal.close({ force: step.force });
              break;
            case 'pushTx': {
              const count = () => callbacksRun++;
              router.pushTransactionStack({ ...step, onSuccess: count, onCancel: count, onError: count });
              break;
            }
            case 'popTx':
              router.popTransactionStack(step.status);
              break;
            case 'world':
              world[step.key] = step.value;
              break;
          }
          const after = router.store.getState();
          const open = modal.store.getState().open;
          // Never an open modal with nothing to show.
          if (open) expect(after.history.length).toBeGreaterThan(0);
          // The view on screen is the top of history.
          if (after.history.length > 0) expect(after.view).toBe(after.history.at(-1));
          for (const entry of after.history) expect(isViewName(entry.name)).toBe(true);
          // One operation adds at most one history entry and one transaction.
          expect(after.history.length).toBeLessThanOrEqual(before.history.length + 1);
          expect(
            Math.abs(after.transactionStack.length - before.transactionStack.length),
          ).toBeLessThanOrEqual(1);
          // Going back with somewhere to go back to always moves exactly one step.
          if (step.op === 'goBack' && !backClosesModal(before.history)) {
            expect(after.history).toEqual(before.history.slice(0, -1));
          }
          // Only an open modal closes; a closed modal stays closed unless opened.
          if (!wasOpen && step.op !== 'open') expect(open).toBe(false);
          if (step.op === 'open') expect(open).toBe(true);
        }
        // Each popped transaction ran exactly one callback.
        const pushes = ops.filter((step) => step.op === 'pushTx').length;
        expect(callbacksRun).toBe(pushes - router.store.getState().transactionStack.length);
      }),
    );
  });
});
