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
 * namespace counts, as in the instance. An adapter that throws is skipped: a stored session is a hint.
 */
export function readInitialState(
  adapters: readonly ChainAdapter[],
  cookie?: string | null,
): AppKitInitialState {
  const sessions: Partial<Record<ChainNamespace, StoredSession>> = {};
  for (const adapter of adapters) {
    if (sessions[adapter.namespace] !== undefined || !hasCapability(adapter, 'readStoredSession')) continue;
    try {
      const session = adapter.readStoredSession(cookie === undefined ? {} : { cookie });
      if (session !== undefined && session.accounts.length > 0) sessions[adapter.namespace] = session;
    } catch {
      // A malformed stored value only means there is nothing to show early.
    }
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

export function seedInitialState(stores: SessionStores, state: AppKitInitialState): void {
  for (const [namespace, session] of Object.entries(state.sessions)) {
    if (session !== undefined) seedStoredSession(stores, namespace as ChainNamespace, session);
  }
}
