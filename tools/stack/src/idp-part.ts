// The identity provider's part of the stack: @walletport/idp in this process on WALLETPORT_IDP_PORT (8792
// by default), standing in for Google, Apple, Facebook, GitHub, X and Discord. Its clients return to this
// run's server, and the server gets every personality as a configured social provider
// (docs/local-stack.md, "Identity provider").
import {
  type Idp,
  isOidcProvider,
  PROVIDERS,
  type Provider,
  startIdp,
  walletportRedirectUris,
} from '@walletport/idp';

export const IDP_PORT_ENV = 'WALLETPORT_IDP_PORT';
export const IDP_DEFAULT_PORT = 8792;

export interface IdpPart {
  /** e.g. http://127.0.0.1:8792: every personality lives under it (/google, /apple, …). */
  url: string;
  /** The SOCIAL_* variables that point the server at the personalities. */
  serverEnv: Record<string, string>;
  stop(): Promise<void>;
}

/** `serverUrl`: the server's public base, where the providers send visitors back. */
export async function startIdpPart(options: { port: number; serverUrl: string }): Promise<IdpPart> {
  const idp = await startIdp({
    port: options.port,
    host: '127.0.0.1',
    redirectUris: walletportRedirectUris(options.serverUrl),
  });
  return { url: idp.url, serverEnv: socialServerEnv(idp, options.serverUrl), stop: () => idp.stop() };
}

function envName(provider: Provider): string {
  return provider.toUpperCase();
}

/** What the server needs to offer every personality as a social login. */
export function socialServerEnv(
  idp: Pick<Idp, 'client' | 'endpoints'>,
  serverUrl: string,
): Record<string, string> {
  const env: Record<string, string> = { SOCIAL_REDIRECT_BASE_URL: serverUrl };
  for (const provider of PROVIDERS) {
    const prefix = `SOCIAL_${envName(provider)}`;
    const { clientId, clientSecret } = idp.client(provider);
    const endpoints = idp.endpoints(provider);
    env[`${prefix}_CLIENT_ID`] = clientId;
    env[`${prefix}_CLIENT_SECRET`] = clientSecret;
    if (isOidcProvider(provider)) {
      env[`${prefix}_ISSUER`] = endpoints.issuer;
    } else {
      env[`${prefix}_AUTHORIZATION_URL`] = endpoints.authorizationUrl;
      env[`${prefix}_TOKEN_URL`] = endpoints.tokenUrl;
      env[`${prefix}_USER_URL`] = endpoints.userUrl;
    }
  }
  return env;
}
