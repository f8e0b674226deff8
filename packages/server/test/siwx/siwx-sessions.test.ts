/**
 * SIWX sessions on PGlite and Postgres: listing the caller's sessions with the bearer token, expired
 * and unknown tokens, signing out one session or every session of an address, and the OpenAPI entries.
 */
import { devnetAccount } from '@walletport/devnet';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import {
  authUrl,
  getSessions,
  ORIGIN,
  postAuthenticate,
  postSignOut,
  signedAttempt,
  useSiwxServer,
  useTwoChainDevnet,
} from './siwx-kit.js';

const chains = useTwoChainDevnet();

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'SIWX sessions on %s',
  (_name, kind) => {
    const server = useSiwxServer(kind, chains);

    it("lists the caller's live sessions of the project, and refuses a missing or unknown token", async () => {
      const account = devnetAccount(5);
      const first = (await postAuthenticate(server.app, await signedAttempt(server.app, account))).json();
      const second = (
        await postAuthenticate(server.app, await signedAttempt(server.app, account, { chainId: 31338 }))
      ).json();
      // Another address's session is not the caller's.
      await postAuthenticate(server.app, await signedAttempt(server.app, devnetAccount(6)));
      const response = await getSessions(server.app, first.token);
      expect(response.statusCode).toBe(200);
      const { sessions } = response.json();
      expect(sessions.map((session: { id: string }) => session.id).sort()).toEqual(
        [first.session.id, second.session.id].sort(),
      );
      const listed = sessions.find((session: { id: string }) => session.id === first.session.id);
      expect(listed).toEqual({
        ...first.session,
        uri: `${ORIGIN}/`,
        message: expect.stringContaining(account.address),
        signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
      });

      const missing = await getSessions(server.app, undefined);
      expect(missing.statusCode).toBe(401);
      expect(missing.headers['www-authenticate']).toBe('Bearer');
      expect(missing.json()).toEqual({
        code: 'UNAUTHORIZED',
        message: 'The Authorization header with a Bearer session token is missing.',
      });
      const unknown = await getSessions(server.app, 'B'.repeat(43));
      expect(unknown.json()).toEqual({ code: 'UNAUTHORIZED', message: 'The session token is unknown.' });
      expect(unknown.statusCode).toBe(401);
      const otherProject = await server.app.inject({
        method: 'GET',
        url: authUrl('sessions', server.otherProjectId),
        headers: { authorization: `Bearer ${first.token}` },
      });
      expect(otherProject.statusCode).toBe(401);
    });

    it('refuses an expired session token', async () => {
      const { token, session } = (
        await postAuthenticate(server.app, await signedAttempt(server.app, devnetAccount(7)))
      ).json();
      await server.db.query('UPDATE siwx_sessions SET expires_at = $2 WHERE id = $1', [
        session.id,
        new Date(Date.now() - 1000),
      ]);
      const response = await getSessions(server.app, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('The session has expired; sign in again.');
    });

    it('signs out the token’s session: 204, then 401, other sessions stay', async () => {
      const account = devnetAccount(8);
      const first = (await postAuthenticate(server.app, await signedAttempt(server.app, account))).json();
      const second = (await postAuthenticate(server.app, await signedAttempt(server.app, account))).json();
      const out = await postSignOut(server.app, first.token);
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      const after = await getSessions(server.app, first.token);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('The session has been signed out.');
      const remaining = (await getSessions(server.app, second.token)).json().sessions;
      expect(remaining.map((session: { id: string }) => session.id)).toEqual([second.session.id]);
    });

    it('signs out every session of the address on a chain when the body names it', async () => {
      const account = devnetAccount(0);
      const a = (await postAuthenticate(server.app, await signedAttempt(server.app, account))).json();
      const b = (await postAuthenticate(server.app, await signedAttempt(server.app, account))).json();
      const c = (
        await postAuthenticate(server.app, await signedAttempt(server.app, account, { chainId: 31338 }))
      ).json();
      expect(
        (await postSignOut(server.app, a.token, { chainId: 'eip155:31337', address: account.address }))
          .statusCode,
      ).toBe(204);
      expect((await getSessions(server.app, b.token)).statusCode).toBe(401);
      const left = (await getSessions(server.app, c.token)).json().sessions;
      expect(left.map((session: { id: string }) => session.id)).toEqual([c.session.id]);

      const forbidden = await postSignOut(server.app, c.token, { address: devnetAccount(1).address });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('SIWX_FORBIDDEN');
      expect((await getSessions(server.app, c.token)).statusCode).toBe(200);
    });

    it('documents the routes in the OpenAPI document', async () => {
      const { paths } = (await server.app.inject('/openapi.json')).json();
      for (const path of ['/auth/v1/nonce', '/auth/v1/authenticate', '/auth/v1/sign-out'])
        expect(paths[path].post).toBeDefined();
      expect(paths['/auth/v1/sessions'].get).toBeDefined();
    });
  },
);
