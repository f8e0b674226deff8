/**
 * The wallet registry as the views use it: one listing type for the server's answers, the bundled list
 * and the app's custom wallets, and the page sizes of spec §7/§9.
 */
import type { WalletListing } from '@walletport/core';

/** Spec §7 "paged 40 per page"; §9 "Wallet page: 40". */
export const WALLET_PAGE_SIZE = 40;
/** Spec §7 "search 100"; §9 "Search: 100". */
export const SEARCH_PAGE_SIZE = 100;
/** Spec §7 "recommended 4 entries"; §9 "Recommended wallets: 4". */
export const RECOMMENDED_WALLET_COUNT = 4;
/** Spec §9 "Search delay: 300 ms". */
export const SEARCH_DELAY_MS = 300;

/** A registry entry plus the two fields the views need that the core listing type leaves out. */
export interface RegistryWallet extends WalletListing {
  /** The wallet's website (https only once sanitised). */
  homepage?: string;
  /** A direct image (custom wallets); registry wallets have an image_id instead. */
  image_url?: string;
}

/** The parameters of GET /getWallets (spec §7), in the views' words. */
export interface WalletQuery {
  /** 1-based. */
  page: number;
  entries: number;
  search?: string;
  /** Registry ids: only these (includeWalletIds, or a lookup by id). */
  include?: readonly string[];
  exclude?: readonly string[];
  /** Spec §7 `badge_type`, passed through to the server. */
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
