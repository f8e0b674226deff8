/**
 * What the wallet lists show, as a module of its own: only the (lazily loaded) views import it, so the
 * de-duplication and multi-chain rules load with them rather than with the page's connectors store.
 */
import type { ChainNamespace } from '../caip/index.js';
import type { ConnectorsState } from './connectors-store.js';
import { dedupeConnectors } from './dedupe.js';
import { mergeMultiChainConnectors } from './multi-chain.js';
import { filterByNamespace } from './namespace-filter.js';
import type { Connector } from './types.js';
import { type ConnectorVisibilityContext, visibleConnectors } from './visibility.js';

/**
 * The connectors to show: the namespace filter, then the visibility rules, then one per wallet, and one
 * per wallet across namespaces (a wallet installed in several becomes one MULTI_CHAIN connector whose
 * members follow `namespaceOrder`, the app's adapters). Filtered to one namespace, nothing is merged: each
 * wallet is then its connector on that namespace, which a click connects directly.
 */
export function selectShownConnectors(
  state: ConnectorsState,
  context: ConnectorVisibilityContext,
  namespaceOrder: readonly ChainNamespace[] = [],
): Connector[] {
  return mergeMultiChainConnectors(
    dedupeConnectors(
      visibleConnectors(filterByNamespace(state.connectors, state.filterByNamespace), context),
    ),
    namespaceOrder,
  );
}
