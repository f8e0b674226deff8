/**
 * The wallet registry (the server's wallet-listing service) in one vocabulary: one listing type for the
 * server's answers, the bundled list and the app's custom wallets, the query the views ask, and the page
 * sizes of docs/core.md. Types and constants only, so importing them costs the first click nothing.
 */
import type { WalletListing } from '../connectors/index.js';
import type { HttpClient } from '../http/index.js';

/** The full list is paged 40 wallets per page. */
export const WALLET_PAGE_SIZE = 40;
/** A search asks for one page of up to 100 wallets. */
export const SEARCH_PAGE_SIZE = 100;
/** How many recommended wallets the registry is asked for. */
export const RECOMMENDED_WALLET_COUNT = 4;

/** A registry entry plus the two fields the views need that the core listing type leaves out. */
export interface RegistryWallet extends WalletListing {
  /** The wallet's website (https only once sanitised). */
  homepage?: string;
  /** A direct image (custom wallets); registry wallets have an image_id instead. */
  image_url?: string;
}

/** The parameters of GET /getWallets, in the views' words. */
export interface WalletQuery {
  /** 1-based. */
  page: number;
  entries: number;
  search?: string;
  /** Registry ids: only these (includeWalletIds, or a lookup by id). */
  include?: readonly string[];
  exclude?: readonly string[];
  /** The server's `badge_type` filter, passed through. */
  badgeType?: string;
  /** CAIP-2 ids the wallets must support (any of them). */
  chains?: readonly string[];
}

export type WalletSource = 'api' | 'bundled';

export interface WalletPage {
  wallets: RegistryWallet[];
  /** Every wallet matching the query, across pages. */
  count: number;
  /** Where the answer came from; 'bundled' with `fallback` means the server was asked and failed. */
  source: WalletSource;
  /** True when the server was configured but unreachable or broken, so the bundled list answered. */
  fallback: boolean;
}

/** The registry client of an instance (`services.api.registry`), or the bundled-only one without a server. */
export interface WalletRegistry {
  /**
   * One page of wallets: from the server when there is one, else (or when it fails) from the bundled
   * list, so the modal always has wallets to show. Rejects only when `signal` aborted the request, or
   * when the bundled list itself could not load (its chunk did not arrive).
   */
  getWallets(query: WalletQuery, signal?: AbortSignal): Promise<WalletPage>;
  /** The image of a registry wallet (GET /getWalletImage/{id}), or its own image_url; undefined if none. */
  imageUrl(wallet: Pick<RegistryWallet, 'image_id' | 'image_url'>): string | undefined;
}

export interface WalletRegistryDeps {
  /** The instance's HTTP client; undefined when the app set no `apiUrl` (the bundled list answers). */
  http: Pick<HttpClient, 'get' | 'baseUrl'> | undefined;
  projectId: string;
  /** Sent as `st`. */
  sdkType: string;
  /** Sent as `sv`. */
  sdkVersion: string;
  /** The fallback list; loaded on first need (it is a chunk of its own). */
  loadBundled?: () => Promise<readonly RegistryWallet[]>;
  /** Told why the server's answer was not used (the bundled list answered instead); for logs. */
  onFallback?: (error: unknown) => void;
}
