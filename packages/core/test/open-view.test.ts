/**
 * The instance's `open({ view })` accepts only implemented views (docs/router.md "Opening"): a planned or
 * unknown view is refused with a warning through the instance logger, and nothing changes.
 */
import { createAppKitCore, mainnet, type OpenOptions } from '@walletport/core';
import { createMemoryStorage } from '@walletport/core/internal';
import { describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from './connection/test-adapter.js';

function setup() {
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: {},
  });
  const logger = { warn: vi.fn(), error: vi.fn() };
  const kit = createAppKitCore(
    { projectId: 'demo-project', networks: [mainnet], adapters: [adapter] },
    {
      storage: createMemoryStorage(),
      document: null,
      logger,
      timers: { setTimeout: () => 0, clearTimeout: () => {} },
    },
  );
  const events: string[] = [];
  kit.subscribeEvents((event) => events.push(event.data.event));
  return { kit, logger, events };
}

describe('createAppKitCore: open({ view })', () => {
  it('opens an implemented view', () => {
    const { kit, logger } = setup();
    kit.open({ view: { name: 'Networks' } });
    expect(kit.getState().open).toBe(true);
    expect(kit.stores.router.getState().view).toEqual({ name: 'Networks' });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('refuses a planned view without a screen: a warning naming it, no opening, no MODAL_OPEN', () => {
    const { kit, logger, events } = setup();
    kit.open({ view: { name: 'Pay', params: { amount: '1' } } } as unknown as OpenOptions);
    expect(kit.getState().open).toBe(false);
    expect(events).not.toContain('MODAL_OPEN');
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("open() refused the view 'Pay'"),
      expect.objectContaining({ view: 'Pay' }),
    );
  });

  it('while open, a refused view leaves the modal on its view', () => {
    const { kit, logger } = setup();
    kit.open({ view: { name: 'Networks' } });
    kit.open({ view: { name: 'NoSuchView' } } as unknown as OpenOptions);
    expect(kit.getState().open).toBe(true);
    expect(kit.stores.router.getState().history).toEqual([{ name: 'Networks' }]);
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});
