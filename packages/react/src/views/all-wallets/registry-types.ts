/**
 * The wallet registry as the views use it. Core owns the registry (its client is the instance's
 * `services.api.registry`; the listing type, the query and the page sizes live with it); the views keep
 * only their own timing here.
 */
export {
  RECOMMENDED_WALLET_COUNT,
  type RegistryWallet,
  SEARCH_PAGE_SIZE,
  WALLET_PAGE_SIZE,
  type WalletPage,
  type WalletQuery,
  type WalletRegistry,
  type WalletSource,
} from '@walletport/core/internal';

/** A search is sent 300 ms after the last key. */
export const SEARCH_DELAY_MS = 300;
