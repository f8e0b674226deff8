/**
 * The AppKit-shaped read API of an instance: snapshots derived from the stores, memoised so the same
 * inputs give the same object (React's useSyncExternalStore needs stable snapshots), and subscriptions
 * that only fire when the snapshot changed.
 */
import { type AccountsStore, getAccountState } from '../accounts/index.js';
import type { AdapterAccount } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import type { ChainsStore } from '../chains/index.js';
import { type ConnectionState, type ConnectionStore, selectNamespaceStatus } from '../connection/index.js';
import type { Connector, ConnectorsState } from '../connectors/index.js';
import type { ModalState } from '../modal/index.js';
import { type Store, shallowEqual } from '../store/index.js';
import type { AppKitAccountSnapshot, AppKitNetworkSnapshot, AppKitPublicState } from './types.js';

/** Memoises `derive` on shallow-equal results, so unchanged snapshots keep their identity. */
function memoShallow<T extends object>(derive: () => T): () => T {
  let last: T | undefined;
  return () => {
    const next = derive();
    if (last !== undefined && shallowEqual(last, next)) return last;
    last = next;
    return next;
  };
}

/** Calls `listener` with the new snapshot whenever one of `stores` changed it. */
function subscribeDerived<T>(
  stores: readonly { subscribe(listener: () => void): () => void }[],
  read: () => T,
  listener: (value: T) => void,
): () => void {
  let last = read();
  const onChange = () => {
    const next = read();
    if (next === last) return;
    last = next;
    listener(next);
  };
  const unsubscribers = stores.map((store) => store.subscribe(onChange));
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}

// One empty list, so a snapshot without accounts stays shallow-equal to the previous one.
const NO_ACCOUNTS: readonly AdapterAccount[] = Object.freeze([]);

export interface InstanceReaders {
  getState(): AppKitPublicState;
  getAccount(namespace?: ChainNamespace): AppKitAccountSnapshot;
  getNetwork(): AppKitNetworkSnapshot;
  subscribeState(listener: (state: AppKitPublicState) => void): () => void;
  subscribeAccount(
    listener: (account: AppKitAccountSnapshot) => void,
    namespace?: ChainNamespace,
  ): () => void;
  subscribeNetwork(listener: (network: AppKitNetworkSnapshot) => void): () => void;
}

/** The connector a namespace is connected through: the connection's record, looked up in the list. */
export function selectActiveConnector(
  connection: ConnectionState,
  connectors: ConnectorsState,
  namespace: ChainNamespace,
): Connector | undefined {
  const id = connection.currentConnectorIds[namespace];
  if (id === undefined) return undefined;
  return connectors.connectors.find((connector) => connector.id === id && connector.chain === namespace);
}

export function createInstanceReaders(stores: {
  modal: Store<ModalState>;
  chains: ChainsStore;
  accounts: AccountsStore;
  connection: ConnectionStore;
}): InstanceReaders {
  const { modal, chains, accounts, connection } = stores;

  const getState = memoShallow<AppKitPublicState>(() => {
    const chainsState = chains.getState();
    const modalState = modal.getState();
    return {
      open: modalState.open,
      selectedNetworkId: chainsState.activeCaipNetwork?.caipNetworkId,
      activeChain: chainsState.activeNamespace,
      loading: modalState.loading,
    };
  });

  const accountReaders = new Map<ChainNamespace | 'active', () => AppKitAccountSnapshot>();
  const accountReader = (requested: ChainNamespace | undefined) => {
    const key = requested ?? 'active';
    let reader = accountReaders.get(key);
    if (reader === undefined) {
      reader = memoShallow<AppKitAccountSnapshot>(() => {
        const namespace = requested ?? chains.getState().activeNamespace;
        const account = namespace === undefined ? undefined : getAccountState(accounts.getState(), namespace);
        return {
          namespace,
          address: account?.address,
          caipAddress: account?.caipAddress,
          isConnected: account?.caipAddress !== undefined,
          // One source: the connection service's status of the namespace.
          status:
            namespace === undefined
              ? 'disconnected'
              : selectNamespaceStatus(connection.getState(), namespace),
          // A namespace without an adapter reads a fresh initial account each time: keep one empty list.
          allAccounts:
            account === undefined || account.allAccounts.length === 0 ? NO_ACCOUNTS : account.allAccounts,
        };
      });
      accountReaders.set(key, reader);
    }
    return reader;
  };

  const getNetwork = memoShallow<AppKitNetworkSnapshot>(() => {
    const network = chains.getState().activeCaipNetwork;
    return { caipNetwork: network, caipNetworkId: network?.caipNetworkId, chainId: network?.id };
  });

  return {
    getState,
    getAccount: (namespace) => accountReader(namespace)(),
    getNetwork,
    subscribeState: (listener) => subscribeDerived([modal, chains], getState, listener),
    subscribeAccount: (listener, namespace) =>
      subscribeDerived([accounts, chains, connection], accountReader(namespace), listener),
    subscribeNetwork: (listener) => subscribeDerived([chains], getNetwork, listener),
  };
}
