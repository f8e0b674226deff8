/**
 * The modal options (see docs/options.md) with AppKit's names, as the app passes them (`AppKitOptions`) and as
 * `resolveOptions` hands them to the rest of Walletport (`ResolvedOptions`: validated, defaulted, frozen).
 */
import type { AccountType, ChainAdapter } from '../adapter/types.js';
import type { CaipNetworkId, ChainNamespace } from '../caip/index.js';
import type { BlockExplorers, CaipNetwork, NativeCurrency, RpcUrls } from '../networks/index.js';
import type { AppThemeVariables, ThemeMode, ThemeVariablesInput } from '../theme/index.js';
import type { DefaultAccountTypesInput } from './account-types.js';
import type { ConnectMethod, FeaturesInput, ResolvedFeatures, WalletFeature } from './features.js';
import type { Metadata, PageDocument } from './page-metadata.js';

/** A wallet the app adds to the list itself (AppKit's `CustomWallet`). */
export interface CustomWallet {
  id: string;
  name: string;
  homepage?: string;
  image_url?: string;
  /** The wallet's app link; any wallet scheme ('mywallet://') or https. */
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
  app_store?: string | null;
  play_store?: string | null;
  /** Lets the modal recognise the same wallet when it is also injected. */
  rdns?: string | null;
}

/** A token whose balance the modal shows, per network (AppKit's `Tokens`). */
export interface TokenOption {
  address: string;
  image?: string;
}
export type TokensOption = Record<CaipNetworkId, TokenOption>;

/** An RPC endpoint for a network; `config` is handed to the adapter's HTTP transport as is. */
export interface CustomRpcUrl {
  url: string;
  config?: Record<string, unknown>;
}

export type AllWalletsOption = 'SHOW' | 'HIDE' | 'ONLY_MOBILE';
export type CoinbasePreference = 'all' | 'smartWalletOnly' | 'eoaOnly';

/** A plain viem `Chain`, which AppKit also takes: it becomes an eip155 network. */
export interface ViemChainLike {
  id: number;
  name: string;
  nativeCurrency: NativeCurrency;
  rpcUrls: { default: RpcUrls; [name: string]: RpcUrls };
  blockExplorers?: BlockExplorers;
  testnet?: boolean;
}

export type NetworkInput = CaipNetwork | ViemChainLike;

/**
 * What Walletport needs from a SIWX configuration (the SIWX module defines the full contract).
 * Parameters are typed `never[]` so any implementation is accepted here; the SIWX module calls them.
 */
export interface SiwxConfigLike {
  createMessage(...args: never[]): unknown;
  addSession(...args: never[]): unknown;
  revokeSession(...args: never[]): unknown;
  setSessions(...args: never[]): unknown;
  getSessions(...args: never[]): unknown;
  getRequired?(): boolean;
  signOutOnDisconnect?: boolean;
}

/** AppKit's older SIWE client: an object; the SIWE bridge reads it. */
export type SiweConfigLike = object;

