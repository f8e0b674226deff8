/**
 * One wallet installed in several namespaces is one entry. A browser wallet such as Phantom, or the dev
 * wallet, announces an EIP-6963 provider to the eip155 adapter and registers a Wallet Standard wallet
 * with the solana adapter: two connectors of the same wallet, which the Connect view should list once
 * (AppKit's multi-chain wallet, whose row opens a chain chooser). See docs/router.md, ConnectingMultiChain.
 *
 * Pure functions over connector lists; they run after de-duplication (dedupe.ts), which already folds the
 * duplicates inside each namespace.
 */
import type { ChainNamespace } from '../caip/index.js';
import { dedupeConnectors, isInstalledConnector } from './dedupe.js';
import type { Connector } from './types.js';

/** Ids of the connectors this module creates start with this, so a route can tell them apart. */
export const MULTI_CHAIN_ID_PREFIX = 'multichain:';

export function isMultiChainConnectorId(id: string): boolean {
  return id.startsWith(MULTI_CHAIN_ID_PREFIX);
}

const nameKey = (connector: Connector): string => connector.name.trim().toLowerCase();

const rdnsOf = (connector: Connector): string | undefined => {
  const rdns = connector.info?.rdns;
  return typeof rdns === 'string' && rdns.trim() !== '' ? rdns.trim() : undefined;
};

/** Connectors that may be merged: installed single-namespace wallets with a name. */
const mergeable = (connector: Connector): boolean =>
  connector.type !== 'MULTI_CHAIN' && isInstalledConnector(connector) && nameKey(connector) !== '';

/**
 * Whether `candidate` is the same wallet as the group's members and brings a namespace the group lacks:
 * same trimmed name (any case), and the same rdns whenever both sides have one (names alone never join
 * two wallets that announced different rdns).
 */
function joins(members: readonly Connector[], candidate: Connector): boolean {
  const rdns = rdnsOf(candidate)?.toLowerCase();
  return members.every(
    (member) =>
      member.chain !== candidate.chain &&
      nameKey(member) === nameKey(candidate) &&
      (rdns === undefined || rdnsOf(member) === undefined || rdnsOf(member)?.toLowerCase() === rdns),
  );
}

/** Members in the app's namespace order; namespaces it did not name follow, eip155 first. */
const rankIn = (order: readonly ChainNamespace[], namespace: ChainNamespace): number => {
  const index = order.indexOf(namespace);
  return index === -1 ? order.length + (namespace === 'eip155' ? 0 : 1) : index;
};

function mergedConnector(
  id: string,
  members: readonly Connector[],
  order: readonly ChainNamespace[],
): Connector {
  const sorted = [...members].sort((a, b) => rankIn(order, a.chain) - rankIn(order, b.chain));
  // Named and pictured as its eip155 side when it has one (the richer EIP-6963 metadata), else its first.
  const primary = sorted.find((member) => member.chain === 'eip155') ?? (sorted[0] as Connector);
  // The wallet's rdns, so registry listings and recent wallets recognise the merged entry by it.
  const rdns = sorted.map(rdnsOf).find(Boolean);
  const explorerId = sorted.map((member) => member.explorerId).find(Boolean);
  const { imageId, imageUrl } = primary;
  return {
    id,
    name: primary.name,
    type: 'MULTI_CHAIN',
    chain: primary.chain,
    info: { name: primary.info?.name ?? primary.name, icon: primary.info?.icon, rdns },
    connectors: sorted,
    ...(imageId === undefined ? {} : { imageId }),
    ...(imageUrl === undefined ? {} : { imageUrl }),
    ...(explorerId === undefined ? {} : { explorerId }),
  };
}

/**
 * The list with each wallet installed in several namespaces merged into one MULTI_CHAIN connector, placed
 * where its first member was: its id {@link MULTI_CHAIN_ID_PREFIX}<lowercased name> (`#2`… on a clash), the name, image and
 * chain of its eip155 member (else its first), its members in `namespaceOrder` (the app's adapters; eip155
 * first for namespaces it leaves out). A connector joins the first earlier wallet it matches (see
 * {@link joins}). Everything else is returned as it was, so no connector is lost, and merging the result
 * again changes nothing.
 */
export function mergeMultiChainConnectors(
  connectors: readonly Connector[],
  namespaceOrder: readonly ChainNamespace[] = [],
): Connector[] {
  const groups: Connector[][] = [];
  const slots: (Connector | Connector[])[] = [];
  for (const connector of connectors) {
    const group = mergeable(connector) ? groups.find((members) => joins(members, connector)) : undefined;
    if (group !== undefined) {
      group.push(connector);
    } else if (mergeable(connector)) {
      const created = [connector];
      groups.push(created);
      slots.push(created);
    } else {
      slots.push(connector);
    }
  }
  const taken = new Set(connectors.map((connector) => connector.id));
  return slots.map((slot) => {
    if (!Array.isArray(slot)) return slot;
    if (slot.length === 1) return slot[0] as Connector;
    // `multichain:<name>`; on the rare clash (two wallets sharing a name), a counter tells them apart.
    const base = `${MULTI_CHAIN_ID_PREFIX}${nameKey(slot[0] as Connector)}`;
    let id = base;
    for (let counter = 2; taken.has(id); counter += 1) id = `${base}#${counter}`;
    taken.add(id);
    return mergedConnector(id, slot, namespaceOrder);
  });
}

/**
 * The merged connector with this id among `connectors` (all of an instance's connectors: they are
 * de-duplicated, then merged, as the Connect view does).
 */
export function findMultiChainConnector(
  connectors: readonly Connector[],
  id: string,
  namespaceOrder: readonly ChainNamespace[] = [],
): Connector | undefined {
  if (!isMultiChainConnectorId(id)) return undefined;
  return mergeMultiChainConnectors(dedupeConnectors(connectors), namespaceOrder).find(
    (connector) => connector.type === 'MULTI_CHAIN' && connector.id === id,
  );
}

/** A connector and, for a MULTI_CHAIN one, each of its per-namespace connectors. */
export function connectorAndMembers(connector: Connector): Connector[] {
  return [connector, ...(connector.connectors ?? [])];
}
