/**
 * wagmi keeps connections in its store, keyed by connector uid. This module reads them by connector id
 * (what core stores) and turns changes into the adapter's events.
 */
import type { Config, Connection, Connector } from '@wagmi/core';
import type { AdapterAccount, AdapterEvents } from '@walletport/core';

/**
 * wagmi persists connections with a bare {id, name, type, uid} in place of the connector. Until
 * something reconnects it, such an entry is only a memory of a past page: it cannot sign or switch.
 */
export function isLiveConnection(connection: Connection): boolean {
  return typeof connection.connector.getProvider === 'function';
}

export function liveConnections(connections: ReadonlyMap<string, Connection>): Map<string, Connection> {
  return new Map([...connections].filter(([, connection]) => isLiveConnection(connection)));
}

/** The live connection of a connector id, or of the current connection when no id is given. */
export function findConnection(config: Config, connectorId?: string): Connection | undefined {
  const { connections, current } = config.state;
  if (connectorId === undefined) {
    const connection = current === null ? undefined : connections.get(current);
    return connection !== undefined && isLiveConnection(connection) ? connection : undefined;
  }
  return [...connections.values()].find(
    (connection) => connection.connector.id === connectorId && isLiveConnection(connection),
  );
}

/**
 * The live connection `connector` already has, made wagmi's current one; undefined when it has none.
 * wagmi holds such a connection when the wallet connected by itself (wagmi's injected connector
 * connects a wallet that lists accounts again, e.g. after an unlock).
 */
export function adoptConnection(config: Config, connector: Connector): Connection | undefined {
  const existing = findConnection(config, connector.id);
  if (existing === undefined) return undefined;
  if (config.state.current !== existing.connector.uid || config.state.status !== 'connected')
    config.setState((state) => ({ ...state, current: existing.connector.uid, status: 'connected' }));
  return existing;
}

export function toAdapterAccounts(addresses: readonly string[]): AdapterAccount[] {
  // Injected and announced wallets expose externally owned accounts; smart accounts come from the
  // embedded wallet's connector, which reports its own type.
  return addresses.map((address) => ({ address, type: 'eoa' }));
}

export type AdapterEvent = {
  [Name in keyof AdapterEvents]: { name: Name; data: AdapterEvents[Name] };
}[keyof AdapterEvents];

/**
 * The events between two snapshots of live connections. A connection that vanished is a `disconnect`
 * (wagmi folds a wallet's empty accountsChanged, i.e. locked or revoked, into a disconnect); changed
 * accounts give `accountsChanged` (plus `accountChanged` when the active address moved); a changed chain
 * gives `chainChanged`. A new connection is a `connect` only when `byWallet(uid)` says the wallet made it
 * by itself (wagmi connects an injected wallet that lists accounts again after a lock); connect and
 * reconnect report the ones they make to their caller.
 */
export function diffConnections(
  previous: ReadonlyMap<string, Connection>,
  next: ReadonlyMap<string, Connection>,
  byWallet: (uid: string) => boolean = () => false,
): AdapterEvent[] {
  const events: AdapterEvent[] = [];
  for (const [uid, after] of next) {
    if (previous.has(uid) || !byWallet(uid)) continue;
    events.push({
      name: 'connect',
      data: {
        connectorId: after.connector.id,
        accounts: toAdapterAccounts(after.accounts),
        chainId: after.chainId,
      },
    });
  }
  for (const [uid, before] of previous) {
    const connectorId = before.connector.id;
    const after = next.get(uid);
    if (after === undefined) {
      events.push({ name: 'disconnect', data: { connectorId } });
      continue;
    }
    if (after.accounts.join() !== before.accounts.join()) {
      events.push({
        name: 'accountsChanged',
        data: { accounts: toAdapterAccounts(after.accounts), connectorId },
      });
      const [address] = after.accounts;
      if (address !== undefined && address !== before.accounts[0]) {
        events.push({ name: 'accountChanged', data: { address, chainId: after.chainId, connectorId } });
      }
    }
    if (after.chainId !== before.chainId) {
      events.push({ name: 'chainChanged', data: { chainId: after.chainId, connectorId } });
    }
  }
  return events;
}

/**
 * True when every live connection vanished while wagmi's status and current connection stayed as they
 * were. Only wagmi's mount step does that (WagmiProvider's `hydrate`): with `reconnectOnMount: false` it
 * empties the map "to reset connections hydrated from storage", and with `ssr` it rehydrates the store,
 * replacing live connections by the bare ones storage holds. Both target storage's memories, not live
 * connections. Every real disconnect of the last connection sets status 'disconnected' and current null;
 * a disconnect of one of several leaves the others live.
 */
function isMountReset(
  before: Config['state'],
  after: Config['state'],
  live: ReadonlyMap<string, Connection>,
) {
  return (
    live.size > 0 &&
    liveConnections(after.connections).size === 0 &&
    after.current !== null &&
    after.current === before.current &&
    after.status === before.status
  );
}

const isPendingStatus = (status: Config['state']['status']) =>
  status === 'connecting' || status === 'reconnecting';

/**
 * Calls `emit` for every change of the config's live connections; returns the unsubscribe function.
 * Live connections that wagmi's mount step reset (isMountReset) are put back instead, so wagmi's hooks
 * and the instance keep the connection the adapter restored.
 *
 * A new connection counts as the wallet's own (a `connect` event) unless wagmi was connecting or
 * reconnecting right before (its connect and reconnect actions, WagmiProvider's restore) or
 * `isAdapterConnecting(uid)` says the adapter itself is connecting that connector.
 */
export function watchConnections(
  config: Config,
  emit: (event: AdapterEvent) => void,
  isAdapterConnecting: (uid: string) => boolean = () => false,
): () => void {
  let previous = liveConnections(config.state.connections);
  let previousState = config.state;
  // The whole state, so status and current are compared with their values right before the change.
  return config.subscribe(
    (state) => state,
    () => {
      // Always the newest state: a listener notified late (after a nested setState) must not replay
      // an older one.
      const state = config.state;
      const before = previousState;
      if (state.connections === before.connections) {
        previousState = state;
        return;
      }
      if (isMountReset(before, state, previous)) {
        const kept = previous;
        config.setState((current) => ({ ...current, connections: new Map(kept) }));
        return;
      }
      previousState = state;
      const next = liveConnections(state.connections);
      const events = diffConnections(
        previous,
        next,
        (uid) => !isPendingStatus(before.status) && !isAdapterConnecting(uid),
      );
      previous = next;
      for (const event of events) emit(event);
    },
  );
}
