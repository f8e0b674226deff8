/**
 * The connection service wired to the instance, plus the connectors store kept in step with the
 * adapters (their connector lists and events). Which connector a namespace uses is the connection
 * store's fact alone (selectActiveConnector reads it).
 */
import type { ChainAdapter } from '../adapter/index.js';
import type { WalletportEventMap } from '../analytics/index.js';
import type { ChainNamespace } from '../caip/index.js';
import {
  type AccountsPort,
  type ConnectionEventsPort,
  type ConnectionService,
  type ConnectionStore,
  createConnectionService,
  type SyncSources,
  type WalletConnectPort,
} from '../connection/index.js';
import { type ConnectorsStore, replaceNamespaceConnectors } from '../connectors/index.js';
import type { EventBus } from '../store/index.js';
import type { ResolvedEnvironment } from './environment.js';

/**
 * The connection events are a subset of the bus's map (CONNECT_SUCCESS's method is narrower), but the
 * compiler cannot relate the two generic emits, so this thin wrapper does.
 */
export function connectionEventsPort(bus: EventBus<WalletportEventMap>): ConnectionEventsPort {
  return {
    emit: (type, data) => bus.emit(type, data as WalletportEventMap[typeof type]),
  };
}

export interface ConnectionWiringDeps {
  store: ConnectionStore;
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>;
  accounts: AccountsPort;
  bus: EventBus<WalletportEventMap>;
  env: ResolvedEnvironment;
  /** Read when pairing: provided by the WalletConnect feature, absent without it. */
  walletConnect: () => WalletConnectPort | undefined;
  /** Live: features add their sources after the service is built. */
  syncSources: SyncSources;
  /** Fires the instance's reset hooks (features register the send flow and transaction list). */
  fire: (hook: 'sendFlowReset' | 'transactionsReset') => Promise<void>;
}

export function wireConnection(deps: ConnectionWiringDeps): ConnectionService {
  const { env } = deps;
  return createConnectionService({
    store: deps.store,
    adapters: deps.adapters,
    accounts: deps.accounts,
    storage: env.storage,
    events: connectionEventsPort(deps.bus),
    sendFlow: { reset: () => void deps.fire('sendFlowReset') },
    transactions: { reset: () => void deps.fire('transactionsReset') },
    logger: { error: (message, context) => env.logger.error(message, context) },
    clock: env.clock,
    platform: env.platform,
    get walletConnect() {
      return deps.walletConnect();
    },
    syncSources: deps.syncSources,
  });
}

/** Reads each adapter's connectors into the store. Synchronous and local: no network. */
export function loadConnectors(
  connectors: ConnectorsStore,
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>,
  logger: ResolvedEnvironment['logger'],
): void {
  let list = connectors.getState().connectors;
  for (const [namespace, adapter] of Object.entries(adapters) as [
    ChainNamespace,
    ChainAdapter | undefined,
  ][]) {
    if (adapter === undefined) continue;
    try {
      list = replaceNamespaceConnectors(list, namespace, adapter.getConnectors());
    } catch (error) {
      // One adapter failing to list its wallets must not hide the others'.
      logger.error('Failed to read the connectors of an adapter', { namespace, error });
    }
  }
  // One write: subscribers (the WalletConnect feature's "keep one listed" rule) see every adapter's list
  // at once, never a half-loaded one.
  connectors.setState({ connectors: list });
}

/** Follows `connectorsChanged` from every adapter. Returns the unsubscribe. */
export function watchConnectorChanges(
  connectors: ConnectorsStore,
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>,
): () => void {
  const unsubscribers = (Object.entries(adapters) as [ChainNamespace, ChainAdapter | undefined][]).flatMap(
    ([namespace, adapter]) =>
      adapter === undefined
        ? []
        : [
            adapter.on('connectorsChanged', (data) =>
              connectors.setNamespaceConnectors(namespace, data.connectors),
            ),
          ],
  );
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
