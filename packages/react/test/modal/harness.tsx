/**
 * A real Walletport instance (createAppKit, memory storage, the core test adapter) and helpers to open
 * its modal and look inside the shadow root. Views are placeholders (see the vi.mock in each test file),
 * so these tests cover the shell only.
 */
import { createMemoryStorage, mainnet, sepolia } from '@walletport/core';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../src/client/create-app-kit.js';
import type { AppKit, CreateAppKitOptions } from '../../src/client/types.js';

export function createTestKit(
  options: Partial<CreateAppKitOptions> = {},
  logger = { warn: vi.fn(), error: vi.fn() },
): AppKit {
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: {
      injected: {
        accounts: [{ address: '0x00000000000000000000000000000000000000a1', type: 'eoa' }],
        chainId: 1,
      },
    },
  });
  return createAppKit(
    {
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [adapter],
      ...options,
    } as CreateAppKitOptions,
    {
      storage: createMemoryStorage(),
      preloadModal: 'intent',
      fetch: vi.fn(async () => Response.json({ isAnalyticsEnabled: false })),
      logger,
    },
  );
}

export interface OpenedModal {
  host: HTMLElement;
  shadow: ShadowRoot;
  dialog: HTMLElement;
}

export function modalHost(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('[data-walletport-host]');
}

export function findDialog(): HTMLElement | null {
  return modalHost()?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]') ?? null;
}

/** Opens through the public path (lazy mount, then core open) and waits for React to commit. */
export async function openModal(kit: AppKit, ...args: Parameters<AppKit['open']>): Promise<OpenedModal> {
  await act(async () => {
    await kit.open(...args);
  });
  const host = modalHost();
  const shadow = host?.shadowRoot;
  const dialog = findDialog();
  if (!host || !shadow || !dialog) throw new Error('modal did not render');
  return { host, shadow, dialog };
}

export function activeInShadow(shadow: ShadowRoot): Element | null {
  return shadow.activeElement;
}

/** Replaces matchMedia so (prefers-reduced-motion: reduce) answers `reduce`. */
export function mockReducedMotion(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
