/**
 * Which connectors and registry wallets the modal shows (connector visibility). Pure
 * functions over plain data: the platform facts (mobile or not, an injected provider present or not)
 * come in as arguments, read by the UI layer, so these rules run the same on a server and in tests.
 */
import type { ChainNamespace } from '../caip/index.js';
import { CONNECTOR_IDS, type Connector, type ExcludedWallet, type WalletListing } from './types.js';

export interface ConnectorVisibilityContext {
  isMobile: boolean;
  /** An injected wallet provider exists on the page (e.g. `window.ethereum`): see hasInjectedProvider. */
  hasInjectedWallet: boolean;
  /** The app's excludeWalletIds, resolved to rdns and names through the registry. */
  excludedWallets: readonly ExcludedWallet[];
}

const sameText = (a: string | null | undefined, b: string | null | undefined): boolean =>
  typeof a === 'string' && typeof b === 'string' && a !== '' && a.toLowerCase() === b.toLowerCase();

/**
 * The generic "Browser Wallet": the adapter's catch-all injected connector, which stands for whatever
 * provider the page has rather than one named wallet.
 */
export function isGenericBrowserWallet(connector: Connector): boolean {
  return connector.type === 'INJECTED' && connector.id === CONNECTOR_IDS.INJECTED;
}

/** Types the excluded list applies to: wallets found in the page, not wallet-connect or the embedded login. */
const EXCLUDABLE_TYPES: ReadonlySet<Connector['type']> = new Set(['INJECTED', 'ANNOUNCED', 'EXTERNAL']);

/**
 * Any injected, announced or external wallet whose rdns or name (case-insensitive) is in the
 * excluded list is hidden. A registry id in the list also hides a connector that names it as its
 * explorerId, since that is the same wallet.
 */
export function isExcludedConnector(
  connector: Connector,
  excludedWallets: readonly ExcludedWallet[],
): boolean {
  if (!EXCLUDABLE_TYPES.has(connector.type)) return false;
  const rdns = connector.info?.rdns;
  return excludedWallets.some(
    (excluded) =>
      sameText(excluded.rdns, rdns) ||
      sameText(excluded.name, connector.name) ||
      (excluded.id !== undefined && excluded.id !== '' && excluded.id === connector.explorerId),
  );
}

/**
 * A generic Browser Wallet connector is hidden on mobile without rdns or without an installed wallet:
 * on mobile the generic connector only shows when it knows which wallet it is
 * (an rdns) and a provider is actually there; otherwise tapping it could only fail. On desktop it is
 * never hidden.
 */
export function isConnectorVisible(connector: Connector, context: ConnectorVisibilityContext): boolean {
  if (isExcludedConnector(connector, context.excludedWallets)) return false;
  if (context.isMobile && isGenericBrowserWallet(connector)) {
    const rdns = connector.info?.rdns;
    if (rdns === undefined || rdns === '' || !context.hasInjectedWallet) return false;
  }
  return true;
}

/**
 * Whether the page has an injected wallet provider, as the adapters see it: an announced (EIP-6963)
 * wallet, or an injected connector that carries a provider (the EVM adapter's generic connector carries
 * `window.ethereum`). Read from the live connector list rather than from `window`, so a wallet that
 * injects itself after the page started still counts.
 */
export function hasInjectedProvider(connectors: readonly Connector[]): boolean {
  return connectors.some(
    (connector) =>
      connector.type === 'ANNOUNCED' ||
      ((connector.type === 'INJECTED' || connector.type === 'MULTI_CHAIN') &&
        connector.provider !== undefined &&
        connector.provider !== null),
  );
}

export function visibleConnectors<C extends Connector>(
  connectors: readonly C[],
  context: ConnectorVisibilityContext,
): C[] {
  return connectors.filter((connector) => isConnectorVisible(connector, context));
}

/** A registry wallet kept in the mobile list without a mobile link, on the namespaces given (all if absent). */
export interface AlwaysOnMobileWallet {
  id: string;
  name: string;
  namespaces?: readonly ChainNamespace[];
}

/**
 * The mobile list keeps two special wallets (one only on solana). These are the wallets whose
 * registry entry has no WalletConnect mobile link because they open the page through their own
 * universal link (the same two the original product special-cases): Coinbase Wallet on every
 * namespace, Solflare on solana. Registry ids are those of the public WalletConnect registry; a
 * self-hosted registry with other ids passes its own list to {@link filterMobileWallets}.
 */
export const ALWAYS_ON_MOBILE_WALLETS: readonly AlwaysOnMobileWallet[] = Object.freeze([
  Object.freeze({
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
  }),
  Object.freeze({
    id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
    name: 'Solflare',
    namespaces: Object.freeze(['solana'] as const),
  }),
]);

export interface MobileWalletFilterOptions {
  /** The active namespace; namespace-bound special wallets are kept only on it. */
  namespace: ChainNamespace | undefined;
  alwaysOnMobile?: readonly AlwaysOnMobileWallet[];
}

/** The mobile wallet list keeps only wallets with a mobile link plus the two special wallets. */
export function filterMobileWallets<W extends WalletListing>(
  wallets: readonly W[],
  { namespace, alwaysOnMobile = ALWAYS_ON_MOBILE_WALLETS }: MobileWalletFilterOptions,
): W[] {
  return wallets.filter((wallet) => {
    if (typeof wallet.mobile_link === 'string' && wallet.mobile_link !== '') return true;
    const special = alwaysOnMobile.find((entry) => entry.id === wallet.id);
    if (special === undefined) return false;
    return (
      special.namespaces === undefined || (namespace !== undefined && special.namespaces.includes(namespace))
    );
  });
}

/** The registry list for the platform: filtered on mobile, unchanged on desktop. */
export function filterWalletsForPlatform<W extends WalletListing>(
  wallets: readonly W[],
  options: MobileWalletFilterOptions & { isMobile: boolean },
): W[] {
  return options.isMobile ? filterMobileWallets(wallets, options) : [...wallets];
}
