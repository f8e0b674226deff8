export { type AuthApi, type AuthApiOptions, createAuthApi, type PutSharesBody } from './auth-api.js';
export {
  AuthApiError,
  isAuthApiError,
  UNEXPECTED_ANSWER_MESSAGE,
  UNREACHABLE_MESSAGE,
} from './auth-api-error.js';
export type {
  EmbeddedUser,
  EmbeddedWalletAddresses,
  SendCodeResult,
  SessionResult,
  StoredShares,
  VerifyCodeResult,
} from './responses.js';
