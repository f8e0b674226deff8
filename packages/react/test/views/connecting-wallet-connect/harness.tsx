/**
 * The wallet-connect views' test harness: a real instance (connect/harness.tsx: createAppKit over the core
 * test adapter, memory storage) rendered through a small router outlet with a view loader that says the
 * wallet-connect views exist (as the modal's registry does), so the wallet rows route to them.
 */
import { render } from '@testing-library/react';
import type { RouterState } from '@walletport/core/internal';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { AppKit } from '../../../src/client/types.js';
import { AppKitProvider } from '../../../src/context.js';
import { useStoreSelector } from '../../../src/hooks/use-store.js';
import AllWalletsView from '../../../src/views/all-wallets/AllWalletsView.js';
import ConnectView from '../../../src/views/connect/ConnectView.js';
import ConnectingExternalView from '../../../src/views/connecting-external/ConnectingExternalView.js';
import ConnectingWalletConnectView from '../../../src/views/connecting-wallet-connect/ConnectingWalletConnectView.js';
import ConnectingWalletConnectBasicView from '../../../src/views/connecting-wallet-connect-basic/ConnectingWalletConnectBasicView.js';
import { type ViewLoader, ViewLoaderContext } from '../../../src/views/view-loader.js';

export * from '../connect/harness.js';

/** A pairing URI as Walletport's client makes them (topic, version, relay, symmetric key, expiry, methods). */
export const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1767000000&methods=wc_sessionPropose';
export const NEXT_PAIRING_URI = PAIRING_URI.replace('7f6e504b', '0a1b2c3d');

const VIEWS: Record<string, ComponentType> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
};

const loader: ViewLoader = { preloadView: () => Promise.resolve(), hasView: (name) => name in VIEWS };

function Outlet({ instance }: { instance: AppKit }) {
  const view = useStoreSelector(instance.stores.router, (state: RouterState) => state.view);
  const View = VIEWS[view.name];
  return View === undefined ? <p data-testid="other-view">{view.name}</p> : <View />;
}

/** Renders the router's current view with the wallet-connect views registered. */
export function renderWithViews(instance: AppKit) {
  return render(
    <AppKitProvider instance={instance}>
      <ViewLoaderContext.Provider value={loader}>
        <Outlet instance={instance} />
      </ViewLoaderContext.Provider>
    </AppKitProvider>,
  );
}

/**
 * Stands in for the wallet-connect client in this unit test (the connector is another module): each
 * call makes a pairing URI through the real service (setWcUri) and stays pending until `approve` or
 * `reject` is called, as the SDK's approval does.
 */
export function pairingClient(instance: AppKit, uris: readonly string[] = [PAIRING_URI, NEXT_PAIRING_URI]) {
  const { connection } = instance.services;
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let index = 0;
  const spy = vi.spyOn(connection, 'connectWalletConnect').mockImplementation(
    () =>
      new Promise<void>((resolve, reject) => {
        const uri = uris[Math.min(index, uris.length - 1)];
        index += 1;
        pending.push({ resolve, reject });
        if (uri !== undefined) queueMicrotask(() => connection.setWcUri(uri));
      }),
  );
  return {
    spy,
    approve: () => pending.at(-1)?.resolve(),
    reject: () => {
      instance.stores.connection.setState({ wcError: true });
      pending.at(-1)?.reject(new Error('User rejected.'));
    },
  };
}

/**
 * Pretends to be a phone (user agent only). Call it before the instance is created: createAppKit detects
 * the platform once, and the views read that answer.
 */
export function actAsPhone(): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  );
}
