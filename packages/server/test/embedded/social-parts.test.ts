/**
 * The pure parts of social login: reading accounts from id_token claims and user APIs (property tests
 * for what counts as a verified email and an account id), the callback's targets, and the verifier.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountFromDiscordUser,
  accountFromGithubUser,
  accountFromIdTokenClaims,
  accountFromXUser,
  ProviderAnswerError,
  usernameOf,
} from '../../src/embedded/social/provider-account.js';
import { createOidcClient } from '../../src/embedded/social/oidc-client.js';
import { SocialLoginError } from '../../src/embedded/social/provider-client.js';
import { verifierHash, verifierMatches } from '../../src/embedded/social/secrets.js';
import { callbackTarget, parseReturnTo } from '../../src/embedded/social/targets.js';
import type { PendingLogin } from '../../src/embedded/social/login-store.js';

describe('accounts from providers', () => {
  it('reads OIDC claims; the email only when email_verified is true (or "true", as Apple writes it)', () => {
    expect(
      accountFromIdTokenClaims({ sub: 's1', email: 'A@Example.com', email_verified: true, name: 'Ann' }),
    ).toEqual({
      subject: 's1',
      verifiedEmail: 'a@example.com',
      username: 'Ann',
    });
    expect(
      accountFromIdTokenClaims({ sub: 's1', email: 'a@example.com', email_verified: 'true' }).verifiedEmail,
    ).toBe('a@example.com');
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(undefined), fc.constant(false), fc.constant('false'), fc.integer(), fc.string()),
        (flag) => {
          fc.pre(flag !== 'true');
          const account = accountFromIdTokenClaims({
            sub: 's',
            email: 'a@example.com',
            email_verified: flag,
          });
          expect(account.verifiedEmail).toBeUndefined();
        },
      ),
    );
  });

  it('reads GitHub, X and Discord user API bodies', () => {
    const alice = { id: 1001, login: 'alice', name: 'Alice', email: 'alice@example.test' };
    const verified = [{ email: 'Alice@Example.test', primary: true, verified: true }];
    expect(accountFromGithubUser(alice, verified)).toEqual({
      subject: '1001',
      verifiedEmail: 'alice@example.test',
      username: 'alice',
    });
    // The public profile email alone, an unverified primary or a verified secondary: no verified email.
    for (const emails of [
      undefined,
      [{ email: 'alice@example.test', primary: true, verified: false }],
      [{ email: 'alice@example.test', primary: false, verified: true }],
      { email: 'alice@example.test', primary: true, verified: true },
    ]) {
      expect(accountFromGithubUser(alice, emails).verifiedEmail).toBeUndefined();
    }
    expect(accountFromXUser({ data: { id: '15', username: 'alice', name: 'Alice' } })).toEqual({
      subject: '15',
      verifiedEmail: undefined,
      username: 'alice',
    });
    expect(
      accountFromDiscordUser({ id: '8', username: 'bob', email: 'bob@example.test', verified: false }),
    ).toEqual({
      subject: '8',
      verifiedEmail: undefined,
      username: 'bob',
    });
    expect(
      accountFromDiscordUser({ id: '8', username: 'bob', email: 'bob@example.test', verified: true })
        .verifiedEmail,
    ).toBe('bob@example.test');
  });

  it('refuses answers without a usable account id, whatever else they hold', () => {
    const badIds = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.constant(''),
      fc.double({ noInteger: true }),
      fc.string({ minLength: 256, maxLength: 300 }),
      fc.string().map((text) => `a ${text}`),
      fc.object(),
    );
    fc.assert(
      fc.property(badIds, fc.dictionary(fc.string(), fc.jsonValue()), (id, rest) => {
        const body = { ...rest, id, sub: id, data: { id } };
        for (const read of [
          accountFromGithubUser,
          accountFromXUser,
          accountFromDiscordUser,
          accountFromIdTokenClaims,
        ]) {
          expect(() => read(body as Record<string, unknown>)).toThrow(ProviderAnswerError);
        }
      }),
    );
    for (const body of [null, [], 'text', 42])
      expect(() => accountFromGithubUser(body)).toThrow(ProviderAnswerError);
  });

  it('keeps usernames printable and bounded', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const name = usernameOf(text);
        if (name === undefined) return;
        expect(name.length).toBeLessThanOrEqual(100);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must be absent.
        expect(name).not.toMatch(/[\u0000-\u001f\u007f]/);
        expect(name.trim()).toBe(name);
      }),
    );
    expect(usernameOf(undefined, ' \n', 'Bob')).toBe('Bob');
  });
});

const LOGIN: PendingLogin = {
  projectId: 'p',
  provider: 'google',
  hostOrigin: 'https://shop.example.com',
  frameOrigin: 'https://frame.example.com',
  mode: 'popup',
  returnTo: null,
  codeVerifier: 'c',
  nonce: 'n',
  verifierHash: 'h',
  expiresAt: new Date(0),
};

describe('callback targets', () => {
  it("sends a popup to the frame's result page with the host origin", () => {
    expect(callbackTarget(LOGIN, { result: 'r1' })).toBe(
      'https://frame.example.com/social-result.html?result=r1&origin=https%3A%2F%2Fshop.example.com',
    );
    expect(callbackTarget(LOGIN, { error: 'access_denied' })).toBe(
      'https://frame.example.com/social-result.html?error=access_denied&origin=https%3A%2F%2Fshop.example.com',
    );
  });

  it('sends a redirect-mode window back to the host page, replacing an old result', () => {
    const login = {
      ...LOGIN,
      mode: 'redirect' as const,
      returnTo: 'https://shop.example.com/a?walletport_social_result=old&b=1',
    };
    expect(callbackTarget(login, { result: 'new' })).toBe(
      'https://shop.example.com/a?b=1&walletport_social_result=new',
    );
    expect(callbackTarget({ ...LOGIN, mode: 'redirect' }, { error: 'invalid_state' })).toBe(
      'https://shop.example.com/?walletport_social_error=invalid_state',
    );
  });

  it('takes a return page only on the host origin', () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: false, withQueryParameters: true }), (url) => {
        const parsed = parseReturnTo(url, LOGIN.hostOrigin);
        if (parsed !== undefined) expect(new URL(parsed).origin).toBe(LOGIN.hostOrigin);
        const onHost = `${LOGIN.hostOrigin}${new URL(url).pathname}${new URL(url).search}`;
        expect(parseReturnTo(onHost, LOGIN.hostOrigin)).toBe(new URL(onHost).href);
      }),
    );
    expect(parseReturnTo('https://shop.example.com.evil.net/', LOGIN.hostOrigin)).toBeUndefined();
    expect(parseReturnTo('https://user@shop.example.com/', LOGIN.hostOrigin)).toBeUndefined();
    expect(parseReturnTo('//shop.example.com/', LOGIN.hostOrigin)).toBeUndefined();
  });
});

describe('the frame verifier', () => {
  it('matches only its own hash', () => {
    fc.assert(
      fc.property(
        fc.base64String({ minLength: 43, maxLength: 128 }),
        fc.base64String({ minLength: 43, maxLength: 128 }),
        (a, b) => {
          expect(verifierMatches(a, verifierHash(a))).toBe(true);
          if (a !== b) expect(verifierMatches(b, verifierHash(a))).toBe(false);
          expect(verifierHash(a)).toMatch(/^[A-Za-z0-9_-]{43}$/);
        },
      ),
    );
    expect(verifierMatches('x', 'short')).toBe(false);
  });
});

describe('an OIDC provider that cannot be reached', () => {
  it('fails the start as a provider error, and tries discovery again next time', async () => {
    const client = createOidcClient({
      id: 'google',
      kind: 'oidc',
      clientId: 'c',
      clientSecret: 's',
      issuer: 'http://127.0.0.1:1/nowhere',
    });
    const secrets = {
      state: 's',
      codeVerifier: 'v'.repeat(43),
      nonce: 'n',
      redirectUri: 'http://127.0.0.1:2/cb',
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failure = await client.authorizationUrl(secrets).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SocialLoginError);
      expect((failure as SocialLoginError).reason).toBe('provider_error');
    }
  });
});
