/**
 * The rows of the AllWallets list: wallets installed in this browser first (marked), then the app's
 * featured and custom wallets, then the registry's pages; each wallet once. A registry wallet that is
 * installed is shown as its installed row, which is the one that connects.
 */
import {
  type Connector,
  type ConnectorsState,
  type ConnectorVisibilityContext,
  findInstalledConnector,
  isInstalledConnector,
} from '@walletport/core/internal';
import { selectShownConnectors } from '@walletport/core/wallet-lists';
// Its own entry, not the internal barrel: through that, esbuild would load it before the first click.
import { matchesSearch } from '@walletport/core/wallet-registry';
import type { RegistryWallet } from './registry-types.js';

export interface WalletRow {
  key: string;
  name: string;
  imageUrl: string | undefined;
  /** What the wallet is known by, for its bundled artwork when it has no image (WalletImage). */
  artworkKeys: readonly string[];
  installed: boolean;
  /** Set for installed rows and SDK-backed wallets: the connector a click connects through. */
  connectorId?: string;
  /** Set for listing rows: the registry (or custom) id a click looks up. */
  walletId?: string;
}

export interface WalletRowsInput {
  connectors: ConnectorsState;
  visibility: ConnectorVisibilityContext;
  featured: readonly RegistryWallet[];
  custom: readonly RegistryWallet[];
  registry: readonly RegistryWallet[];
  /** The settled search text; installed, featured and custom wallets are filtered here by name. */
  search: string;
  connectorImages: Readonly<Record<string, string>>;
  listingImage: (wallet: RegistryWallet) => string | undefined;
}

function connectorRow(connector: Connector, input: WalletRowsInput): WalletRow {
  return {
    key: `connector:${connector.chain}:${connector.id}`,
    name: connector.name,
    imageUrl: input.connectorImages[connector.id] ?? connector.imageUrl ?? connector.info?.icon,
    artworkKeys: present([connector.id, connector.info?.rdns, connector.explorerId]),
    installed: true,
    connectorId: connector.id,
  };
}

/** The keys that name something, each once. */
const present = (keys: ReadonlyArray<string | null | undefined>): string[] => [
  ...new Set(keys.filter((key): key is string => typeof key === 'string' && key !== '')),
];

const lower = (value: string | null | undefined) =>
  typeof value === 'string' ? value.toLowerCase() : undefined;

/**
 * An SDK-backed connector of the page that is this registry wallet (same rdns, or it names the wallet as
 * its explorerId), e.g. Coinbase Wallet's SDK: choosing the wallet connects through it.
 */
function externalConnectorFor(
  wallet: RegistryWallet,
  connectors: readonly Connector[],
): Connector | undefined {
  const rdns = lower(wallet.rdns);
  return connectors.find(
    (connector) =>
      connector.type === 'EXTERNAL' &&
      ((rdns !== undefined && lower(connector.info?.rdns) === rdns) || connector.explorerId === wallet.id),
  );
}

export function buildWalletRows(input: WalletRowsInput): WalletRow[] {
  const shown = selectShownConnectors(input.connectors, input.visibility);
  const installed = shown.filter(isInstalledConnector);
  const rows: WalletRow[] = installed
    .filter((connector) => matchesSearch(connector.name, input.search))
    .map((connector) => connectorRow(connector, input));

  const seen = new Set<string>();
  const listings = [
    ...input.featured.filter((wallet) => matchesSearch(wallet.name, input.search)),
    ...input.custom.filter((wallet) => matchesSearch(wallet.name, input.search)),
    ...input.registry,
  ];
  for (const wallet of listings) {
    if (seen.has(wallet.id)) continue;
    seen.add(wallet.id);
    // Installed wallets were listed above, whether or not they match the search by their registry name.
    if (findInstalledConnector(wallet, installed) !== undefined) continue;
    const external = externalConnectorFor(wallet, shown);
    rows.push({
      key: `wallet:${wallet.id}`,
      name: wallet.name,
      imageUrl: input.listingImage(wallet) ?? external?.imageUrl,
      artworkKeys: present([wallet.id, wallet.rdns, external?.id, external?.info?.rdns]),
      installed: false,
      ...(external === undefined ? { walletId: wallet.id } : { connectorId: external.id }),
    });
  }
  return rows;
}
