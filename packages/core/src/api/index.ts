// Typed clients of the Walletport server's routes (see docs/server.md) and the page-origin check.
export {
  type AccountIdentity,
  findNativeBalance,
  type SupportedChains,
} from './api-answers.js';
export {
  type ApiClientOptions,
  type BlockchainApiClient,
  type BlockchainApiClientOptions,
  createBlockchainApiClient,
  type GetBalancesOptions,
  type GetIdentityOptions,
} from './blockchain-api.js';
export { isOriginAllowed, isValidOriginPattern } from './origin-match.js';
// The wallet registry (GET /getWallets): the instance's client loads its code on demand. The rest
// (bundled-only registry, search rule) is the `@walletport/core/wallet-registry` entry, never this barrel:
// through it, bundlers would put it in the page's first chunks (packages/react/test/bundle-size.test.ts).
export { createRegistryClient } from './registry-client.js';
export {
  RECOMMENDED_WALLET_COUNT,
  type RegistryWallet,
  SEARCH_PAGE_SIZE,
  WALLET_PAGE_SIZE,
  type WalletPage,
  type WalletQuery,
  type WalletRegistry,
  type WalletRegistryDeps,
  type WalletSource,
} from './registry-types.js';
export {
  createProjectApiClient,
  type ProjectApiClient,
  type ProjectApiClientOptions,
} from './project-api.js';
