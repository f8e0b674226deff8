/**
 * Email-login sessions: the bearer token opens GET /embedded/v1/session for 30 days in its own project;
 * a missing, malformed, unknown, expired or revoked token is 401 "Session expired"; the database keeps
 * only the token's hash.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { call, freshEmail, logIn, refusal, useEmbeddedServer } from './embedded-kit.js';

const SESSION_EXPIRED = { status: 401, code: 'SESSION_EXPIRED', message: 'Session expired' };

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'email-login sessions on %s',
  (_name, kind) => {
    const server = useEmbeddedServer(kind);

    it('answers GET /session with the user and wallet of the token', async () => {
      const email = freshEmail();
      const { token, user } = await logIn(server, email);
      const response = await call(server, 'GET', 'session', undefined, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user, wallet: null });
      expect(user.email).toBe(email);
    });

    it('stores the token only as its SHA-256', async () => {
      const { token, user } = await logIn(server, freshEmail());
      const { rows } = await server.db.query<Record<string, unknown>>(
        'SELECT * FROM embedded_sessions WHERE user_id = $1',
        [user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('refuses a missing, malformed or unknown token with 401 and a Bearer challenge', async () => {
      const missing = await call(server, 'GET', 'session');
      expect(refusal(missing)).toEqual(SESSION_EXPIRED);
      expect(missing.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      for (const authorization of ['Basic abc', 'Bearer', 'Bearer a b', `Bearer ${'A'.repeat(43)}`]) {
        const response = await server.app.inject({
          method: 'GET',
          url: `/embedded/v1/session?projectId=${server.projectId}`,
          headers: { authorization },
        });
        expect(refusal(response)).toEqual(SESSION_EXPIRED);
      }
    });

    it('opens nothing in another project', async () => {
      const { token } = await logIn(server, freshEmail());
      const response = await call(server, 'GET', 'session', undefined, {
        token,
        projectId: server.otherProjectId,
      });
      expect(refusal(response)).toEqual(SESSION_EXPIRED);
    });

    it('expires after 30 days', async () => {
      const { token, expiresAt } = await logIn(server, freshEmail());
      server.clock.advance(Date.parse(expiresAt) - server.clock.now() - 1);
      expect((await call(server, 'GET', 'session', undefined, { token })).statusCode).toBe(200);
      server.clock.advance(1);
      expect(refusal(await call(server, 'GET', 'session', undefined, { token }))).toEqual(SESSION_EXPIRED);
    });

    it('revokes the token on DELETE /session, and only that token', async () => {
      const email = freshEmail();
      const first = await logIn(server, email);
      server.clock.advance(30_000);
      const second = await logIn(server, email);
      const response = await call(server, 'DELETE', 'session', undefined, { token: first.token });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(refusal(await call(server, 'GET', 'session', undefined, { token: first.token }))).toEqual(
        SESSION_EXPIRED,
      );
      expect(refusal(await call(server, 'DELETE', 'session', undefined, { token: first.token }))).toEqual(
        SESSION_EXPIRED,
      );
      expect((await call(server, 'GET', 'session', undefined, { token: second.token })).statusCode).toBe(200);
    });
  },
);
