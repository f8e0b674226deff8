/**
 * Turns what adapters report into connection state. A wallet that disconnects itself is treated like a
 * disconnect of that connection (without calling the adapter back); changed accounts and chains update
 * the remembered connection, and the account state when it is the current one. A wallet that connects
 * by itself (unlocked after a lock) is adopted as the current connection: the library under the adapter
 * (wagmi) already treats it as connected, and a modal that disagreed would offer a connect that fails.
 */
import type { ChainNamespace } from '../caip/index.js';
import { findConnection } from './connections.js';
import type { FlowContext } from './context.js';

/** Subscribes to every adapter's events; returns the function that unsubscribes them all. */
export function watchAdapterEvents(ctx: FlowContext): () => void {
  const { deps, records } = ctx;
  const known = (namespace: ChainNamespace, connectorId: string) =>
    findConnection(deps.store.getState().connections[namespace], connectorId) !== undefined;
  // Handlers run outside any caller's try/catch, so their failures are logged here.
  const logged = (task: Promise<void>, context: Record<string, unknown>) =>
    task.catch((error: unknown) =>
      deps.logger.error('Failed to apply an adapter event', { ...context, error }),
    );

  const unsubscribers = Object.entries(deps.adapters).flatMap(([key, adapter]) => {
    if (adapter === undefined) return [];
    const namespace = key as ChainNamespace;
    return [
      adapter.on('connect', ({ connectorId, accounts, chainId }) => {
        if (accounts.length === 0) return;
        const task = records
          .applyConnection(namespace, { connectorId, accounts, chainId })
          .then(() => void records.transition(namespace, { type: 'walletConnected' }));
        void logged(task, { namespace, connectorId });
      }),
      adapter.on('disconnect', ({ connectorId }) => {
        if (!known(namespace, connectorId)) return;
        void logged(records.closeConnection(namespace, connectorId), { namespace, connectorId });
      }),
      adapter.on('accountsChanged', ({ accounts, connectorId }) => {
        if (!known(namespace, connectorId)) return;
        // A wallet that lists no accounts was locked or revoked access: the connection is gone.
        const task =
          accounts.length === 0
            ? records.closeConnection(namespace, connectorId)
            : records.updateConnection(namespace, connectorId, { accounts });
        void logged(task, { namespace, connectorId });
      }),
      adapter.on('chainChanged', ({ chainId, connectorId }) => {
        if (!known(namespace, connectorId)) return;
        void logged(records.updateConnection(namespace, connectorId, { chainId }), {
          namespace,
          connectorId,
        });
      }),
    ];
  });
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
