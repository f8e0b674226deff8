/** SOCIAL_* configuration: which providers are offered, their defaults, and the problems reported. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigProblem } from './config-chains.js';
import {
  DEFAULT_ISSUERS,
  DEFAULT_OAUTH2_URLS,
  isSecureEnoughUrl,
  parseSocialConfig,
  socialCallbackUrl,
} from './config-social.js';

function parse(env: Record<string, string>) {
  const problems: ConfigProblem[] = [];
  return { config: parseSocialConfig(env, problems), problems };
}

const BASE = { SMTP_URL: 'smtp://127.0.0.1:2525', SOCIAL_REDIRECT_BASE_URL: 'https://api.example.com/' };

describe('social login configuration', () => {
  it('offers nothing and asks for nothing when no provider is configured', () => {
    expect(parse({})).toEqual({ config: { redirectBaseUrl: undefined, providers: [] }, problems: [] });
  });

  it('offers exactly the providers with a client id and secret, with the real providers as defaults', () => {
    const { config, problems } = parse({
      ...BASE,
      SOCIAL_DISCORD_CLIENT_ID: 'd',
      SOCIAL_DISCORD_CLIENT_SECRET: 'ds',
      SOCIAL_GOOGLE_CLIENT_ID: 'g',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'gs',
    });
    expect(problems).toEqual([]);
    expect(config.redirectBaseUrl).toBe('https://api.example.com');
    expect(config.providers).toEqual([
      { id: 'google', kind: 'oidc', clientId: 'g', clientSecret: 'gs', issuer: DEFAULT_ISSUERS.google },
      { id: 'discord', kind: 'oauth2', clientId: 'd', clientSecret: 'ds', ...DEFAULT_OAUTH2_URLS.discord },
    ]);
    expect(socialCallbackUrl(config, 'discord')).toBe(
      'https://api.example.com/embedded/v1/social/callback/discord',
    );
  });

  it('takes other endpoints, http only on this machine', () => {
    const { config, problems } = parse({
      ...BASE,
      SOCIAL_APPLE_CLIENT_ID: 'a',
      SOCIAL_APPLE_CLIENT_SECRET: 'as',
      SOCIAL_APPLE_ISSUER: 'http://127.0.0.1:8792/apple',
      SOCIAL_X_CLIENT_ID: 'x',
      SOCIAL_X_CLIENT_SECRET: 'xs',
      SOCIAL_X_AUTHORIZATION_URL: 'http://localhost:8792/x/i/oauth2/authorize',
      SOCIAL_X_TOKEN_URL: 'http://example.com/token',
      SOCIAL_X_USER_URL: 'ftp://127.0.0.1/me',
    });
    expect(config.providers[0]).toMatchObject({ id: 'apple', issuer: 'http://127.0.0.1:8792/apple' });
    expect(problems.map((problem) => problem.variable)).toEqual(['SOCIAL_X_TOKEN_URL', 'SOCIAL_X_USER_URL']);
  });

  it('names a half-configured provider without echoing the secret', () => {
    const { config, problems } = parse({
      ...BASE,
      SOCIAL_GITHUB_CLIENT_ID: 'only-id',
      SOCIAL_FACEBOOK_CLIENT_SECRET: 'very-secret-value',
    });
    expect(config.providers).toEqual([]);
    expect(problems.map((problem) => problem.variable)).toEqual([
      'SOCIAL_GITHUB_CLIENT_SECRET',
      'SOCIAL_FACEBOOK_CLIENT_ID',
    ]);
    expect(JSON.stringify(problems)).not.toContain('very-secret-value');
  });

  it('needs the redirect base and SMTP_URL once a provider is configured', () => {
    const { problems } = parse({ SOCIAL_GOOGLE_CLIENT_ID: 'g', SOCIAL_GOOGLE_CLIENT_SECRET: 'gs' });
    expect(problems.map((problem) => problem.variable)).toEqual(['SMTP_URL', 'SOCIAL_REDIRECT_BASE_URL']);
    const bad = parse({
      ...BASE,
      SOCIAL_REDIRECT_BASE_URL: 'https://api.example.com/?a=1',
      SOCIAL_GOOGLE_CLIENT_ID: 'g',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'gs',
    });
    expect(bad.problems.map((problem) => problem.variable)).toEqual(['SOCIAL_REDIRECT_BASE_URL']);
  });

  it('accepts https anywhere and http only on loopback hosts', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'], withFragments: false }), (url) => {
        expect(isSecureEnoughUrl(url)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.domain(), fc.webPath(), (host, path) => {
        fc.pre(host !== 'localhost');
        expect(isSecureEnoughUrl(`http://${host}${path}`)).toBe(false);
      }),
    );
    expect(isSecureEnoughUrl('http://127.0.0.1:8792/google')).toBe(true);
    expect(isSecureEnoughUrl('http://[::1]:8792/google')).toBe(true);
    expect(isSecureEnoughUrl('https://user:pw@example.com/')).toBe(false);
  });
});
