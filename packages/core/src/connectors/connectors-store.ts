/**
 * The connectors store of one modal instance: every connector the adapters reported, the connector
 * each namespace is connected through, and the namespace the modal is filtered to. Rules that derive the
 * shown list live in pure modules (visibility, dedupe, ordering); this store only holds the facts.
 */
import type { ChainNamespace } from '../caip/index.js';
import { createStore, type Store } from '../store/index.js';
import type { Connector } from './types.js';

export interface ConnectorsState {
  connectors: readonly Connector[];
  /** The namespace filter: the namespace the modal was opened for, or undefined for all. */
  filterByNamespace: ChainNamespace | undefined;
}

export interface ConnectorsStore extends Store<ConnectorsState> {
  /** Replaces the connectors of one namespace (adapters report their full list each time). */
  setNamespaceConnectors(namespace: ChainNamespace, connectors: readonly Connector[]): void;
  setFilterByNamespace(namespace: ChainNamespace | undefined): void;
  /**
   * The connector with this id, on `namespace` when given, as an adapter reported it. A multi-chain
   * connector (merged for the Connect view) is found with `findMultiChainConnector` instead, so the merge
   * rule loads with the views that show it rather than with the page.
   */
  getConnector(id: string, namespace?: ChainNamespace): Connector | undefined;
}

export function initialConnectorsState(): ConnectorsState {
  return { connectors: [], filterByNamespace: undefined };
}

/**
 * `current` with the connectors of `namespace` replaced by `next`; other namespaces keep their place.
 * Entries of `next` that name another namespace are ignored: an adapter only speaks for its own.
 */
export function replaceNamespaceConnectors(
  current: readonly Connector[],
  namespace: ChainNamespace,
  next: readonly Connector[],
): Connector[] {
  const own = next.filter((connector) => connector.chain === namespace);
  const unique = own.filter(
    (connector, index) => own.findIndex((other) => other.id === connector.id) === index,
  );
  return [...current.filter((connector) => connector.chain !== namespace), ...unique];
}

export function createConnectorsStore(initial: Partial<ConnectorsState> = {}): ConnectorsStore {
  const store = createStore<ConnectorsState>({ ...initialConnectorsState(), ...initial });
  const getConnector = (id: string, namespace?: ChainNamespace) =>
    store
      .getState()
      .connectors.find((c) => c.id === id && (namespace === undefined || c.chain === namespace));

  return {
    ...store,
    setNamespaceConnectors(namespace, connectors) {
      store.setState((state) => ({
        connectors: replaceNamespaceConnectors(state.connectors, namespace, connectors),
      }));
    },
    setFilterByNamespace(namespace) {
      store.setState({ filterByNamespace: namespace });
    },
    getConnector,
  };
}
