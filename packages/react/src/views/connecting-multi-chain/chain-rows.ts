/**
 * The rows of the chain chooser, decided from plain data: one per namespace the wallet is installed in,
 * in the app's namespace order, each with the network that pictures it and whether that namespace is
 * already connected through this wallet.
 */
import type { CaipNetwork, ChainNamespace, ChainsState, Connector } from '@walletport/core/internal';
import { findMultiChainConnector } from '@walletport/core/wallet-lists';
import type { MessageKey } from '../../i18n/index.js';

export interface ChainRow {
  namespace: ChainNamespace;
  /** The wallet's connector on this namespace: what a click connects through. */
  connector: Connector;
  /** The namespace's first configured network, whose image stands for the namespace. */
  network: CaipNetwork | undefined;
  /** This namespace is connected, and through this very connector. */
  connected: boolean;
}

const NAMESPACE_LABELS: Readonly<Record<ChainNamespace, MessageKey>> = {
  eip155: 'multiChain.namespace.eip155',
  solana: 'multiChain.namespace.solana',
  bip122: 'multiChain.namespace.bip122',
  polkadot: 'multiChain.namespace.polkadot',
  cosmos: 'multiChain.namespace.cosmos',
};

/** The message naming a namespace, or undefined for one Walletport does not know (shown as its id). */
export function namespaceLabelKey(namespace: string): MessageKey | undefined {
  return Object.hasOwn(NAMESPACE_LABELS, namespace)
    ? NAMESPACE_LABELS[namespace as ChainNamespace]
    : undefined;
}

/**
 * The multi-chain connector `id` stands for: one an adapter reported as such, else the one the Connect
 * view merged from the wallet's per-namespace connectors (core's multi-chain rule).
 */
export function findChooserConnector(
  connectors: readonly Connector[],
  id: string,
  namespaceOrder: readonly ChainNamespace[],
): Connector | undefined {
  const reported = connectors.find((connector) => connector.id === id && connector.type === 'MULTI_CHAIN');
  return reported ?? findMultiChainConnector(connectors, id, namespaceOrder);
}

export interface ChainRowsInput {
  chains: ChainsState['chains'];
  /** The connection store's connector per connected namespace. */
  currentConnectorIds: Readonly<Partial<Record<string, string>>>;
}

export function buildChainRows(connector: Connector, input: ChainRowsInput): ChainRow[] {
  return (connector.connectors ?? []).map((member) => ({
    namespace: member.chain,
    connector: member,
    network: input.chains[member.chain]?.caipNetworks[0],
    connected: input.currentConnectorIds[member.chain] === member.id,
  }));
}
