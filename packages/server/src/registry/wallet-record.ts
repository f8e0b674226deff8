/** A wallet registry entry as stored and served (the SDK's wallet listing shape, snake_case as on the wire). */

export const BADGE_TYPES = ['none', 'certified'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export interface WalletRecord {
  /** Stable slug, e.g. 'metamask'. */
  id: string;
  name: string;
  /** EIP-6963 reverse-DNS id, when the wallet announces one. */
  rdns: string | null;
  /** The wallet's website (https). */
  homepage: string | null;
  /** CAIP-2 ids of the chains it supports. */
  chains: string[];
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  /** Key of its image for GET /getWalletImage/{id}. */
  image_id: string;
  /** Lower first: the registry's default order; the first ones are the recommended wallets. */
  rank: number;
  badge_type: BadgeType;
}

/** Wallet ids and image ids: slugs (they appear in URLs). */
export const WALLET_ID_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,63}$/;
export const MAX_WALLET_NAME_LENGTH = 64;
