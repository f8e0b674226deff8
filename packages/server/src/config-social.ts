/**
 * Configuration of social login for the embedded wallet (see docs/server.md, "Embedded wallet: social
 * login"). A provider is offered exactly when its SOCIAL_<P>_CLIENT_ID is set; its secret is then
 * required. Google, Apple and Facebook are OpenID Connect providers found through discovery at
 * SOCIAL_<P>_ISSUER; GitHub, X and Discord speak OAuth 2 only, with a user API instead of an id_token, at
 * SOCIAL_<P>_AUTHORIZATION_URL, _TOKEN_URL and _USER_URL. Every default is the real provider's address.
 */
import type { ConfigProblem } from './config-chains.js';

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];
/** The providers that speak OpenID Connect; the others speak OAuth 2 and have a user API. */
export type OidcProviderId = 'google' | 'apple' | 'facebook';
export type OAuth2ProviderId = Exclude<SocialProviderId, OidcProviderId>;

interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
}

export interface OidcProviderConfig extends ProviderCredentials {
  id: OidcProviderId;
  kind: 'oidc';
  /** The issuer identifier; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
}

export interface OAuth2ProviderConfig extends ProviderCredentials {
  id: OAuth2ProviderId;
  kind: 'oauth2';
  authorizationUrl: string;
  tokenUrl: string;
  /** The user API, called with the access token to learn who logged in. */
  userUrl: string;
}

export type SocialProviderConfig = OidcProviderConfig | OAuth2ProviderConfig;

export interface SocialConfig {
  /** The server's public base URL: callbacks are <base>/embedded/v1/social/callback/<provider>. */
  redirectBaseUrl: string | undefined;
  /** The configured providers, in SOCIAL_PROVIDERS order. */
  providers: readonly SocialProviderConfig[];
}

export const DEFAULT_ISSUERS: Readonly<Record<OidcProviderId, string>> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
};

export const DEFAULT_OAUTH2_URLS: Readonly<
  Record<OAuth2ProviderId, { authorizationUrl: string; tokenUrl: string; userUrl: string }>
> = {
  github: {
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userUrl: 'https://api.github.com/user',
  },
  x: {
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userUrl: 'https://api.x.com/2/users/me',
  },
  discord: {
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userUrl: 'https://discord.com/api/users/@me',
  },
};

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether `text` is a URL social login may talk to: https, or http on this machine only (the local
 * identity provider of development and tests). Codes and tokens must not cross a network in clear text.
 */
export function isSecureEnoughUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  if (url.username !== '' || url.password !== '' || url.hash !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

function urlSetting(env: Env, name: string, fallback: string, problems: ConfigProblem[]): string {
  const value = read(env, name) ?? fallback;
  if (!isSecureEnoughUrl(value)) {
    problems.push({ variable: name, problem: 'must be an https URL (http only for 127.0.0.1 or localhost)' });
  }
  return value;
}

function provider(
  env: Env,
  id: SocialProviderId,
  problems: ConfigProblem[],
): SocialProviderConfig | undefined {
  const prefix = `SOCIAL_${id.toUpperCase()}_`;
  const clientId = read(env, `${prefix}CLIENT_ID`);
  const clientSecret = read(env, `${prefix}CLIENT_SECRET`);
  if (clientId === undefined) {
    if (clientSecret !== undefined) {
      problems.push({
        variable: `${prefix}CLIENT_ID`,
        problem: `is required when ${prefix}CLIENT_SECRET is set`,
      });
    }
    return undefined;
  }
  if (clientSecret === undefined) {
    // A secret: never echoed, only asked for.
    problems.push({
      variable: `${prefix}CLIENT_SECRET`,
      problem: `is required when ${prefix}CLIENT_ID is set`,
    });
    return undefined;
  }
  if (id === 'google' || id === 'apple' || id === 'facebook') {
    const issuer = urlSetting(env, `${prefix}ISSUER`, DEFAULT_ISSUERS[id], problems);
    return { id, kind: 'oidc', clientId, clientSecret, issuer };
  }
  const defaults = DEFAULT_OAUTH2_URLS[id];
  return {
    id,
    kind: 'oauth2',
    clientId,
    clientSecret,
    authorizationUrl: urlSetting(env, `${prefix}AUTHORIZATION_URL`, defaults.authorizationUrl, problems),
    tokenUrl: urlSetting(env, `${prefix}TOKEN_URL`, defaults.tokenUrl, problems),
    userUrl: urlSetting(env, `${prefix}USER_URL`, defaults.userUrl, problems),
  };
}

function redirectBaseUrl(env: Env, wanted: boolean, problems: ConfigProblem[]): string | undefined {
  const value = read(env, 'SOCIAL_REDIRECT_BASE_URL');
  if (value === undefined) {
    if (wanted) {
      problems.push({
        variable: 'SOCIAL_REDIRECT_BASE_URL',
        problem:
          "is required when a social provider is configured (the server's public URL, e.g. https://api.example.com)",
      });
    }
    return undefined;
  }
  if (!isSecureEnoughUrl(value) || new URL(value).search !== '') {
    problems.push({
      variable: 'SOCIAL_REDIRECT_BASE_URL',
      problem: `must be an https URL without a query (http only for 127.0.0.1 or localhost), got ${JSON.stringify(value)}`,
    });
    return undefined;
  }
  // Without the trailing slash, so the callback path joins cleanly.
  return value.replace(/\/+$/, '');
}

/** The social-login settings from `env`; problems are collected into `problems`, not thrown. */
export function parseSocialConfig(env: Env, problems: ConfigProblem[]): SocialConfig {
  const providers: SocialProviderConfig[] = [];
  for (const id of SOCIAL_PROVIDERS) {
    const parsed = provider(env, id, problems);
    if (parsed !== undefined) providers.push(parsed);
  }
  const wanted = providers.length > 0;
  if (wanted && read(env, 'SMTP_URL') === undefined) {
    // Social logins reach the embedded wallet, whose sessions and key shares are on only with SMTP_URL.
    problems.push({
      variable: 'SMTP_URL',
      problem:
        'is required when a social provider is configured (social login is part of the embedded wallet)',
    });
  }
  return { redirectBaseUrl: redirectBaseUrl(env, wanted, problems), providers };
}

/** The callback URL registered at `provider`: the only redirect_uri the server ever sends it. */
export function socialCallbackUrl(config: SocialConfig, provider: SocialProviderId): string {
  if (config.redirectBaseUrl === undefined) throw new Error('SOCIAL_REDIRECT_BASE_URL is not set.');
  return `${config.redirectBaseUrl}/embedded/v1/social/callback/${provider}`;
}
