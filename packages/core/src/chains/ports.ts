/**
 * The minimal interfaces ("ports") the network services need from modules built elsewhere (accounts,
 * adapters, send flow, router, options, storage). The instance wiring hands in the real ones; tests hand
 * in fakes. Nothing here imports those modules.
 */
import type { ChainAdapter } from '../adapter/index.js';
import type { CaipAddress, ChainNamespace } from '../caip/index.js';
import type { StorageKey } from '../storage/index.js';
import type { ChainsStore } from './chains-store.js';
import type { NetworkSwitchOptions } from './network-support.js';

/** The accounts store as network switching sees it. */
export interface NetworkAccountsPort {
  getAddress(namespace: ChainNamespace): string | undefined;
  /** Writes the account's CAIP-10 address (accounts' `setCaipAddress`). */
  setCaipAddress(caipAddress: CaipAddress): void;
}

/** The part of an adapter network switching needs: asking the wallet to change network. */
export type NetworkSwitchAdapterPort = Pick<ChainAdapter, 'switchNetwork'>;

/** The part of typed storage the chain services write; sync and async backends both fit. */
export interface ChainStoragePort {
  set<T>(key: StorageKey<T>, value: T): void | Promise<void>;
}

export interface ChainStorageReadPort {
  get<T>(key: StorageKey<T>): T | undefined | Promise<T | undefined>;
}

/** The router: what the unsupported-network rule opens. */
export interface UnsupportedChainRouterPort {
  openUnsupportedChain(): void;
}

export interface NetworkSwitchPorts {
  chains: ChainsStore;
  accounts: NetworkAccountsPort;
  getAdapter(namespace: ChainNamespace): NetworkSwitchAdapterPort | undefined;
  storage: ChainStoragePort;
  /** Switching resets the send flow (the send store's reset). */
  resetSendFlow(): void;
  router: UnsupportedChainRouterPort;
  /** Read at call time, because the app may change options after start. */
  getOptions(): NetworkSwitchOptions;
}
