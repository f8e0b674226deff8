/**
 * A real instance (createAppKit with memory storage and the core test adapter, tests only) for the hook
 * and button tests, with a scriptable native balance and helpers to connect and to look into a
 * button's shadow root. Nothing in the product path is mocked.
 */
import type { AdapterConnector, BalanceResult, CaipNetwork, ChainNamespace } from '@walletport/core';
import { createMemoryStorage, mainnet, sepolia } from '@walletport/core';
import { act, cleanup, render, renderHook, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createTestAdapter, type TestAdapter } from '../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../src/client/create-app-kit.js';
import type { AppKit, CreateAppKitOptions } from '../../src/client/types.js';
import { AppKitProvider } from '../../src/context.js';

import type { Deferred } from '../../../core/test/deferred.js';

export { type Deferred, deferred } from '../../../core/test/deferred.js';

export const ADDRESS = '0x00000000000000000000000000000000000000a1';
export const OTHER_ADDRESS = '0x00000000000000000000000000000000000000b2';

export interface KitSetup {
  kit: AppKit;
  adapter: TestAdapter;
  /** Every native balance lookup the adapter received (address and CAIP-2 id). */
  balanceCalls: { address: string; caipNetworkId: string }[];
  /** Answers lookups from now on with `answer` (a value, an error to throw, or a deferred to wait on). */
  setBalance(answer: BalanceResult | Error | Deferred<BalanceResult>): void;
  /** Connects the test wallet through the connection service, as the modal does. */
  connect(connectorId?: string): Promise<void>;
  logger: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
}

export interface KitOptions {
  options?: Partial<CreateAppKitOptions>;
  connectors?: AdapterConnector[];
  chainId?: number;
  networks?: readonly CaipNetwork[];
  namespace?: ChainNamespace;
}

const live: AppKit[] = [];

export function createKit(setup: KitOptions = {}): KitSetup {
  const namespace = setup.namespace ?? 'eip155';
  const connectors = setup.connectors ?? [
    { id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: namespace },
  ];
  const wallets = Object.fromEntries(
    connectors.map((connector) => [
      connector.id,
      { accounts: [{ address: ADDRESS, type: 'eoa' as const }], chainId: setup.chainId ?? 1 },
    ]),
  );
  const adapter = createTestAdapter({
    namespace,
    connectors,
    wallets,
    networks: setup.networks ?? [mainnet, sepolia],
  });
  const balanceCalls: KitSetup['balanceCalls'] = [];
  let answer: BalanceResult | Error | Deferred<BalanceResult> = { balance: '1.23456', symbol: 'ETH' };
  adapter.getBalance = async ({ address, network }) => {
    balanceCalls.push({ address, caipNetworkId: network.caipNetworkId });
    const current = answer;
    if (current instanceof Error) throw current;
    if ('promise' in current) return current.promise;
    return current;
  };
  const logger = { warn: vi.fn(), error: vi.fn() };
  const kit = createAppKit(
    {
      projectId: 'demo-project',
      networks: setup.networks ?? [mainnet, sepolia],
      adapters: [adapter],
      ...setup.options,
    } as CreateAppKitOptions,
    {
      storage: createMemoryStorage(),
      preloadModal: 'intent',
      fetch: vi.fn(async () => Response.json({ isAnalyticsEnabled: false })),
      logger,
      document: null,
    },
  );
  live.push(kit);
  return {
    kit,
    adapter,
    balanceCalls,
    logger,
    setBalance: (next) => {
      answer = next;
    },
    connect: async (connectorId = connectors[0]?.id ?? 'injected') => {
      await act(async () => {
        await kit.services.connection.connect({ namespace, connectorId });
      });
    },
  };
}

/** Unmounts React trees, destroys the instances and removes modal hosts; call in afterEach. */
export function cleanupKits(): void {
  cleanup();
  for (const kit of live.splice(0)) kit.destroy();
  for (const host of document.querySelectorAll('walletport-modal, [data-walletport-host]')) host.remove();
}

export function providerFor(kit: AppKit) {
  return ({ children }: { children?: ReactNode }) => (
    <AppKitProvider instance={kit}>{children}</AppKitProvider>
  );
}

export function renderHookWith<T>(kit: AppKit, hook: () => T) {
  return renderHook(hook, { wrapper: providerFor(kit) });
}

/** Lets pending promises (lookups, lazy imports) settle inside act. */
export async function settle(rounds = 5): Promise<void> {
  await act(async () => {
    for (let round = 0; round < rounds; round++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Renders `ui` in a provider and returns queries scoped to the first button host's shadow root. */
export function renderButton(kit: AppKit, ui: ReactNode) {
  const result = render(<AppKitProvider instance={kit}>{ui}</AppKitProvider>);
  const host = () => {
    const element = result.container.querySelector<HTMLElement>('[data-walletport-button]');
    if (!element?.shadowRoot) throw new Error('no button host with a shadow root');
    return element;
  };
  const shadow = () => within(host().shadowRoot as unknown as HTMLElement);
  return { ...result, host, shadow };
}
