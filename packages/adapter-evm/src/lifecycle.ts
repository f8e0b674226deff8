/**
 * Getting wagmi's persisted store ready before the adapter touches connections, and restoring one
 * connection without a prompt.
 */
import { type Config, type Connection, type Connector, hydrate } from '@wagmi/core';
import { findConnection, liveConnections } from './connections.js';

/**
 * Resolves once wagmi's store has read storage, then drops connections restored from it (they carry no
 * connector methods; `reconnect` brings each back for real). Waiting matters: wagmi's storage is async,
 * and a connection recorded before hydration ends would be overwritten by the stored snapshot.
 * With `ssr`, wagmi skips hydration until the client mounts; this runs wagmi's own mount step (which
 * also adds wallets announced meanwhile), so it must only be called in a browser.
 */
export async function prepareConfig(config: Config): Promise<void> {
  // wagmi types the store through zustand's middleware types; only these two calls are needed here.
  const { persist } = config._internal.store as unknown as {
    persist?: { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void };
  };
  if (config._internal.ssr) {
    await hydrate(config, { reconnectOnMount: false }).onMount();
  } else if (persist !== undefined && !persist.hasHydrated()) {
    await new Promise<void>((resolve) => {
      const unsubscribe = persist.onFinishHydration(() => {
        unsubscribe();
        resolve();
      });
      // Hydration may have finished between the check above and the subscription.
      if (persist.hasHydrated()) {
        unsubscribe();
        resolve();
      }
    });
  }
  addAnnouncedConnectors(config);
  config.setState((state) => {
    const connections = liveConnections(state.connections);
    const current = state.current !== null && connections.has(state.current) ? state.current : null;
    return {
      ...state,
      connections,
      current: current ?? connections.keys().next().value ?? null,
      // A pending status belongs to a restore under way (WagmiProvider's mount step, or wagmi's hydrate
      // with an initial state and reconnectOnMount): that restore settles it. Overwriting it here would
      // make wagmi's reconnect skip setting 'connected' (its race guard) when it succeeds.
      status:
        connections.size > 0
          ? 'connected'
          : state.status === 'reconnecting' || state.status === 'connecting'
            ? state.status
            : 'disconnected',
    };
  });
}

/**
 * Gives every announced wallet a connector. wagmi ignores announcements that arrive while its store is
 * still reading storage (and, with ssr, until mount), so a wallet announced right after the config was
 * created would otherwise stay invisible until it happened to announce again.
 */
function addAnnouncedConnectors(config: Config): void {
  const { mipd, connectors } = config._internal;
  if (mipd === undefined) return;
  const known = new Set(config.connectors.flatMap((connector) => [connector.id, ...rdnsOf(connector)]));
  const missing = mipd.getProviders().filter((detail) => !known.has(detail.info.rdns));
  if (missing.length === 0) return;
  const added = new Map(missing.map((detail) => [detail.info.rdns, detail]));
  connectors.setState((current) => [
    ...current,
    ...[...added.values()].map((detail) => connectors.setup(connectors.providerDetailToConnector(detail))),
  ]);
}

function rdnsOf(connector: Connector): readonly string[] {
  if (connector.rdns === undefined) return [];
  return typeof connector.rdns === 'string' ? [connector.rdns] : connector.rdns;
}

/**
 * Restores `connector`'s connection if the wallet still authorizes this site, with no prompt: the
 * connector is asked `isAuthorized()` (wagmi's injected connectors answer false after an explicit
 * disconnect, and otherwise ask `eth_accounts`) and then connects in reconnect mode (no
 * `eth_requestAccounts`, no chain switch). Resolves undefined when not authorized or without accounts.
 *
 * Used where wagmi's own `reconnect` action cannot be (restore.ts): it restarts the connection map from empty (dropping the
 * other wallets connected on this page) and holds a lock shared by every config in the page.
 */
export async function reconnectConnector(
  config: Config,
  connector: Connector,
  chainId?: number,
): Promise<Connection | undefined> {
  const existing = findConnection(config, connector.id);
  if (existing !== undefined) return existing;
  const provider = await connector.getProvider().catch(() => undefined);
  if (provider === undefined || provider === null) return undefined;
  if (!(await connector.isAuthorized())) return undefined;

  // A wallet-connect session keeps its current chain only in memory, so a reload would fall back to the
  // session's first chain. Choosing an approved chain there is local to the dapp (no wallet prompt); an
  // injected wallet is never handed a chain, because that would ask the visitor to switch.
  const restoreChain = chainId !== undefined && connector.type === 'walletConnect' ? { chainId } : {};
  const data = await connector.connect({ isReconnecting: true, ...restoreChain });
  const accounts = data.accounts as readonly `0x${string}`[];
  const [first, ...rest] = accounts;
  if (first === undefined) return undefined;

  // The same wiring wagmi's connect action does, so wagmi keeps following the wallet's events.
  const { events } = config._internal;
  connector.emitter.off('connect', events.connect);
  connector.emitter.on('change', events.change);
  connector.emitter.on('disconnect', events.disconnect);
  const connection: Connection = { accounts: [first, ...rest], chainId: data.chainId, connector };
  config.setState((state) => {
    const connections = liveConnections(state.connections).set(connector.uid, connection);
    const current = state.current !== null && connections.has(state.current) ? state.current : connector.uid;
    return { ...state, connections, current, status: 'connected' };
  });
  return connection;
}
