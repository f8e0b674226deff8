/**
 * A real Walletport instance for the wallet views' tests: createAppKit over the core test adapter (tests
 * only) with memory storage, a tiny router outlet that renders the current view (no lazy loading), and
 * a real HTTP wallet registry on 127.0.0.1 when a test needs one.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  type AdapterConnector,
  type AppKitOptions,
  createMemoryStorage,
  mainnet,
  type RouterState,
  type SyncStorageBackend,
} from '@walletport/core/internal';
import type { ComponentType } from 'react';
import {
  createTestAdapter,
  type TestAdapter,
  type TestWallet,
} from '../../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../../src/client/create-app-kit.js';
import { setDefaultAppKit } from '../../../src/client/default-instance.js';
import type { AppKit } from '../../../src/client/types.js';
import { AppKitProvider } from '../../../src/context.js';
import { useStoreSelector } from '../../../src/hooks/use-store.js';
import AllWalletsView from '../../../src/views/all-wallets/AllWalletsView.js';
import ConnectView from '../../../src/views/connect/ConnectView.js';
import ConnectingExternalView from '../../../src/views/connecting-external/ConnectingExternalView.js';

export { ADDRESS, announced, BROWSER_WALLET } from './fixtures.js';
import { ADDRESS } from './fixtures.js';

export interface Kit {
  instance: AppKit;
  adapter: TestAdapter;
  storage: SyncStorageBackend;
  /** Renders the view the router shows, following navigation. */
  renderOutlet(): ReturnType<typeof render>;
  render(View: ComponentType): ReturnType<typeof render>;
  view(): RouterState['view'];
}

export interface KitOptions {
  connectors?: AdapterConnector[];
  options?: Partial<AppKitOptions>;
  storage?: SyncStorageBackend;
}

const VIEWS: Record<string, ComponentType> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
};

function Outlet({ instance }: { instance: AppKit }) {
  const view = useStoreSelector(instance.stores.router, (state: RouterState) => state.view);
  const View = VIEWS[view.name];
  return View === undefined ? <p data-testid="other-view">{view.name}</p> : <View />;
}

export function createKit({
  connectors = [],
  options = {},
  storage = createMemoryStorage(),
}: KitOptions = {}): Kit {
  const wallets: Record<string, TestWallet> = {};
  for (const connector of connectors)
    wallets[connector.id] = { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 };
  const adapter = createTestAdapter({ connectors, wallets });
  const instance = createAppKit(
    { projectId: 'test-project', networks: [mainnet], adapters: [adapter], ...options } as AppKitOptions,
    { preloadModal: 'intent', storage, document: null, logger: { warn: () => {}, error: () => {} } },
  );
  const wrap = (node: React.ReactNode) => render(<AppKitProvider instance={instance}>{node}</AppKitProvider>);
  return {
    instance,
    adapter,
    storage,
    renderOutlet: () => wrap(<Outlet instance={instance} />),
    render: (View) => wrap(<View />),
    view: () => instance.stores.router.getState().view,
  };
}

/** Lets promise chains, dynamic imports and zero-delay timers run. */
export async function settle(rounds = 3): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Waits (real timers) until `check` passes. */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await settle(1);
    }
  }
}

export function teardown(kit: Kit | undefined): void {
  cleanup();
  kit?.instance.destroy();
  setDefaultAppKit(undefined);
}

/** The wallet rows' names, in order (the text of each row's title). */
export function rowNames(container: ParentNode = document): string[] {
  return Array.from(container.querySelectorAll('.wp-list-item__title')).map((node) => node.textContent ?? '');
}

export const buttonNamed = (name: string | RegExp) => screen.getByRole('button', { name });

export {
  json,
  listRegistry,
  type RegistryServer,
  startRegistry,
} from '../../../../core/test/api/registry-server.js';
