/**
 * Startup: a stored connected status sets connecting, then the existing connection is synced
 * (remote wallet, embedded auth, or adapter). A failed sync sets disconnected.
 */
import type { ChainNamespace } from '../caip/index.js';
import { chainIdFromCaipNetworkId } from './connections.js';
import type { FlowContext } from './context.js';
import { isPendingStatus } from './status.js';
import { syncConnection } from './sync-sources.js';

/**
 * Syncs every stored connected namespace that has an adapter, in parallel. Never rejects: a namespace
 * that fails to sync is logged and set disconnected. Storage is left as it is, so a wallet that was
 * slow to load this time is synced on the next page load; only an explicit disconnect forgets it.
 */
export async function syncExistingConnections(ctx: FlowContext): Promise<void> {
  const { status, namespaces } = await ctx.persistence.readStartupState();
  if (status !== 'connected') return;
  const configured = namespaces.filter((namespace) => ctx.deps.adapters[namespace] !== undefined);
  await Promise.all(configured.map((namespace) => syncNamespace(ctx, namespace)));
}

async function syncNamespace(ctx: FlowContext, namespace: ChainNamespace): Promise<void> {
  const { records, persistence, deps } = ctx;
  const connectorId = await persistence.readConnectorId(namespace);
  if (connectorId === undefined) return;
  records.transition(namespace, { type: 'storedConnectionFound' });
  const stored = await persistence.readConnections(namespace);
  const chainId = chainIdFromCaipNetworkId(
    stored?.find((entry) => entry.connectorId === connectorId)?.caipNetworkId,
  );
  try {
    const result = await syncConnection(ctx, namespace, connectorId, chainId);
    if (result === undefined) throw new Error('No existing connection to sync');
    // The visitor may have connected or disconnected meanwhile; their action wins over a late sync.
    if (!isPendingStatus(deps.store.getState().namespaceStatus[namespace] ?? 'disconnected')) return;
    await records.applyConnection(namespace, {
      connectorId: result.connectorId,
      accounts: result.accounts,
      chainId: result.chainId,
    });
    records.transition(namespace, { type: 'syncSucceeded' });
  } catch (error) {
    deps.logger.error('Failed to sync the existing connection', { namespace, connectorId, error });
    records.transition(namespace, { type: 'syncFailed' });
  }
}
