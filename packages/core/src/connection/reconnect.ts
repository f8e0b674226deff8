/**
 * The reconnect routine tries stored authorized connectors, most recently used first; status goes
 * connecting or reconnecting, then connected or disconnected. Nothing is tried after an explicit
 * disconnect: that removed the stored connector id (see reconnectCandidates).
 */
import type { ChainNamespace } from '../caip/index.js';
import { type Connection, reconnectCandidates } from './connections.js';
import type { FlowContext } from './context.js';
import { syncConnection } from './sync-sources.js';

/** Resolves the restored connection, or undefined when none of the stored connectors answered. */
export async function reconnectNamespace(
  ctx: FlowContext,
  namespace: ChainNamespace,
): Promise<Connection | undefined> {
  const { records, persistence, deps } = ctx;
  if (deps.adapters[namespace] === undefined) return undefined;
  const candidates = reconnectCandidates(
    await persistence.readConnectorId(namespace),
    await persistence.readConnections(namespace),
  );
  if (candidates.length === 0) return undefined;

  records.transition(namespace, { type: 'reconnectStarted' });
  for (const { connectorId, chainId } of candidates) {
    try {
      const result = await syncConnection(ctx, namespace, connectorId, chainId);
      if (result === undefined) continue;
      const connection = await records.applyConnection(namespace, {
        connectorId: result.connectorId,
        accounts: result.accounts,
        chainId: result.chainId,
      });
      records.transition(namespace, { type: 'reconnectSucceeded' });
      return connection;
    } catch (error) {
      // One wallet failing must not stop the others from being tried.
      deps.logger.error('Failed to reconnect', { namespace, connectorId, error });
    }
  }
  // Nothing answered: the old connection (if any) is not live any more. Storage keeps the candidates so
  // a wallet that loads late can be restored on the next attempt.
  records.dropCurrent(namespace);
  records.transition(namespace, { type: 'reconnectFailed' });
  return undefined;
}
