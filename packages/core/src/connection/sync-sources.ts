/**
 * Restoring a connection without prompting, from the source that made it (remote wallet, embedded
 * auth, or adapter). Startup sync and the reconnect
 * routine both go through `syncConnection`.
 */
import type { ChainAdapter, ConnectResult } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { connectionSource } from './connector-family.js';
import type { FlowContext } from './context.js';
import type { SyncSource } from './ports.js';

/** The default source for adapter connections: the adapter's own `reconnect`. */
export function adapterSyncSource(adapters: Partial<Record<ChainNamespace, ChainAdapter>>): SyncSource {
  return {
    async sync({ namespace, connectorId, chainId }) {
      const adapter = adapters[namespace];
      if (adapter === undefined) return undefined;
      return adapter.reconnect({ connectorId, ...(chainId === undefined ? {} : { chainId }) });
    },
  };
}

/**
 * Syncs one stored connection from its source. Resolves undefined when the source has nothing to
 * restore (or is not configured); rejects when the source fails.
 */
export async function syncConnection(
  { deps }: FlowContext,
  namespace: ChainNamespace,
  connectorId: string,
  chainId: number | string | undefined,
): Promise<ConnectResult | undefined> {
  let type: ReturnType<ChainAdapter['getConnectors']>[number]['type'] | undefined;
  try {
    type = deps.adapters[namespace]?.getConnectors().find((connector) => connector.id === connectorId)?.type;
  } catch {
    type = undefined;
  }
  const source = connectionSource(connectorId, type);
  const syncSource =
    deps.syncSources?.[source] ?? (source === 'adapter' ? adapterSyncSource(deps.adapters) : undefined);
  if (syncSource === undefined) return undefined;
  const result = await syncSource.sync({ namespace, connectorId, chainId });
  return result !== undefined && result.accounts.length > 0 ? result : undefined;
}
