/**
 * The `features` option: its defaults (see docs/options.md "Features") and the known values of its lists.
 * Names and shapes follow AppKit's `features` so an AppKit configuration carries over unchanged.
 */

/** The known social providers, in their default order (also the order the buttons appear in). */
export const SOCIAL_PROVIDERS = Object.freeze([
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const);
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const CONNECT_METHODS = Object.freeze(['email', 'social', 'wallet'] as const);
export type ConnectMethod = (typeof CONNECT_METHODS)[number];

export const WALLET_FEATURES = Object.freeze(['onramp', 'swaps', 'receive', 'send'] as const);
export type WalletFeature = (typeof WALLET_FEATURES)[number];

/** The connector list's sections in default order, the values AppKit's `features.connectorTypeOrder` accepts. */
export const CONNECTOR_TYPE_ORDER = Object.freeze([
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const);
export type ConnectorTypeOrderItem = (typeof CONNECTOR_TYPE_ORDER)[number];

/** Default connect method order: email, social, wallet. */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = Object.freeze([
  'email',
  'social',
  'wallet',
]);
/** Where injected wallets exist the order is wallet, email, social. */
export const INJECTED_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = Object.freeze([
  'wallet',
  'email',
  'social',
]);
/** Default wallet features order: onramp, swaps, receive, send. */
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = WALLET_FEATURES;

/** What the app may pass as `features` (every field optional, like AppKit's `Features`). */
export interface FeaturesInput {
  swaps?: boolean;
  onramp?: boolean;
  receive?: boolean;
  send?: boolean;
  email?: boolean;
  /** Show the regular wallet list next to the email field. */
  emailShowWallets?: boolean;
  /** The social logins, in button order; `false` turns social login off. */
  socials?: readonly SocialProvider[] | false;
  /** The Activity tab. */
  history?: boolean;
  analytics?: boolean;
  /** The "All Wallets" entry. */
  allWallets?: boolean;
  legalCheckbox?: boolean;
  smartSessions?: boolean;
  /** Collapse the wallet list into a single "Continue with a wallet" button on Connect. */
  collapseWallets?: boolean;
  pay?: boolean;
  connectMethodsOrder?: readonly ConnectMethod[];
  walletFeaturesOrder?: readonly WalletFeature[];
  connectorTypeOrder?: readonly ConnectorTypeOrderItem[];
}

/** `features` after defaults: every switch decided. */
export interface ResolvedFeatures {
  readonly swaps: boolean;
  readonly onramp: boolean;
  readonly receive: boolean;
  readonly send: boolean;
  readonly email: boolean;
  readonly emailShowWallets: boolean;
  readonly socials: readonly SocialProvider[] | false;
  readonly history: boolean;
  readonly analytics: boolean;
  readonly allWallets: boolean;
  readonly legalCheckbox: boolean;
  readonly smartSessions: boolean;
  readonly collapseWallets: boolean;
  readonly pay: boolean;
  /**
   * Only set when the app chose an order: the default depends on whether injected wallets exist,
   * which is known at run time — ask `getConnectMethodsOrder`.
   */
  readonly connectMethodsOrder: readonly ConnectMethod[] | undefined;
  readonly walletFeaturesOrder: readonly WalletFeature[];
  /** Only set when the app chose an order; the connector list applies its default order otherwise. */
  readonly connectorTypeOrder: readonly ConnectorTypeOrderItem[] | undefined;
}

/** On by default swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets; off legalCheckbox, smartSessions, collapseWallets, pay. */
export const DEFAULT_FEATURES: ResolvedFeatures = Object.freeze({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: Object.freeze([...SOCIAL_PROVIDERS]),
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  connectMethodsOrder: undefined,
  walletFeaturesOrder: Object.freeze([...DEFAULT_WALLET_FEATURES_ORDER]),
  connectorTypeOrder: undefined,
});

export interface ConnectMethodsOrderInput {
  options: { readonly features: Pick<ResolvedFeatures, 'connectMethodsOrder'> };
  /** Injected or announced (EIP-6963) wallets are shown on Connect. */
  hasInjectedWallets: boolean;
}

/**
 * The order of the sign-in methods on Connect. The app's `connectMethodsOrder` wins; otherwise the
 * default order is email, social, wallet, and where injected wallets exist it is
 * wallet, email, social.
 */
export function getConnectMethodsOrder({
  options,
  hasInjectedWallets,
}: ConnectMethodsOrderInput): readonly ConnectMethod[] {
  const chosen = options.features.connectMethodsOrder;
  if (chosen !== undefined) return chosen;
  return hasInjectedWallets ? INJECTED_CONNECT_METHODS_ORDER : DEFAULT_CONNECT_METHODS_ORDER;
}
