// Wallet assets (docs/account.md): the walletAssets service's contract and state, the wallet asset shape
// adapters produce from wallet_getAssets (EIP-7811), and the token list rules. The service itself is a
// chunk the feature loads (feature/install-wallet-assets.ts); it is deliberately not exported here, so no
// bundler places it in a page's first chunks.
export type { AccountNft } from '../api/account-nfts-api.js';
export { supportsAssetDiscovery, tokensToShow } from './token-list.js';
export {
  readWalletAsset,
  readWalletAssets,
  type WalletAsset,
  type WalletAssetMetadata,
  type WalletAssetType,
  walletAssetsFromGetAssets,
  walletAssetToTokenBalance,
} from './wallet-asset.js';
export {
  type AssetListStatus,
  accountKey,
  createInitialWalletAssetsState,
  type LoadNftsOptions,
  NFT_NAMESPACES,
  type NftListState,
  type RefreshTokensOptions,
  type TokenListState,
  type TokenSource,
  type WalletAssetsService,
  type WalletAssetsState,
} from './wallet-assets-state.js';
