/**
 * A real Walletport instance with two namespaces for the chain chooser's tests: createAppKit over two
 * core test adapters (eip155 and solana, tests only), each reporting the dev wallet the way the real
 * adapters do (an EIP-6963 provider; a Wallet Standard wallet without rdns, named by its name), and an
 * outlet that renders Connect, AllWallets and ConnectingMultiChain and names any other view.
 */
import { act, render } from '@testing-library/react';
import {
  type AdapterConnector,
  type AppKitOptions,
  createMemoryStorage,
  mainnet,
  type RouterState,
  solana,
} from '@walletport/core/internal';
import type { ComponentType } from 'react';
import { createTestAdapter, type TestAdapter } from '../../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../../src/client/create-app-kit.js';
import type { AppKit } from '../../../src/client/types.js';
import { AppKitProvider } from '../../../src/context.js';
import { useStoreSelector } from '../../../src/hooks/use-store.js';
import AllWalletsView from '../../../src/views/all-wallets/AllWalletsView.js';
import ConnectView from '../../../src/views/connect/ConnectView.js';
import ConnectingMultiChainView from '../../../src/views/connecting-multi-chain/ConnectingMultiChainView.js';

export const DEV_WALLET = 'Walletport Dev Wallet';
export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
export const EVM_ADDRESS = '0x00000000000000000000000000000000000000a1';
export const SOLANA_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96';

export const DEV_EVM: AdapterConnector = {
  id: 'dev.walletport.wallet',
  name: DEV_WALLET,
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: ICON,
  info: { rdns: 'dev.walletport.wallet', name: DEV_WALLET, icon: ICON },
};
export const DEV_SOLANA: AdapterConnector = {
  id: DEV_WALLET,
  name: DEV_WALLET,
  type: 'ANNOUNCED',
  chain: 'solana',
  imageUrl: ICON,
};
export const MULTI_CHAIN_ID = 'multichain:walletport dev wallet';

export interface MultiKit {
  instance: AppKit;
  evm: TestAdapter;
  sol: TestAdapter;
  renderOutlet(): ReturnType<typeof render>;
  view(): RouterState['view'];
}

const VIEWS: Record<string, ComponentType> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingMultiChain: ConnectingMultiChainView,
};

function Outlet({ instance }: { instance: AppKit }) {
  const view = useStoreSelector(instance.stores.router, (state: RouterState) => state.view);
  const View = VIEWS[view.name];
  return View === undefined ? <p data-testid="other-view">{view.name}</p> : <View />;
}

export function createMultiKit(options: Partial<AppKitOptions> = {}): MultiKit {
  const evm = createTestAdapter({
    namespace: 'eip155',
    networks: [mainnet],
    connectors: [DEV_EVM],
    wallets: { [DEV_EVM.id]: { accounts: [{ address: EVM_ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const sol = createTestAdapter({
    namespace: 'solana',
    networks: [solana],
    connectors: [DEV_SOLANA],
    wallets: {
      [DEV_SOLANA.id]: { accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }], chainId: solana.id },
    },
  });
  const instance = createAppKit(
    {
      projectId: 'test-project',
      networks: [mainnet, solana],
      adapters: [evm, sol],
      enableWalletConnect: false,
      ...options,
    } as AppKitOptions,
    {
      preloadModal: 'intent',
      storage: createMemoryStorage(),
      document: null,
      logger: { warn: () => {}, error: () => {} },
    },
  );
  return {
    instance,
    evm,
    sol,
    renderOutlet: () =>
      render(
        <AppKitProvider instance={instance}>
          <Outlet instance={instance} />
        </AppKitProvider>,
      ),
    view: () => instance.stores.router.getState().view,
  };
}

/** Connects `namespace` through the dev wallet's connector there and lets follow-up work settle. */
export async function connectDevWallet(kit: MultiKit, namespace: 'eip155' | 'solana'): Promise<void> {
  const connectorId = namespace === 'eip155' ? DEV_EVM.id : DEV_SOLANA.id;
  await act(async () => {
    await kit.instance.services.connection.connect({ namespace, connectorId });
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}
