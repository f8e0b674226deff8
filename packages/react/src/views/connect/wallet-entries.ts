/**
 * The Connect view's wallet list, decided from plain data: core's rules pick and order the entries
 * (visibility, namespace filter, one entry per wallet, default section order); this module adds what
 * the view shows for each (badge, image, where a click goes) and the "All wallets" row.
 */
import {
  type ChainNamespace,
  type ChainsState,
  type ConnectEntry,
  type ConnectSection,
  type Connector,
  type ConnectorsState,
  type ConnectorTypeOrderItem,
  type ConnectorVisibilityContext,
  CONNECT_SECTIONS,
  orderConnectEntries,
  type RecentWallet,
} from '@walletport/core/internal';
import { selectShownConnectors } from '@walletport/core/wallet-lists';
import type { RegistryWallet } from '../all-wallets/registry-types.js';

export type EntryBadge = 'installed' | 'recent';

export interface WalletEntryView {
  /** Stable React key. */
  key: string;
  name: string;
  imageUrl: string | undefined;
  /** What the wallet is known by, for its bundled artwork when it has no image (WalletImage). */
  artworkKeys: readonly string[];
  badge: EntryBadge | undefined;
  /** The wallet is in this browser (an injected or announced connector). */
  installed: boolean;
  section: ConnectSection;
  /** Where a click goes. */
  target: WalletTarget;
}

/**
 * - `connector`: connect through this connector (ConnectingExternal).
 * - `multiChain`: a wallet installed in several namespaces: choose the namespace (ConnectingMultiChain).
 * - `walletConnect`: the wallet-connect flow (a later view).
 * - `listing`: a registry or custom wallet this browser cannot connect directly: ConnectingExternal looks
 *   it up by id and offers its links.
 */
export type WalletTarget =
  | { kind: 'connector'; connectorId: string }
  | { kind: 'multiChain'; connectorId: string }
  | { kind: 'walletConnect' }
  | { kind: 'listing'; walletId: string };

export interface ConnectListInput {
  connectors: ConnectorsState;
  /** The connector each connected namespace goes through (the connection store's record). */
  currentConnectorIds: Readonly<Partial<Record<string, string>>>;
  visibility: ConnectorVisibilityContext;
  recentWallets: readonly RecentWallet[];
  featured: readonly RegistryWallet[];
  custom: readonly RegistryWallet[];
  recommended: readonly RegistryWallet[];
  walletConnectEnabled: boolean;
  /** The app's `features.connectorTypeOrder`, when it chose one. */
  sectionOrder: readonly ConnectorTypeOrderItem[] | undefined;
  /** The namespaces of the app's adapters, in order: a multi-chain wallet lists its namespaces so. */
  namespaceOrder?: readonly ChainNamespace[];
  /** The app's `connectorImages` (by connector id), which win over the wallet's own icon. */
  connectorImages: Readonly<Record<string, string>>;
  /** The registry's image for a listing. */
  listingImage: (wallet: RegistryWallet) => string | undefined;
}

/**
 * Entries in the app's section order: each entry keeps the section core gave it, and sections are
 * ranked by `order` (sections it leaves out follow, in the default order). Stable within a section.
 */
export function applySectionOrder<E extends { section: ConnectSection }>(
  entries: readonly E[],
  order: readonly ConnectSection[] | undefined,
): E[] {
  if (order === undefined || order.length === 0) return [...entries];
  const rank = (section: ConnectSection) => {
    const index = order.indexOf(section);
    return index === -1 ? order.length + CONNECT_SECTIONS.indexOf(section) : index;
  };
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry.section) - rank(b.entry.section) || a.index - b.index)
    .map(({ entry }) => entry);
}

function imageOf(entry: ConnectEntry, input: ConnectListInput): string | undefined {
  const connector: Connector | undefined = entry.connector;
  if (connector !== undefined) {
    const own = input.connectorImages[connector.id] ?? connector.imageUrl ?? connector.info?.icon;
    if (own !== undefined) return own;
  }
  return entry.wallet === undefined ? undefined : input.listingImage(entry.wallet);
}

