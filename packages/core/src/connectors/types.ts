/**
 * Connector and wallet entities. A connector is something an adapter can connect through
 * (an injected or announced browser wallet, the wallet-connect session, the embedded login, an SDK);
 * a wallet listing is an entry of the wallet registry (GET /getWallets).
 */
import type { AdapterConnector } from '../adapter/index.js';

/** Connector types (AppKit's names). */
export const CONNECTOR_TYPES = [
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'AUTH',
  'MULTI_CHAIN',
] as const;

export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** Well-known connector ids (AppKit's names). */
export const CONNECTOR_IDS = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'announced',
  COINBASE: 'coinbaseWallet',
  COINBASE_SDK: 'coinbaseWalletSDK',
  SAFE: 'safe',
  LEDGER: 'ledger',
  OKX: 'okx',
  EIP6963: 'eip6963',
  AUTH: 'ID_AUTH',
} as const;

export type ConnectorId = (typeof CONNECTOR_IDS)[keyof typeof CONNECTOR_IDS];

/**
 * The connector as the modal keeps it: the adapter's connector, plus, for a MULTI_CHAIN connector, the
 * per-namespace connectors of the same wallet it stands for.
 */
export type Connector = AdapterConnector & {
  /** Only on MULTI_CHAIN connectors: the same wallet's connector on each namespace. */
  connectors?: readonly AdapterConnector[];
};

/** A wallet listing: a registry entry. Field names are the registry's (snake_case) on purpose. */
export interface WalletListing {
  id: string;
  name: string;
  image_id?: string;
  /** Reverse-DNS id the wallet announces itself with (EIP-6963), when the registry knows it. */
  rdns?: string | null;
  /** CAIP-2 ids of the chains the wallet supports. */
  chains?: readonly string[];
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
}

/** A recently used wallet: id, rdns, name. */
export interface RecentWallet {
  id: string;
  name: string;
  rdns?: string;
}

/** The recent-wallet list keeps 2. */
export const MAX_RECENT_WALLETS = 2;

/** An entry of the app's excluded-wallet list, resolved from excludeWalletIds through the registry. */
export interface ExcludedWallet {
  /** Registry id; matched against a connector's explorerId. */
  id?: string;
  rdns?: string | null;
  name?: string;
}