export interface AppKitOptions {
  /** Required: the project at your Walletport server (or a WalletConnect Cloud project id). */
  projectId: string;
  adapters?: readonly ChainAdapter[];
  /** At least one network. */
  networks: readonly [NetworkInput, ...NetworkInput[]];
  /** One of `networks`; defaults to the first. */
  defaultNetwork?: NetworkInput;
  /** Read from the page (title, description, origin, icons) for any field not given. */
  metadata?: Partial<Metadata>;
  features?: FeaturesInput;
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariablesInput;
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
  featuredWalletIds?: readonly string[];
  customWallets?: readonly CustomWallet[];
  tokens?: TokensOption;
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  siwx?: SiwxConfigLike;
  siweConfig?: SiweConfigLike;
  enableEmbedded?: boolean;
  allowUnsupportedChain?: boolean;
  defaultAccountTypes?: DefaultAccountTypesInput;
  customRpcUrls?: Record<CaipNetworkId, readonly CustomRpcUrl[]>;
  chainImages?: Record<number | string, string>;
  connectorImages?: Record<string, string>;
  enableNetworkSwitch?: boolean;
  /** These three are also top-level options; AppKit keeps them in `features`. Both places work. */
  connectMethodsOrder?: readonly ConnectMethod[];
  walletFeaturesOrder?: readonly WalletFeature[];
  collapseWallets?: boolean;
  /** Walletport: base URL of your Walletport server. Without it, server-backed features fall back. */
  apiUrl?: string;
  /** The WalletConnect relay (ws:// or wss://). */
  relayUrl?: string;
  /**
   * Walletport: the embedded-wallet frame (email login), served from an origin of its own. Without it the
   * Connect view offers no email login. See docs/embedded-wallet.md.
   */
  embeddedWalletUrl?: string;
  /** A BCP 47 language tag for the modal's texts, e.g. 'en' or 'pt-BR'. */
  locale?: string;
  enableWalletConnect?: boolean;
  enableInjected?: boolean;
  enableEIP6963?: boolean;
  enableCoinbase?: boolean;
  coinbasePreference?: CoinbasePreference;
  /** false hides every wallet option, leaving email and socials. */
  enableWallets?: boolean;
  allWallets?: AllWalletsOption;
  debug?: boolean;
  enableReconnect?: boolean;
  disableAppend?: boolean;
  enableWalletGuide?: boolean;
  enableAuthLogger?: boolean;
}

export interface ResolvedOptions {
  readonly projectId: string;
  readonly adapters: readonly ChainAdapter[];
  readonly networks: readonly [CaipNetwork, ...CaipNetwork[]];
  /** The app's choice, else the first network; always one of `networks`. */
  readonly defaultNetwork: CaipNetwork;
  /** Undefined only without supplied metadata and without a page (server rendering). */
  readonly metadata: Readonly<Metadata> | undefined;
  /** Includes connectMethodsOrder, walletFeaturesOrder and collapseWallets, wherever the app set them. */
  readonly features: ResolvedFeatures;
  readonly themeMode: ThemeMode;
  /** Validated, under the names the app used (`--w3m-…`, `--apkt-…` or `--wp-…`). */
  readonly themeVariables: AppThemeVariables;
  readonly includeWalletIds: readonly string[];
  readonly excludeWalletIds: readonly string[];
  readonly featuredWalletIds: readonly string[];
  readonly customWallets: readonly Readonly<CustomWallet>[];
  readonly tokens: Readonly<TokensOption>;
  readonly termsConditionsUrl: string | undefined;
  readonly privacyPolicyUrl: string | undefined;
  /** Kept by reference (never copied or frozen): it is a live object with its own state. */
  readonly siwx: SiwxConfigLike | undefined;
  readonly siweConfig: SiweConfigLike | undefined;
  readonly enableEmbedded: boolean;
  readonly allowUnsupportedChain: boolean;
  readonly defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>;
  readonly customRpcUrls: Readonly<Record<CaipNetworkId, readonly CustomRpcUrl[]>>;
  readonly chainImages: Readonly<Record<string, string>>;
  readonly connectorImages: Readonly<Record<string, string>>;
  readonly enableNetworkSwitch: boolean;
  /** Without a trailing slash. */
  readonly apiUrl: string | undefined;
  readonly relayUrl: string | undefined;
  readonly embeddedWalletUrl: string | undefined;
  /** Canonical form ('pt-BR'); undefined means the visitor's browser language. */
  readonly locale: string | undefined;
  readonly enableWalletConnect: boolean;
  readonly enableInjected: boolean;
  readonly enableEIP6963: boolean;
  readonly enableCoinbase: boolean;
  readonly coinbasePreference: CoinbasePreference;
  readonly enableWallets: boolean;
  readonly allWallets: AllWalletsOption;
  readonly debug: boolean;
  readonly enableReconnect: boolean;
  readonly disableAppend: boolean;
  readonly enableWalletGuide: boolean;
  readonly enableAuthLogger: boolean;
}

/** Where resolveOptions may look outside the options; every field is optional (server: none). */
export interface OptionsEnvironment {
  /** The host page, for metadata the app did not supply. */
  document?: PageDocument | null;
  /** Told about options that are ignored (unknown, or AppKit options Walletport does not support). */
  warn?: (message: string) => void;
}
