/**
 * The connections map (accounts, chainId, connector per connection) and the pure list
 * operations on it. Each namespace keeps its connections most recently used first, so "another
 * connection becomes current" and "most recently used first" both read the head of the list.
 */
import type { AdapterAccount, AdapterConnector } from '../adapter/index.js';
import { type ChainNamespace, isCaipNetworkId } from '../caip/index.js';
import type { StoredConnection } from '../storage/index.js';

export interface Connection {
  connectorId: string;
  accounts: readonly AdapterAccount[];
  /** The chain the wallet reported for this connection (eip155: a number). */
  chainId: number | string | undefined;
  /** The adapter's connector, when the adapter lists it (name, icon and type for the wallet info). */
  connector?: AdapterConnector;
}

export type ConnectionsByNamespace = Partial<Record<ChainNamespace, readonly Connection[]>>;

/** `connection` first, replacing an older entry of the same connector (a connector is listed once). */
export function upsertConnection(list: readonly Connection[], connection: Connection): Connection[] {
  return [connection, ...list.filter((entry) => entry.connectorId !== connection.connectorId)];
}

/** The list without the connection of `connectorId`; the order of the others is kept. */
export function removeConnection(list: readonly Connection[], connectorId: string): Connection[] {
  return list.filter((entry) => entry.connectorId !== connectorId);
}

export function findConnection(
  list: readonly Connection[] | undefined,
  connectorId: string,
): Connection | undefined {
  return list?.find((entry) => entry.connectorId === connectorId);
}

/** The stored form (storage key `connections`): the chain as a CAIP-2 id, which storage validates. */
export function toStoredConnection(namespace: ChainNamespace, connection: Connection): StoredConnection {
  const stored: StoredConnection = {
    connectorId: connection.connectorId,
    accounts: connection.accounts.map(({ address, type }) => ({ address, type })),
  };
  const caipNetworkId = connection.chainId === undefined ? undefined : `${namespace}:${connection.chainId}`;
  if (caipNetworkId !== undefined && isCaipNetworkId(caipNetworkId)) stored.caipNetworkId = caipNetworkId;
  return stored;
}

/** The stored list after `connection` was used: it moves first, like the in-memory list. */
export function upsertStoredConnection(
  list: readonly StoredConnection[],
  namespace: ChainNamespace,
  connection: Connection,
): StoredConnection[] {
  return [
    toStoredConnection(namespace, connection),
    ...list.filter((entry) => entry.connectorId !== connection.connectorId),
  ];
}

/**
 * The chain id adapters expect from a stored CAIP-2 id: eip155 references are numbers (wagmi and viem
 * take numbers), other namespaces keep the string reference.
 */
export function chainIdFromCaipNetworkId(caipNetworkId: string | undefined): number | string | undefined {
  if (caipNetworkId === undefined) return undefined;
  const separator = caipNetworkId.indexOf(':');
  if (separator < 0) return undefined;
  const namespace = caipNetworkId.slice(0, separator);
  const reference = caipNetworkId.slice(separator + 1);
  if (namespace === 'eip155' && /^\d{1,15}$/.test(reference)) return Number(reference);
  return reference;
}

export interface ReconnectCandidate {
  connectorId: string;
  chainId: number | string | undefined;
}

/**
 * The reconnect routine tries stored authorized connectors, most recently used first.
 * The stored connector id is the most recent one; the stored connections follow in their stored order
 * (most recent first). Without a stored connector id there is nothing to reconnect: an explicit
 * disconnect removes it, and a visitor who disconnected must not be connected again behind their back.
 */
export function reconnectCandidates(
  storedConnectorId: string | undefined,
  storedConnections: readonly StoredConnection[] | undefined,
): ReconnectCandidate[] {
  if (storedConnectorId === undefined) return [];
  const list = storedConnections ?? [];
  const ordered = [storedConnectorId, ...list.map((entry) => entry.connectorId)];
  const unique = [...new Set(ordered)];
  return unique.map((connectorId) => ({
    connectorId,
    chainId: chainIdFromCaipNetworkId(list.find((entry) => entry.connectorId === connectorId)?.caipNetworkId),
  }));
}
