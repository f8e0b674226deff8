/**
 * Social login end to end against the local identity provider (a real oidc-provider server): the full flow
 * for each personality (OpenID Connect, Apple's form_post, OAuth 2 with a user API), what /start sends, the
 * one-time state and result, denied consent, the verifier binding, who is who (same identity → same user
 * and wallet; a verified email links to the existing user, an unverified one does not), redirect mode,
 * an email added later, unconfigured providers, and logs without secrets.
 */
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/logger.js';
import { testDatabaseKinds } from '../support/databases.js';
import { call, FRAME_ORIGIN, HOST_ORIGIN, lastCodeTo, logIn, refusal } from './embedded-kit.js';
import {
  deliver,
  freshProject,
  REDIRECT_BASE,
  redirectOf,
  socialLogIn,
  startLogin,
  startResponse,
  useSocialServer,
  visitProvider,
} from './social-kit.js';

const WALLET = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  authShare: Buffer.from('an auth share').toString('base64'),
  recovery: { sealed: 'box' },
};

function captureLogs(): { logger: () => FastifyBaseLogger; text(): string } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return {
    logger: () => pino(loggerOptions('trace'), sink) as unknown as FastifyBaseLogger,
    text: () => lines.join(''),
  };
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'social login on %s',
  (_name, kind) => {
    const logs = captureLogs();
    const server = useSocialServer(kind, { logger: logs.logger });

    it('offers only the configured providers, in order, and refuses the others', async () => {
      const listed = await call(server, 'GET', 'social/providers');
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual({ providers: ['google', 'github', 'apple', 'x', 'discord'] });
      const refused = await startResponse(server, 'facebook', 'v'.repeat(43));
      expect(refusal(refused)).toMatchObject({ status: 404, code: 'SOCIAL_PROVIDER_NOT_CONFIGURED' });
    });

    it('starts with state, PKCE S256, a nonce and the pinned redirect_uri', async () => {
      const { uri } = await startLogin(server, 'google');
      const url = new URL(uri);
      expect(url.origin + url.pathname).toBe(`${server.idp.issuer('google')}/o/oauth2/v2/auth`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: 'walletport-google',
        redirect_uri: `${REDIRECT_BASE}/embedded/v1/social/callback/google`,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge_method: 'S256',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      const apple = new URL((await startLogin(server, 'apple')).uri);
      expect(apple.searchParams.get('response_mode')).toBe('form_post');
      const github = new URL((await startLogin(server, 'github')).uri);
      expect(github.searchParams.get('nonce')).toBeNull();
      expect(github.searchParams.get('code_challenge_method')).toBe('S256');
    });

    it('logs in with OpenID Connect: the popup goes to the frame with a result; redeem opens a session', async () => {
      const projectId = await freshProject(server);
      const started = await startLogin(server, 'google', { projectId });
      const callback = await visitProvider(started.uri, { user: 'alice' });
      expect(callback.method).toBe('GET');
      const response = await deliver(server, callback, server.idp.url);
      expect(response.headers['cache-control']).toBe('no-store');
      const target = redirectOf(response);
      expect(target.origin + target.pathname).toBe(`${FRAME_ORIGIN}/social-result.html`);
      expect(target.searchParams.get('origin')).toBe(HOST_ORIGIN);
      const redeemed = await call(
        server,
        'POST',
        'social/redeem',
        { result: target.searchParams.get('result'), verifier: started.verifier },
        { projectId },
      );
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      const body = redeemed.json();
      expect(body).toEqual({
        sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: expect.any(String),
        user: {
          id: expect.any(String),
          email: 'alice@example.test',
          socialProvider: 'google',
          username: 'Alice',
        },
        wallet: null,
      });
      // No provider token in the answer: only this server's session.
      expect(JSON.stringify(body)).not.toMatch(/eyJ|access_token|id_token/);
      const session = await call(server, 'GET', 'session', undefined, {
        projectId,
        token: body.sessionToken,
      });
      expect(session.json().user).toEqual(body.user);
    });

    it("logs in with Apple's form_post; a user without an email has email null", async () => {
      const projectId = await freshProject(server);
      const started = await startLogin(server, 'apple', { projectId });
      const callback = await visitProvider(started.uri, { user: 'carol' });
      expect(callback.method).toBe('POST');
      const login = await socialLogIn(server, 'apple', 'carol', { projectId });
      expect(login.user).toMatchObject({ email: null, socialProvider: 'apple', username: 'Carol' });
      // The first start's login still completes through the form post.
      const target = redirectOf(await deliver(server, callback, server.idp.url));
      expect(target.searchParams.get('result')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it.each([
      ['github', 'alice', 'alice@example.test', 'alice'],
      ['x', 'alice', null, 'alice'],
      ['discord', 'alice', 'alice@example.test', 'alice'],
      ['discord', 'bob', null, 'bob'],
      ['github', 'bob', null, 'bob'],
    ] as const)(
      'logs in with OAuth 2 and the user API of %s (%s)',
      async (provider, user, email, username) => {
        const projectId = await freshProject(server);
        const login = await socialLogIn(server, provider, user, { projectId });
        expect(login.user).toEqual({ id: expect.any(String), email, socialProvider: provider, username });
      },
    );

    it('takes a state once: a replayed callback is sent back with invalid_state', async () => {
      const started = await startLogin(server, 'github');
      const callback = await visitProvider(started.uri, { user: 'alice' });
      const first = redirectOf(await deliver(server, callback, server.idp.url));
      expect(first.searchParams.get('result')).not.toBeNull();
      const replay = redirectOf(await deliver(server, callback, server.idp.url));
      expect(replay.origin + replay.pathname).toBe(`${FRAME_ORIGIN}/social-result.html`);
      expect(replay.searchParams.get('error')).toBe('invalid_state');
      expect(replay.searchParams.get('result')).toBeNull();
    });

    it('refuses a state after 10 minutes, a state for another provider, and one it never made', async () => {
      const late = await startLogin(server, 'google');
      const lateCallback = await visitProvider(late.uri, { user: 'alice' });
      server.clock.advance(10 * 60_000 + 1);
      expect(redirectOf(await deliver(server, lateCallback, server.idp.url)).searchParams.get('error')).toBe(
        'invalid_state',
      );

      const other = await startLogin(server, 'github');
      const otherCallback = await visitProvider(other.uri, { user: 'alice' });
      const swapped = {
        method: 'GET' as const,
        url: otherCallback.url.replace('/callback/github', '/callback/discord'),
      };
      expect(redirectOf(await deliver(server, swapped, server.idp.url)).searchParams.get('error')).toBe(
        'invalid_state',
      );

      const unknown = await server.app.inject({
        method: 'GET',
        url: '/embedded/v1/social/callback/google?code=x&state=nope',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.headers['content-type']).toMatch(/^text\/html/);
      expect(unknown.body).toContain('This login link has expired');
      expect(unknown.body).not.toContain('nope');
    });

    it('sends a denied consent back as access_denied', async () => {
      for (const provider of ['google', 'apple', 'x'] as const) {
        const started = await startLogin(server, provider);
        const callback = await visitProvider(started.uri, { user: 'alice', decision: 'deny' });
        const target = redirectOf(await deliver(server, callback, server.idp.url));
        expect(target.searchParams.get('error'), provider).toBe('access_denied');
      }
    });

    it('fails as provider_error when the nonce or the PKCE verifier does not match', async () => {
      for (const column of ['nonce', 'code_verifier']) {
        const started = await startLogin(server, 'google');
        const state = new URL(started.uri).searchParams.get('state');
        const callback = await visitProvider(started.uri, { user: 'alice' });
        await server.db.query(`UPDATE embedded_social_states SET ${column} = $1 WHERE used_at IS NULL`, [
          'A'.repeat(43),
        ]);
        const target = redirectOf(await deliver(server, callback, server.idp.url));
        expect(target.searchParams.get('error'), `${column} ${state}`).toBe('provider_error');
      }
    });

    it("redeems a result once, only with the frame's verifier, within 5 minutes", async () => {
      const redeem = (result: string | null, verifier: string) =>
        call(server, 'POST', 'social/redeem', { result, verifier });
      const resultOf = async () => {
        const started = await startLogin(server, 'google');
        const target = redirectOf(
          await deliver(server, await visitProvider(started.uri, { user: 'bob' }), server.idp.url),
        );
        return { result: target.searchParams.get('result'), verifier: started.verifier };
      };

      const wrong = await resultOf();
      expect(refusal(await redeem(wrong.result, 'W'.repeat(43)))).toMatchObject({
        status: 401,
        code: 'INVALID_RESULT',
      });
      // The wrong verifier used it up: the right one comes too late.
      expect((await redeem(wrong.result, wrong.verifier)).statusCode).toBe(401);

      const once = await resultOf();
      expect((await redeem(once.result, once.verifier)).statusCode).toBe(200);
      expect((await redeem(once.result, once.verifier)).statusCode).toBe(401);

      const late = await resultOf();
      server.clock.advance(5 * 60_000 + 1);
      expect((await redeem(late.result, late.verifier)).statusCode).toBe(401);

      const elsewhere = await resultOf();
      const otherProject = await freshProject(server);
      const moved = await call(server, 'POST', 'social/redeem', elsewhere, { projectId: otherProject });
      expect(moved.statusCode).toBe(401);
    });

    it('brings the same identity to the same user and wallet', async () => {
      const projectId = await freshProject(server);
      const first = await socialLogIn(server, 'x', 'carol', { projectId });
      const put = await call(server, 'PUT', 'shares', WALLET, { projectId, token: first.token });
      expect(put.statusCode, put.body).toBe(201);
      server.clock.advance(1_000);
      const again = await socialLogIn(server, 'x', 'carol', { projectId });
      expect(again.user.id).toBe(first.user.id);
      expect(again.wallet).toEqual({ address: WALLET.address, solanaAddress: WALLET.solanaAddress });
      expect(again.token).not.toBe(first.token);
      // Another provider's account without a shared verified email is another user.
      const github = await socialLogIn(server, 'github', 'carol', { projectId });
      expect(github.user.id).not.toBe(first.user.id);
    });

    it('links a verified email to the existing email user (same wallet), never an unverified one', async () => {
      const projectId = await freshProject(server);
      const alice = await logIn(server, 'alice@example.test', { projectId });
      expect(
        (await call(server, 'PUT', 'shares', WALLET, { projectId, token: alice.token })).statusCode,
      ).toBe(201);
      const google = await socialLogIn(server, 'google', 'alice', { projectId });
      expect(google.user.id).toBe(alice.user.id);
      expect(google.wallet?.address).toBe(WALLET.address);
      const discord = await socialLogIn(server, 'discord', 'alice', { projectId });
      expect(discord.user.id).toBe(alice.user.id);

      server.clock.advance(30_000);
      const bob = await logIn(server, 'bob@example.test', { projectId });
      const bobGoogle = await socialLogIn(server, 'google', 'bob', { projectId });
      expect(bobGoogle.user.id).not.toBe(bob.user.id);
      expect(bobGoogle.user.email).toBeNull();
    });

    it('adds an email to a social user without making a second user', async () => {
      const projectId = await freshProject(server);
      const carol = await socialLogIn(server, 'apple', 'carol', { projectId });
      const address = `carol.${Date.now()}@example.com`;
      const started = await call(
        server,
        'POST',
        'email/update',
        { email: address },
        { projectId, token: carol.token },
      );
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json()).toEqual({ expiresInSeconds: 600, resendAfterSeconds: 30, step: 'secondary' });
      const code = lastCodeTo(server, address);
      const finished = await call(
        server,
        'POST',
        'email/update/secondary',
        { code },
        { projectId, token: carol.token },
      );
      expect(finished.statusCode, finished.body).toBe(200);
      expect(finished.json().user).toEqual({ id: carol.user.id, email: address });
      // The email now logs in to the same user, and so does Apple.
      server.clock.advance(30_000);
      expect((await logIn(server, address, { projectId })).user.id).toBe(carol.user.id);
      expect((await socialLogIn(server, 'apple', 'carol', { projectId })).user.id).toBe(carol.user.id);
    });

    it('comes back to the host page in redirect mode, only on the host origin', async () => {
      const started = await startLogin(server, 'discord', {
        mode: 'redirect',
        returnTo: `${HOST_ORIGIN}/checkout?step=2`,
      });
      const target = redirectOf(
        await deliver(server, await visitProvider(started.uri, { user: 'carol' }), server.idp.url),
      );
      expect(target.origin + target.pathname).toBe(`${HOST_ORIGIN}/checkout`);
      expect(target.searchParams.get('step')).toBe('2');
      const result = target.searchParams.get('walletport_social_result');
      expect(
        (await call(server, 'POST', 'social/redeem', { result, verifier: started.verifier })).statusCode,
      ).toBe(200);

      const denied = await startLogin(server, 'google', { mode: 'redirect' });
      const deniedTarget = redirectOf(
        await deliver(
          server,
          await visitProvider(denied.uri, { user: 'carol', decision: 'deny' }),
          server.idp.url,
        ),
      );
      expect(deniedTarget.href).toBe(`${HOST_ORIGIN}/?walletport_social_error=access_denied`);

      for (const returnTo of ['https://evil.example.net/', `${HOST_ORIGIN}/#x`, 'javascript:alert(1)']) {
        const refused = await startResponse(server, 'discord', 'v'.repeat(43), {
          mode: 'redirect',
          returnTo,
        });
        expect(refusal(refused), returnTo).toMatchObject({ status: 400 });
      }
    });

    it("refuses a host origin outside the project's and a caller outside the frame origins", async () => {
      expect(
        refusal(
          await startResponse(server, 'google', 'v'.repeat(43), { origin: 'https://evil.example.net' }),
        ),
      ).toMatchObject({
        status: 403,
        code: 'UNAUTHORIZED_DOMAIN',
      });
      const fromPage = await call(
        server,
        'POST',
        'social/start',
        { provider: 'google', origin: HOST_ORIGIN, verifierHash: 'h'.repeat(43) },
        { origin: HOST_ORIGIN },
      );
      expect(fromPage.statusCode).toBe(403);
    });

    it('keeps codes, states, tokens, results and verifiers out of the logs', async () => {
      const started = await startLogin(server, 'google');
      const callback = await visitProvider(started.uri, { user: 'alice' });
      const callbackUrl = new URL(callback.url);
      const target = redirectOf(await deliver(server, callback, server.idp.url));
      const result = target.searchParams.get('result') ?? '';
      const redeemed = await call(server, 'POST', 'social/redeem', { result, verifier: started.verifier });
      const token = redeemed.json().sessionToken as string;
      const log = logs.text();
      expect(log).toContain('/embedded/v1/social/callback/google');
      const secrets = [
        callbackUrl.searchParams.get('code') ?? 'no code',
        callbackUrl.searchParams.get('state') ?? 'no state',
        result,
        started.verifier,
        token,
        server.idp.client('google').clientSecret,
      ];
      for (const secret of secrets) expect(log).not.toContain(secret);
    });
  },
);
