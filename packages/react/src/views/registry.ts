import type { ViewName } from '@walletport/core';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type ViewComponent = ComponentType | LazyExoticComponent<ComponentType>;
type ViewModule = { default: ComponentType };

/**
 * Which component renders each view. Every view is its own chunk, loaded when the router first shows
 * it; `preloadView` warms one ahead (e.g. on hover of a wallet row). These maps cache code, not
 * instance state, so sharing them between instances is safe.
 */
const loaders: Partial<Record<ViewName, () => Promise<ViewModule>>> = {
  Connect: () => import('./connect/ConnectView.js'),
  AllWallets: () => import('./all-wallets/AllWalletsView.js'),
  ConnectingExternal: () => import('./connecting-external/ConnectingExternalView.js'),
  Account: () => import('./account/AccountView.js'),
  Networks: () => import('./networks/NetworksView.js'),
  UnsupportedChain: () => import('./unsupported-chain/UnsupportedChainView.js'),
  SIWXSignMessage: () => import('./siwx-sign-message/SIWXSignMessageView.js'),
  ConnectingWalletConnect: () => import('./connecting-wallet-connect/ConnectingWalletConnectView.js'),
  ConnectingWalletConnectBasic: () =>
    import('./connecting-wallet-connect-basic/ConnectingWalletConnectBasicView.js'),
};

const loaded = new Map<ViewName, ComponentType>();
const lazyComponents = new Map<ViewName, LazyExoticComponent<ComponentType>>();

function load(name: ViewName, loader: () => Promise<ViewModule>): Promise<ViewModule> {
  return loader().then(
    (module) => {
      loaded.set(name, module.default);
      return module;
    },
    (error: unknown) => {
      // A chunk that failed to download must not stay cached, so "Try again" can fetch it afresh.
      lazyComponents.delete(name);
      throw error;
    },
  );
}

/** The view's component: the plain one once its code is here (no Suspense fallback flash), else a lazy one. */
export function viewComponent(name: ViewName): ViewComponent | undefined {
  const ready = loaded.get(name);
  if (ready) return ready;
  const loader = loaders[name];
  if (!loader) return undefined;
  let component = lazyComponents.get(name);
  if (!component) {
    component = lazy(() => load(name, loader));
    lazyComponents.set(name, component);
  }
  return component;
}

export function preloadView(name: ViewName): Promise<unknown> {
  const loader = loaders[name];
  if (!loader || loaded.has(name)) return Promise.resolve();
  return load(name, loader);
}

export function hasView(name: ViewName): boolean {
  return loaders[name] !== undefined;
}
