/**
 * The six providers the local identity provider stands in for, and what makes each one different for a
 * client: whether it speaks OpenID Connect or only OAuth 2, its scopes, where its endpoints live (the real
 * providers' paths, under the personality's own path) and how it answers (Apple posts back).
 */

export const PROVIDERS = ['google', 'apple', 'facebook', 'github', 'x', 'discord'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const OIDC_PROVIDERS = ['google', 'apple', 'facebook'] as const satisfies readonly Provider[];
export type OidcProvider = (typeof OIDC_PROVIDERS)[number];
export type OAuthOnlyProvider = Exclude<Provider, OidcProvider>;

export interface Personality {
  provider: Provider;
  /** The provider's name as visitors know it. */
  label: string;
  /** OpenID Connect (discovery, id_token, userinfo) or OAuth 2 alone (a user API instead). */
  oidc: boolean;
  /** Scopes the provider knows; others in a request are ignored, as the real providers do. */
  scopes: readonly string[];
  /** Endpoint paths inside the personality, shaped like the real provider's. */
  routes: { authorization: string; token: string };
  /** Apple answers with an HTML form posted to the redirect URI even when the request names no mode. */
  defaultResponseMode?: 'form_post';
}

export const PERSONALITIES: Readonly<Record<Provider, Personality>> = {
  google: {
    provider: 'google',
    label: 'Google',
    oidc: true,
    scopes: ['openid', 'email', 'profile'],
    routes: { authorization: '/o/oauth2/v2/auth', token: '/token' },
  },
  apple: {
    provider: 'apple',
    label: 'Apple',
    oidc: true,
    scopes: ['openid', 'email', 'name'],
    routes: { authorization: '/auth/authorize', token: '/auth/token' },
    defaultResponseMode: 'form_post',
  },
  facebook: {
    provider: 'facebook',
    label: 'Facebook',
    oidc: true,
    scopes: ['openid', 'email', 'public_profile'],
    routes: { authorization: '/dialog/oauth', token: '/oauth/access_token' },
  },
  github: {
    provider: 'github',
    label: 'GitHub',
    oidc: false,
    scopes: ['read:user', 'user:email', 'user'],
    routes: { authorization: '/login/oauth/authorize', token: '/login/oauth/access_token' },
  },
  x: {
    provider: 'x',
    label: 'X',
    oidc: false,
    scopes: ['users.read', 'tweet.read', 'offline.access'],
    routes: { authorization: '/i/oauth2/authorize', token: '/2/oauth2/token' },
  },
  discord: {
    provider: 'discord',
    label: 'Discord',
    oidc: false,
    scopes: ['identify', 'email'],
    routes: { authorization: '/oauth2/authorize', token: '/api/oauth2/token' },
  },
};

/** The user API of each OAuth-2-only provider: the path (inside the personality) a client reads the user from. */
export const USER_API_PATHS: Readonly<Record<OAuthOnlyProvider, string>> = {
  github: '/user',
  x: '/2/users/me',
  discord: '/api/users/@me',
};

export function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}

export function isOidcProvider(provider: Provider): provider is OidcProvider {
  return (OIDC_PROVIDERS as readonly string[]).includes(provider);
}

/** The static client each personality knows: `walletport-<provider>` with secret `walletport-<provider>-secret`. */
export function clientOf(provider: Provider): { clientId: string; clientSecret: string } {
  return { clientId: `walletport-${provider}`, clientSecret: `walletport-${provider}-secret` };
}

/**
 * The Walletport server's callback URL for each provider (`<server>/embedded/v1/social/callback/<provider>`):
 * the redirect URIs the stack registers, so a server at `serverUrl` can use every personality.
 */
export function walletportRedirectUris(serverUrl: string): Record<Provider, string[]> {
  const base = serverUrl.replace(/\/+$/, '');
  return Object.fromEntries(
    PROVIDERS.map((provider) => [provider, [`${base}/embedded/v1/social/callback/${provider}`]]),
  ) as Record<Provider, string[]>;
}
