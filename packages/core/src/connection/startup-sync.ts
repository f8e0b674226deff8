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
  // A session an adapter stored and the instance showed at creation (stored-sessions.ts) is synced even
  // when Walletport's own storage does not name it (cleared, or written by another page of the site).
  const seeded = seededNamespaces(ctx);
  const stored = status === 'connected' ? namespaces : [];
  const targets = [...new Set([...stored, ...seeded])];
  const configured = targets.filter((namespace) => ctx.deps.adapters[namespace] !== undefined);
  await Promise.all(configured.map((namespace) => syncNamespace(ctx, namespace)));
}

/** Namespaces showing a stored session that nothing confirmed yet: pending, with a current connector. */
function seededNamespaces(ctx: FlowContext): ChainNamespace[] {
  const { namespaceStatus, currentConnectorIds } = ctx.deps.store.getState();
  return (Object.keys(currentConnectorIds) as ChainNamespace[]).filter((namespace) =>
    isPendingStatus(namespaceStatus[namespace] ?? 'disconnected'),
  );
}

async function syncNamespace(ctx: FlowContext, namespace: ChainNamespace): Promise<void> {
  const { records, persistence, deps } = ctx;
  const connectorId =
    (await persistence.readConnectorId(namespace)) ?? deps.store.getState().currentConnectorIds[namespace];
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
    // A session shown before it was confirmed (stored-sessions.ts) must not outlive the failure.
    if (isPendingStatus(deps.store.getState().namespaceStatus[namespace] ?? 'disconnected'))
      records.dropCurrent(namespace);
    records.transition(namespace, { type: 'syncFailed' });
  }
}
