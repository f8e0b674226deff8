export { type Idp, IdpConfigError, type IdpEndpoints, type IdpOptions, startIdp } from './idp.js';
export {
  clientOf,
  isOidcProvider,
  OIDC_PROVIDERS,
  type OAuthOnlyProvider,
  type OidcProvider,
  PERSONALITIES,
  type Personality,
  PROVIDERS,
  type Provider,
  USER_API_PATHS,
  walletportRedirectUris,
} from './personalities.js';
export { subjectOf, TEST_USERS, type TestUser, type TestUserKey } from './test-users.js';
