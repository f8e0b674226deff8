/**
 * What the routes need from a social provider: the authorization URL of one login (state, PKCE S256,
 * nonce, the pinned redirect_uri) and, at the callback, the account that logged in. The two personalities
 * (OpenID Connect, OAuth 2 with a user API) live in oidc-client.ts and oauth2-client.ts; both speak the
 * protocol through oauth4webapi. Failures are SocialLoginError with the reason the visitor is shown
 * (access_denied or provider_error) and a detail for the log that never holds a code or a token.
 */
import * as oauth from 'oauth4webapi';
import type { SocialProviderConfig, SocialProviderId } from '../../config-social.js';
import { ProviderAnswerError, type ProviderAccount } from './provider-account.js';

/** One provider request (discovery, token, user API, keys) waits at most this long. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export type SocialLoginFailure = 'access_denied' | 'provider_error';

export class SocialLoginError extends Error {
  override readonly name = 'SocialLoginError';
  readonly reason: SocialLoginFailure;
  /** For the log: an error class and code, never a credential. */
  readonly detail: string;

  constructor(reason: SocialLoginFailure, detail: string) {
    super(reason === 'access_denied' ? 'The visitor did not allow the login' : 'The provider failed');
    this.reason = reason;
    this.detail = detail;
  }
}

/** The secrets of one login, made by the server at start and kept in its state row. */
export interface LoginSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
  /** The only redirect_uri ever sent: the provider's callback on this server. */
  redirectUri: string;
}

export interface SocialProviderClient {
  readonly id: SocialProviderId;
  authorizationUrl(secrets: LoginSecrets): Promise<string>;
  /** The callback's parameters (query, or form_post body) → the account; throws SocialLoginError. */
  finish(parameters: URLSearchParams, secrets: LoginSecrets): Promise<ProviderAccount>;
}

/** oauth4webapi refuses http: it is allowed only where config-social.ts allowed it (this machine). */
export function requestOptions(url: string): {
  [oauth.allowInsecureRequests]: boolean;
  signal: AbortSignal;
} {
  return {
    [oauth.allowInsecureRequests]: url.startsWith('http:'),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  };
}

/** The authorization URL with the parameters every login carries. */
export async function buildAuthorizationUrl(
  endpoint: string,
  config: SocialProviderConfig,
  secrets: LoginSecrets,
  extra: Readonly<Record<string, string>>,
): Promise<string> {
  const url = new URL(endpoint);
  const params = {
    client_id: config.clientId,
    redirect_uri: secrets.redirectUri,
    response_type: 'code',
    state: secrets.state,
    code_challenge: await oauth.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
    ...extra,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** Any failure as a SocialLoginError; the provider's own error codes are OAuth codes, safe to log. */
export function toSocialLoginError(error: unknown): SocialLoginError {
  if (error instanceof SocialLoginError) return error;
  if (error instanceof oauth.AuthorizationResponseError) {
    return new SocialLoginError(
      error.error === 'access_denied' ? 'access_denied' : 'provider_error',
      `authorization response: ${safeCode(error.error)}`,
    );
  }
  if (error instanceof oauth.ResponseBodyError) {
    return new SocialLoginError('provider_error', `${error.status} ${safeCode(error.error)}`);
  }
  if (error instanceof oauth.OperationProcessingError) {
    return new SocialLoginError('provider_error', `${error.code ?? 'OAUTH_ERROR'}`);
  }
  if (error instanceof ProviderAnswerError) return new SocialLoginError('provider_error', error.message);
  const name = error instanceof Error ? error.name : typeof error;
  const code = (error as { code?: unknown } | null)?.code;
  return new SocialLoginError(
    'provider_error',
    typeof code === 'string' ? `${name} ${safeCode(code)}` : name,
  );
}

/** OAuth error codes are short ASCII words; anything else is cut down so no value can slip into a log. */
function safeCode(code: string): string {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : 'unknown';
}

/** The callback parameters oauth4webapi should judge: a front-channel id_token or Apple's `user` are not. */
export function authorizationResponse(parameters: URLSearchParams, keep: readonly string[]): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = parameters.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}
