/**
 * The order of the Connect view's wallet list: walletConnect (only if enabled and not already
 * connected with it), recent, injected, featured, custom, external, recommended. Overrides go first.
 * Every wallet appears once: the first section that has it keeps it.
 */
import { dedupeConnectors, findInstalledConnector, isInstalledConnector } from './dedupe.js';

import type { Connector, RecentWallet, WalletListing } from './types.js';

/** A connector and, for a multi-chain one, its per-namespace connectors (kept here: this module loads with the page). */
const withMembers = (connector: Connector): Connector[] => [connector, ...(connector.connectors ?? [])];

/** The sections in their default order. */
export const CONNECT_SECTIONS = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;

export type ConnectSection = (typeof CONNECT_SECTIONS)[number];

export interface ConnectEntry {
  section: ConnectSection;
  /** The connector id when the entry connects through a connector, else the registry (or recent) id. */
  id: string;
  name: string;
  rdns?: string;
  /** How to connect when the wallet is in the page or is wallet-connect itself. */
  connector?: Connector;
  /** Registry data (image, links) when the registry knows the wallet. */
  wallet?: WalletListing;
  /** True when the wallet is installed in this browser (an injected or announced connector). */
  installed: boolean;
}

export interface ConnectOrderInput {
  /** Connectors after the visibility and namespace filters. */
  connectors: readonly Connector[];
  recentWallets?: readonly RecentWallet[];
  featuredWallets?: readonly WalletListing[];
  /** The customWallets option (its CustomWallet entries are listings with an image_url). */
  customWallets?: readonly WalletListing[];
  recommendedWallets?: readonly WalletListing[];
  /** Wallet-connect is configured (a projectId and the option not turned off). */
  walletConnectEnabled: boolean;
  /** The current connection already goes through wallet-connect. */
  connectedWithWalletConnect: boolean;
  /**
   * Explicit order: ids (connector id, registry id or rdns) listed here go first, in this order. Ids
   * matching nothing are ignored.
   */
  order?: readonly string[];
}

const lower = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value.toLowerCase() : undefined;

/** Everything an entry is known by; two entries sharing any key are the same wallet. */
function entryKeys(entry: ConnectEntry): string[] {
  // A multi-chain connector is also known by each of its per-namespace connectors.
  const connectors = entry.connector === undefined ? [] : withMembers(entry.connector);
  const ids = [entry.id, ...connectors.flatMap((c) => [c.id, c.explorerId]), entry.wallet?.id];
  const rdnsList = [entry.rdns, ...connectors.map((c) => c.info?.rdns), entry.wallet?.rdns];
  return [
    ...ids.filter((id): id is string => typeof id === 'string' && id !== '').map((id) => `id:${id}`),
    ...rdnsList
      .map(lower)
      .filter((rdns): rdns is string => rdns !== undefined)
      .map((rdns) => `rdns:${rdns}`),
  ];
}

function connectorEntry(
  section: ConnectSection,
  connector: Connector,
  registry: readonly WalletListing[],
): ConnectEntry {
  const rdns = connector.info?.rdns;
  const wallet = registry.find((candidate) => findInstalledConnector(candidate, [connector]) !== undefined);
  const entry: ConnectEntry = {
    section,
    id: connector.id,
    name: connector.name,
    connector,
    installed: isInstalledConnector(connector),
  };
  if (rdns !== undefined) entry.rdns = rdns;
  if (wallet !== undefined) entry.wallet = wallet;
  return entry;
}

function walletEntry(
  section: ConnectSection,
  wallet: WalletListing,
  connectors: readonly Connector[],
): ConnectEntry {
  const connector = findInstalledConnector(wallet, connectors);
  const entry: ConnectEntry = {
    section,
    id: connector?.id ?? wallet.id,
    name: wallet.name,
    wallet,
    installed: connector !== undefined,
  };
  if (connector !== undefined) entry.connector = connector;
  const rdns = wallet.rdns ?? connector?.info?.rdns;
  if (typeof rdns === 'string') entry.rdns = rdns;
  return entry;
}

