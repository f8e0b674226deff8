// Typed clients of the Walletport server's routes (spec §7) and the page-origin check.
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
export {
  createProjectApiClient,
  type ProjectApiClient,
  type ProjectApiClientOptions,
} from './project-api.js';
