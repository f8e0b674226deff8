/**
 * Connector families: connectors that stand for one session across several namespaces. A wallet-connect
 * session and an embedded login each serve every namespace they were approved for, so closing them on one
 * namespace closes them on all: disconnect closes each chain of the same connector family
 * (wallet-connect or embedded login). Also picks which sync source restores a stored connection.
 */
import type { AdapterConnector } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { CONNECTOR_IDS } from '../connectors/types.js';
import type { ConnectionsByNamespace } from './connections.js';

export type ConnectorFamily = 'walletConnect' | 'embedded';

/** Where a stored connection is synced from at startup: remote wallet, embedded auth, or adapter. */
export type ConnectionSource = ConnectorFamily | 'adapter';

/** The family of a connector, by its well-known id or, when the adapter told us, its type. */
export function connectorFamily(
  connectorId: string,
  type?: AdapterConnector['type'],
): ConnectorFamily | undefined {
  if (connectorId === CONNECTOR_IDS.WALLET_CONNECT || type === 'WALLET_CONNECT') return 'walletConnect';
  if (connectorId === CONNECTOR_IDS.AUTH || type === 'AUTH') return 'embedded';
  return undefined;
}

export function connectionSource(connectorId: string, type?: AdapterConnector['type']): ConnectionSource {
  return connectorFamily(connectorId, type) ?? 'adapter';
}

export interface DisconnectRequest {
  /** The chain to disconnect; all chains when absent. */
  namespace?: ChainNamespace;
  /** The connection to close; the namespace's current connector when absent. */
  connectorId?: string;
}

export interface DisconnectTarget {
  namespace: ChainNamespace;
  connectorId: string;
}

/**
 * Which connection of which namespace a disconnect closes. Pure.
 * - No namespace and no connector: the current connection of every namespace ("all chains if none is
 *   specified"); other remembered connections then become current, like a single disconnect.
 * - Otherwise the requested connection, and when it belongs to a family, that family's connection on
 *   every other namespace too.
 * Namespaces without the connection are skipped: there is nothing to close there.
 */
export function disconnectTargets(
  connections: ConnectionsByNamespace,
  currentConnectorIds: Partial<Record<ChainNamespace, string>>,
  request: DisconnectRequest = {},
): DisconnectTarget[] {
  const namespaces = Object.keys(connections) as ChainNamespace[];
  const connectorOf = (namespace: ChainNamespace, connectorId: string) =>
    connections[namespace]?.find((entry) => entry.connectorId === connectorId);

  if (request.namespace === undefined && request.connectorId === undefined) {
    return namespaces.flatMap((namespace) => {
      const connectorId = currentConnectorIds[namespace];
      return connectorId !== undefined && connectorOf(namespace, connectorId)
        ? [{ namespace, connectorId }]
        : [];
    });
  }

  const requested: DisconnectTarget[] = [];
  const candidates = request.namespace === undefined ? namespaces : [request.namespace];
  for (const namespace of candidates) {
    const connectorId = request.connectorId ?? currentConnectorIds[namespace];
    if (connectorId !== undefined && connectorOf(namespace, connectorId))
      requested.push({ namespace, connectorId });
  }

  const families = new Set(
    requested.map(({ namespace, connectorId }) =>
      connectorFamily(connectorId, connectorOf(namespace, connectorId)?.connector?.type),
    ),
  );
  const sameFamily = namespaces.flatMap((namespace) =>
    (connections[namespace] ?? [])
      .filter((entry) => {
        const family = connectorFamily(entry.connectorId, entry.connector?.type);
        return family !== undefined && families.has(family);
      })
      .map((entry) => ({ namespace, connectorId: entry.connectorId })),
  );

  const seen = new Set<string>();
  return [...requested, ...sameFamily].filter((target) => {
    const key = `${target.namespace}\u0000${target.connectorId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
