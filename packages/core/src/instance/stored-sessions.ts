/**
 * Sessions the adapters persisted, shown before their wallets confirm them (docs/ssr.md). A server reads
 * them from the request's cookies into an initial state; a page seeds its stores from them at creation,
 * so a returning visitor sees the account ('reconnecting') and not "Connect wallet" while startup
 * restores it. Store writes only: no storage, no wallet, no network.
 */
import { updateAccount } from '../accounts/index.js';
import { type ChainAdapter, hasCapability, type StoredSession } from '../adapter/index.js';
import type { CaipAddress, ChainNamespace } from '../caip/index.js';
import { applyActiveNetwork, resolveReportedNetwork, selectAllCaipNetworks } from '../chains/index.js';
import { consoleLogger } from './environment.js';
import type { AppKitCoreLogger } from './host-types.js';
import { checkStoredSession } from './stored-session-check.js';
import type { AppKitCoreStores } from './types.js';

/**
 * What a server render (and the hydration that follows it) shows: each namespace's stored session.
 * Plain data, so a server component can hand it to a client component as a prop.
 */
export interface AppKitInitialState {
  readonly sessions: Readonly<Partial<Record<ChainNamespace, StoredSession>>>;
}

/**
 * Asks every adapter that can for its stored session: from `cookie` when given (a request's Cookie
 * header), else from what the page's storage held when the adapter was created. The first adapter of a
 * namespace counts, as in the instance. A stored session is a hint read from storage anyone can write,
 * through adapters that may be third-party: an adapter that throws, or answers something that is no
 * valid session (checkStoredSession), is skipped with a warning, never an error.
 */
export function readInitialState(
  adapters: readonly ChainAdapter[],
  cookie?: string | null,
  logger: Pick<AppKitCoreLogger, 'warn'> = consoleLogger(),
): AppKitInitialState {
  const sessions: Partial<Record<ChainNamespace, StoredSession>> = {};
  for (const adapter of adapters) {
    const namespace = adapter.namespace;
    if (sessions[namespace] !== undefined || !hasCapability(adapter, 'readStoredSession')) continue;
    let stored: unknown;
    try {
      stored = adapter.readStoredSession(cookie === undefined ? {} : { cookie });
    } catch (error) {
      logger.warn('A stored session could not be read and was ignored', { namespace, error });
      continue;
    }
    if (stored === undefined || stored === null) continue;
    const checked = checkStoredSession(namespace, stored);
    if (checked.ok) sessions[namespace] = checked.session;
    else logger.warn('An invalid stored session was ignored', { namespace, reason: checked.reason });
  }
  return { sessions };
}

type SessionStores = Pick<AppKitCoreStores, 'accounts' | 'chains' | 'connection'>;

/**
 * Shows `session` as the namespace's current connection with status 'reconnecting' (isConnected reads
 * true: the address is known). The wallet's network becomes the active one when it is configured and
 * the namespace is the active one, as it would once the wallet reconnects.
 */
export function seedStoredSession(stores: SessionStores, namespace: ChainNamespace, session: StoredSession) {
  const [first] = session.accounts;
  if (first === undefined) return;
  const chains = stores.chains.getState();
  const configured = selectAllCaipNetworks(chains);
  const network = resolveReportedNetwork(`${namespace}:${session.chainId}`, configured);
  const active = chains.activeNamespace;
  if (configured.includes(network) && (active === undefined || active === namespace)) {
    stores.chains.replaceState(applyActiveNetwork(chains, network));
  }
  updateAccount(stores.accounts, namespace, {
    address: first.address,
    caipAddress: `${network.caipNetworkId}:${first.address}` as CaipAddress,
    allAccounts: session.accounts,
    connectedWalletInfo: {
      name: session.connectorName ?? session.connectorId,
      identifier: session.connectorId,
    },
  });
  const connection = {
    connectorId: session.connectorId,
    accounts: [...session.accounts],
    chainId: session.chainId,
  };
  stores.connection.setState((state) => ({
    connections: { ...state.connections, [namespace]: [connection] },
    currentConnectorIds: { ...state.currentConnectorIds, [namespace]: session.connectorId },
    namespaceStatus: { ...state.namespaceStatus, [namespace]: 'reconnecting' },
    chainId: session.chainId,
  }));
}

/**
 * Seeds each namespace's session of `state` (see seedStoredSession). The state may come from anywhere (a
 * server component's prop, an app's own code): each session is checked again, and one that is invalid or
 * fails to seed is dropped with a warning, so a bad session never keeps an instance or a render from
 * being created.
 */
export function seedInitialState(
  stores: SessionStores,
  state: AppKitInitialState,
  logger: Pick<AppKitCoreLogger, 'warn'> = consoleLogger(),
): void {
  let entries: [string, unknown][];
  try {
    entries = Object.entries(state?.sessions ?? {});
  } catch (error) {
    logger.warn('An unreadable initial state was ignored', { error });
    return;
  }
  for (const [key, value] of entries) {
    if (value === undefined || value === null) continue;
    const namespace = key as ChainNamespace;
    const checked = checkStoredSession(namespace, value);
    if (!checked.ok) {
      logger.warn('An invalid stored session was ignored', { namespace, reason: checked.reason });
      continue;
    }
    const snapshot = {
      accounts: stores.accounts.getState(),
      chains: stores.chains.getState(),
      connection: stores.connection.getState(),
    };
    try {
      seedStoredSession(stores, namespace, checked.session);
    } catch (error) {
      // Undo a partial seed: the stores stay as they were before this session.
      stores.accounts.replaceState(snapshot.accounts);
      stores.chains.replaceState(snapshot.chains);
      stores.connection.replaceState(snapshot.connection);
      logger.warn('A stored session could not be shown and was ignored', { namespace, error });
    }
  }
}
