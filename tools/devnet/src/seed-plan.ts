/**
 * The history a fresh devnet starts with, so the wallet's account has something to show on first start:
 * collectibles, a payment received, token transfers both ways and an NFT that came from someone else.
 * Account 0 is the account the dev wallet selects first (and the demo's e2e tests connect with).
 *
 * Account 0's token balances end where they started (1,000,000 WPUSD and 1,000,000 WPT): what it sends
 * of a token it also receives, so anything that counts on the funded amounts keeps working.
 */
import { DEVNET_COLLECTIBLES } from './collectibles.js';

/** The account the dev wallet uses first: the history is written around it. */
export const DEVNET_WALLET_ACCOUNT_INDEX = 0;
/** The other accounts the history involves (the demo's "send" recipient is account 1). */
const FRIEND = 1;
const SHOP = 2;

const DAY = 86_400;
const MINUTE = 60;

/**
 * How far back the history reaches: a fresh devnet's first block is dated this long before it starts,
 * so the history spans two calendar months and the Activity list shows its month groups.
 */
export const DEVNET_HISTORY_SPAN_SECONDS = 45 * DAY;

export type DevnetSeedTransfer =
  /** The collection owner (account 0) mints `tokenId` to `to`. */
  | { kind: 'mint'; to: number; tokenId: number }
  /** Ether, `amount` in whole ETH. */
  | { kind: 'native'; from: number; to: number; amount: string }
  /** A devnet ERC-20, `amount` in whole tokens. */
  | { kind: 'token'; token: 'wpusd' | 'wpt'; from: number; to: number; amount: string }
  /** A collectible moved with safeTransferFrom. */
  | { kind: 'collectible'; from: number; to: number; tokenId: number };

export interface DevnetSeedEntry {
  /** When it happened, in seconds before the devnet started (its own block, so its own timestamp). */
  secondsAgo: number;
  transfer: DevnetSeedTransfer;
}

const mints: DevnetSeedEntry[] = DEVNET_COLLECTIBLES.tokenIds.map((tokenId, index) => ({
  // Ids 1-3 go to the wallet's account, 4-6 to a friend, one every five minutes.
  secondsAgo: 44 * DAY - index * 5 * MINUTE,
  transfer: { kind: 'mint', to: tokenId <= 3 ? DEVNET_WALLET_ACCOUNT_INDEX : FRIEND, tokenId },
}));

/** In block order, oldest first. Account indexes refer to the devnet mnemonic. */
export const DEVNET_SEED_HISTORY: readonly DevnetSeedEntry[] = [
  ...mints,
  {
    secondsAgo: 38 * DAY,
    transfer: { kind: 'native', from: FRIEND, to: DEVNET_WALLET_ACCOUNT_INDEX, amount: '1.5' },
  },
  {
    secondsAgo: 31 * DAY,
    transfer: { kind: 'token', token: 'wpusd', from: DEVNET_WALLET_ACCOUNT_INDEX, to: SHOP, amount: '250' },
  },
  {
    secondsAgo: 24 * DAY,
    transfer: { kind: 'token', token: 'wpt', from: SHOP, to: DEVNET_WALLET_ACCOUNT_INDEX, amount: '1250' },
  },
  {
    secondsAgo: 16 * DAY,
    transfer: { kind: 'token', token: 'wpusd', from: FRIEND, to: DEVNET_WALLET_ACCOUNT_INDEX, amount: '250' },
  },
  {
    secondsAgo: 9 * DAY,
    transfer: { kind: 'collectible', from: FRIEND, to: DEVNET_WALLET_ACCOUNT_INDEX, tokenId: 4 },
  },
  {
    secondsAgo: 3 * DAY,
    transfer: { kind: 'token', token: 'wpt', from: DEVNET_WALLET_ACCOUNT_INDEX, to: FRIEND, amount: '1250' },
  },
  {
    secondsAgo: 26 * 60 * MINUTE,
    transfer: { kind: 'native', from: DEVNET_WALLET_ACCOUNT_INDEX, to: SHOP, amount: '0.3' },
  },
];

/** Who owns which collectible once the history has run: token id -> account index. */
export function seededCollectibleOwners(): Map<number, number> {
  const owners = new Map<number, number>();
  for (const { transfer } of DEVNET_SEED_HISTORY) {
    if (transfer.kind === 'mint' || transfer.kind === 'collectible')
      owners.set(transfer.tokenId, transfer.to);
  }
  return owners;
}
