/**
 * An OAuth-2-only provider (GitHub, X, Discord): no discovery and no id_token, so the account comes from
 * the provider's user API (for GitHub also /user/emails), called with the access token, which then is
 * dropped. The redirect_uri is one per provider, so a code can only come back where its own provider sent
 * it (the mix-up defence that OIDC gets from `iss`); an `iss` such a provider may add is not compared.
 */
import * as oauth from 'oauth4webapi';
import type { OAuth2ProviderConfig } from '../../config-social.js';
import {
  accountFromDiscordUser,
  accountFromGithubUser,
  accountFromXUser,
  ProviderAnswerError,
  type ProviderAccount,
} from './provider-account.js';
import {
  authorizationResponse,
  buildAuthorizationUrl,
  PROVIDER_TIMEOUT_MS,
  requestOptions,
  type SocialProviderClient,
  toSocialLoginError,
} from './provider-client.js';

interface Personality {
  scope: string;
  /** A second user API path (under the user URL) whose answer the account needs too. */
  extraPath?: string;
  readAccount(body: unknown, extra?: unknown): ProviderAccount;
}

const PERSONALITIES: Readonly<Record<OAuth2ProviderConfig['id'], Personality>> = {
  // Which address is verified is only in /user/emails (scope user:email).
  github: { scope: 'read:user user:email', extraPath: '/emails', readAccount: accountFromGithubUser },
  // X answers /2/users/me only with tweet.read next to users.read.
  x: { scope: 'users.read tweet.read', readAccount: accountFromXUser },
  discord: { scope: 'identify email', readAccount: accountFromDiscordUser },
};

/** A user API answer larger than this is not a user. */
const MAX_USER_BODY_BYTES = 64 * 1024;

async function readUser(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      // GitHub refuses API calls without a User-Agent.
      'user-agent': 'Walletport',
    },
    redirect: 'error',
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new ProviderAnswerError(`The user API answered ${response.status}`);
  if (text.length > MAX_USER_BODY_BYTES) throw new ProviderAnswerError('The user API answer is too large');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderAnswerError('The user API answer is not JSON');
  }
}

export function createOAuth2Client(config: OAuth2ProviderConfig): SocialProviderClient {
  const personality = PERSONALITIES[config.id];
  const client: oauth.Client = { client_id: config.clientId };
  const clientAuth = oauth.ClientSecretBasic(config.clientSecret);
  // What oauth4webapi needs to know of a server without discovery.
  const server: oauth.AuthorizationServer = {
    issuer: new URL(config.authorizationUrl).origin,
    authorization_endpoint: config.authorizationUrl,
    token_endpoint: config.tokenUrl,
  };

  return {
    id: config.id,

    async authorizationUrl(secrets) {
      return buildAuthorizationUrl(config.authorizationUrl, config, secrets, { scope: personality.scope });
    },

    async finish(parameters, secrets) {
      try {
        const callback = oauth.validateAuthResponse(
          server,
          client,
          authorizationResponse(parameters, ['code', 'state', 'error', 'error_description']),
          secrets.state,
        );
        const response = await oauth.authorizationCodeGrantRequest(
          server,
          client,
          clientAuth,
          callback,
          secrets.redirectUri,
          secrets.codeVerifier,
          requestOptions(config.tokenUrl),
        );
        const tokens = await oauth.processAuthorizationCodeResponse(server, client, response);
        const user = await readUser(config.userUrl, tokens.access_token);
        const extra =
          personality.extraPath === undefined
            ? undefined
            : // Optional: without it the account simply has no verified email.
              await readUser(`${config.userUrl}${personality.extraPath}`, tokens.access_token).catch(
                () => undefined,
              );
        return personality.readAccount(user, extra);
      } catch (error) {
        throw toSocialLoginError(error);
      }
    },
  };
}
