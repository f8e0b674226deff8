/**
 * Hands every adapter that asks for it (the `construct` capability) the app's networks of its namespace
 * and the options that shape its connector list, before anything else reads the adapter. Passive: the
 * adapter only stores them.
 */
import { type ChainAdapter, hasCapability } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import type { ResolvedOptions } from '../options/index.js';

export function constructAdapters(
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>,
  options: Pick<ResolvedOptions, 'networks' | 'projectId' | 'enableInjected' | 'enableEIP6963'>,
): void {
  for (const adapter of Object.values(adapters)) {
    if (adapter === undefined || !hasCapability(adapter, 'construct')) continue;
    adapter.construct({
      networks: options.networks.filter((network) => network.chainNamespace === adapter.namespace),
      projectId: options.projectId,
      enableInjected: options.enableInjected,
      enableEIP6963: options.enableEIP6963,
    });
  }
}
