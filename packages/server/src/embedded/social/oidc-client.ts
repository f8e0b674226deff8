/**
 * An OpenID Connect provider (Google, Apple, Facebook): endpoints from discovery at the configured issuer,
 * the code exchanged with the PKCE verifier, and the id_token from the token endpoint checked twice: by
 * oauth4webapi (iss, aud, exp, iat, nonce) and by jose against the issuer's published keys (signature,
 * iss, aud, exp, nonce), since the account it names decides whose wallet opens. Apple answers with
 * response_mode=form_post; its front-channel id_token is not used, the token endpoint's is.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import type { OidcProviderConfig } from '../../config-social.js';
import { accountFromIdTokenClaims, ProviderAnswerError } from './provider-account.js';
import {
  authorizationResponse,
  buildAuthorizationUrl,
  PROVIDER_TIMEOUT_MS,
  requestOptions,
  type SocialProviderClient,
  SocialLoginError,
  toSocialLoginError,
} from './provider-client.js';

const SCOPES: Readonly<Record<OidcProviderConfig['id'], string>> = {
  google: 'openid email profile',
  // Apple's names for the same; asking for them requires form_post.
  apple: 'openid email name',
  facebook: 'openid email public_profile',
};

interface Discovered {
  server: oauth.AuthorizationServer;
  keys: JWTVerifyGetKey;
  clientAuth: oauth.ClientAuth;
}

/** client_secret_basic unless the provider says it takes only client_secret_post (Apple does). */
function clientAuthFor(server: oauth.AuthorizationServer, secret: string): oauth.ClientAuth {
  const methods = server.token_endpoint_auth_methods_supported;
  return methods === undefined || methods.includes('client_secret_basic')
    ? oauth.ClientSecretBasic(secret)
    : oauth.ClientSecretPost(secret);
}

export function createOidcClient(config: OidcProviderConfig): SocialProviderClient {
  const client: oauth.Client = { client_id: config.clientId };
  const issuer = new URL(config.issuer);
  let discovery: Promise<Discovered> | undefined;

  const discover = (): Promise<Discovered> => {
    discovery ??= (async () => {
      const response = await oauth.discoveryRequest(issuer, {
        algorithm: 'oidc',
        ...requestOptions(issuer.href),
      });
      const server = await oauth.processDiscoveryResponse(issuer, response);
      if (server.authorization_endpoint === undefined || server.token_endpoint === undefined) {
        throw new ProviderAnswerError('The discovery document lacks the authorization or token endpoint');
      }
      if (server.jwks_uri === undefined)
        throw new ProviderAnswerError('The discovery document lacks jwks_uri');
      const keys = createRemoteJWKSet(new URL(server.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
      return { server, keys, clientAuth: clientAuthFor(server, config.clientSecret) };
    })();
    // A failed discovery is tried again by the next login rather than remembered.
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  };

  return {
    id: config.id,

    async authorizationUrl(secrets) {
      const { server } = await discover().catch((error: unknown) => {
        throw toSocialLoginError(error);
      });
      return buildAuthorizationUrl(server.authorization_endpoint as string, config, secrets, {
        scope: SCOPES[config.id],
        nonce: secrets.nonce,
        ...(config.id === 'apple' ? { response_mode: 'form_post' } : {}),
      });
    },

    async finish(parameters, secrets) {
      try {
        const { server, keys, clientAuth } = await discover();
        const callback = oauth.validateAuthResponse(
          server,
          client,
          authorizationResponse(parameters, ['code', 'state', 'iss', 'error', 'error_description']),
          secrets.state,
        );
        const response = await oauth.authorizationCodeGrantRequest(
          server,
          client,
          clientAuth,
          callback,
          secrets.redirectUri,
          secrets.codeVerifier,
          requestOptions(server.token_endpoint as string),
        );
        const tokens = await oauth.processAuthorizationCodeResponse(server, client, response, {
          expectedNonce: secrets.nonce,
          requireIdToken: true,
        });
        if (tokens.id_token === undefined) throw new ProviderAnswerError('The token answer has no id_token');
        const { payload } = await jwtVerify(tokens.id_token, keys, {
          issuer: server.issuer,
          audience: config.clientId,
          requiredClaims: ['sub', 'exp', 'nonce'],
        });
        if (payload.nonce !== secrets.nonce)
          throw new SocialLoginError('provider_error', 'id_token nonce mismatch');
        return accountFromIdTokenClaims(payload);
      } catch (error) {
        throw toSocialLoginError(error);
      }
    },
  };
}