/** The connector's id and rdns, then the registry's id and rdns: any of them may name bundled artwork. */
function artworkKeysOf(entry: ConnectEntry): string[] {
  const keys = [
    entry.connector?.id,
    entry.connector?.info?.rdns,
    entry.connector?.explorerId,
    entry.wallet?.id,
    entry.wallet?.rdns,
    entry.rdns,
    entry.id,
  ];
  return [...new Set(keys.filter((key): key is string => typeof key === 'string' && key !== ''))];
}

/**
 * A multi-chain wallet opens its chain chooser, unless the modal is filtered to one namespace: then it
 * connects straight through its connector on that namespace.
 */
export function multiChainTarget(connector: Connector, filter: ChainNamespace | undefined): WalletTarget {
  const member =
    filter === undefined ? undefined : connector.connectors?.find((inner) => inner.chain === filter);
  return member === undefined
    ? { kind: 'multiChain', connectorId: connector.id }
    : { kind: 'connector', connectorId: member.id };
}

function targetOf(entry: ConnectEntry, filter: ChainNamespace | undefined): WalletTarget {
  if (entry.connector?.type === 'WALLET_CONNECT') return { kind: 'walletConnect' };
  if (entry.connector?.type === 'MULTI_CHAIN') return multiChainTarget(entry.connector, filter);
  if (entry.connector !== undefined) return { kind: 'connector', connectorId: entry.connector.id };
  return { kind: 'listing', walletId: entry.wallet?.id ?? entry.id };
}

function badgeOf(entry: ConnectEntry): EntryBadge | undefined {
  if (entry.section === 'recent') return 'recent';
  return entry.installed ? 'installed' : undefined;
}

/** The app's namespaces in the order it gave its adapters (the chains store keeps them so). */
export function appNamespaceOrder(chains: Pick<ChainsState, 'chains'>): ChainNamespace[] {
  return Object.keys(chains.chains) as ChainNamespace[];
}

/** The rows of the wallet section, in order. */
export function buildConnectList(input: ConnectListInput): WalletEntryView[] {
  const entries = orderConnectEntries({
    connectors: selectShownConnectors(input.connectors, input.visibility, input.namespaceOrder),
    recentWallets: input.recentWallets,
    featuredWallets: input.featured,
    customWallets: input.custom,
    recommendedWallets: input.recommended,
    walletConnectEnabled: input.walletConnectEnabled,
    connectedWithWalletConnect: Object.values(input.currentConnectorIds).some(
      (id) => input.connectors.connectors.find((c) => c.id === id)?.type === 'WALLET_CONNECT',
    ),
  });
  return applySectionOrder(entries, input.sectionOrder).map((entry) => ({
    key: `${entry.section}:${entry.id}`,
    name: entry.name,
    imageUrl: imageOf(entry, input),
    artworkKeys: artworkKeysOf(entry),
    badge: badgeOf(entry),
    installed: entry.installed,
    section: entry.section,
    target: targetOf(entry, input.connectors.filterByNamespace),
  }));
}

/** True when some shown connector is a wallet in this browser (it puts wallets first in the connect method order). */
export function hasInstalledWallet(entries: readonly WalletEntryView[]): boolean {
  return entries.some((entry) => entry.installed || entry.section === 'injected');
}

/**
 * The "All wallets" count as a short label: exact below 10, else rounded down to tens with a plus
 * ("40+"), since the registry grows and the exact figure is noise.
 */
export function formatWalletCount(count: number): string {
  const whole = Math.floor(count);
  // Beyond safe integers the arithmetic is not exact; no registry is that large.
  if (!Number.isSafeInteger(whole) || whole <= 0) return '';
  return whole < 10 ? String(whole) : `${Math.floor(whole / 10) * 10}+`;
}
