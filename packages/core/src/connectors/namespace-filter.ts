/**
 * Connectors and wallets shown depend on namespace filters. When the modal is opened for one
 * namespace (e.g. `open({ namespace: 'solana' })`) only that namespace's connectors and wallets show;
 * without a filter everything does.
 */
import type { ChainNamespace } from '../caip/index.js';
import type { Connector, WalletListing } from './types.js';

/**
 * The connectors of `namespace`, or all of them when it is undefined. A MULTI_CHAIN connector belongs to
 * every namespace one of its per-namespace connectors belongs to.
 */
export function filterByNamespace<C extends Connector>(
  connectors: readonly C[],
  namespace: ChainNamespace | undefined,
): C[] {
  if (namespace === undefined) return [...connectors];
  return connectors.filter(
    (connector) =>
      connector.chain === namespace ||
      (connector.connectors ?? []).some((inner) => inner.chain === namespace),
  );
}

/**
 * Registry wallets that support a chain of `namespace` (their `chains` are CAIP-2 ids), or all of them
 * when it is undefined. A wallet without chain information (typically an app's custom wallet) is kept:
 * nothing says it does not support the namespace, and the app listed it on purpose.
 */
export function filterWalletsByNamespace<W extends WalletListing>(
  wallets: readonly W[],
  namespace: ChainNamespace | undefined,
): W[] {
  if (namespace === undefined) return [...wallets];
  const prefix = `${namespace}:`;
  return wallets.filter(
    (wallet) =>
      wallet.chains === undefined ||
      wallet.chains.length === 0 ||
      wallet.chains.some((chain) => chain.startsWith(prefix)),
  );
}