/** A recent wallet resolved to the connector or registry entry it was, so it can be connected again. */
function recentEntry(
  recent: RecentWallet,
  connectors: readonly Connector[],
  registry: readonly WalletListing[],
): ConnectEntry {
  const rdns = lower(recent.rdns);
  const isRecent = (candidate: Connector) =>
    candidate.id === recent.id ||
    candidate.explorerId === recent.id ||
    (rdns !== undefined && isInstalledConnector(candidate) && lower(candidate.info?.rdns) === rdns);
  // A wallet last used through one namespace is now maybe part of a multi-chain entry: that entry is it.
  const connector = connectors.find((candidate) => withMembers(candidate).some(isRecent));
  const wallet =
    registry.find(
      (candidate) => candidate.id === recent.id || (rdns !== undefined && lower(candidate.rdns) === rdns),
    ) ??
    // Remembered without an rdns (a Wallet Standard wallet has none): its connector may still name the listing.
    (connector === undefined
      ? undefined
      : registry.find((candidate) => findInstalledConnector(candidate, [connector]) !== undefined));
  const entry: ConnectEntry = {
    section: 'recent',
    id: connector?.id ?? recent.id,
    name: recent.name,
    installed: connector !== undefined && isInstalledConnector(connector),
  };
  if (recent.rdns !== undefined) entry.rdns = recent.rdns;
  if (connector !== undefined) entry.connector = connector;
  if (wallet !== undefined) entry.wallet = wallet;
  return entry;
}

const INJECTED_TYPES: ReadonlySet<Connector['type']> = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']);

/**
 * The Connect view's list. AUTH connectors are not wallets in this list (email and socials have their
 * own controls). Injected includes announced (EIP-6963) and multi-chain wallets: all are installed.
 */
export function orderConnectEntries(input: ConnectOrderInput): ConnectEntry[] {
  const connectors = dedupeConnectors(input.connectors);
  const featured = input.featuredWallets ?? [];
  const custom = input.customWallets ?? [];
  const recommended = input.recommendedWallets ?? [];
  const registry = [...featured, ...custom, ...recommended];

  const showWalletConnect = input.walletConnectEnabled && !input.connectedWithWalletConnect;
  const candidates: ConnectEntry[] = [
    ...(showWalletConnect ? connectors.filter((c) => c.type === 'WALLET_CONNECT') : []).map((c) =>
      connectorEntry('walletConnect', c, registry),
    ),
    ...(input.recentWallets ?? []).map((recent) => recentEntry(recent, connectors, registry)),
    ...connectors
      .filter((c) => INJECTED_TYPES.has(c.type))
      .map((c) => connectorEntry('injected', c, registry)),
    ...featured.map((wallet) => walletEntry('featured', wallet, connectors)),
    ...custom.map((wallet) => walletEntry('custom', wallet, connectors)),
    ...connectors.filter((c) => c.type === 'EXTERNAL').map((c) => connectorEntry('external', c, registry)),
    ...recommended.map((wallet) => walletEntry('recommended', wallet, connectors)),
  ];

  const seen = new Set<string>();
  const entries: ConnectEntry[] = [];
  for (const entry of candidates) {
    const keys = entryKeys(entry);
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    entries.push(entry);
  }
  return applyOrderOverrides(entries, input.order ?? []);
}

/** Entries named in `order` first, in that order; the rest keep their default order. */
export function applyOrderOverrides(
  entries: readonly ConnectEntry[],
  order: readonly string[],
): ConnectEntry[] {
  const first: ConnectEntry[] = [];
  for (const id of order) {
    const keys = [`id:${id}`, `rdns:${id.toLowerCase()}`];
    const match = entries.find(
      (entry) => !first.includes(entry) && entryKeys(entry).some((key) => keys.includes(key)),
    );
    if (match !== undefined) first.push(match);
  }
  return [...first, ...entries.filter((entry) => !first.includes(entry))];
}
