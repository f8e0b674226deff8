/**
 * Changing a user's email: a code to the current address, then one to the new address, then the change;
 * taken addresses refused (409), wrong and expired codes answered as at login, under the same lock.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import {
  call,
  freshEmail,
  lastCodeTo,
  lastMailTo,
  logIn,
  refusal,
  useEmbeddedServer,
  verifyCode,
} from './embedded-kit.js';

function wrong(code: string, index = 0): string {
  return String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'email change on %s',
  (_name, kind) => {
    const server = useEmbeddedServer(kind);

    it('moves the user to the new address after codes from both addresses', async () => {
      const current = freshEmail('current');
      const next = freshEmail('next');
      const { token, user } = await logIn(server, current);
      server.clock.advance(30_000);

      const started = await call(server, 'POST', 'email/update', { email: next.toUpperCase() }, { token });
      expect(started.statusCode).toBe(202);
      expect(started.json()).toEqual({ expiresInSeconds: 600, resendAfterSeconds: 30, step: 'primary' });
      expect(lastMailTo(server, current).subject).toMatch(/^Confirm your email change for .+: \d{6}$/);
      expect(() => lastMailTo(server, next)).toThrow();

      const primary = await call(
        server,
        'POST',
        'email/update/primary',
        { code: lastCodeTo(server, current) },
        { token },
      );
      expect(primary.statusCode).toBe(202);
      expect(lastMailTo(server, next).subject).toMatch(/^Confirm your new email for .+: \d{6}$/);

      const secondary = await call(
        server,
        'POST',
        'email/update/secondary',
        { code: lastCodeTo(server, next) },
        { token },
      );
      expect(secondary.statusCode).toBe(200);
      expect(secondary.json()).toEqual({ user: { id: user.id, email: next } });

      // The session stays; logging in with the new address finds the same user, the old address a new one.
      expect((await call(server, 'GET', 'session', undefined, { token })).json().user).toEqual({
        id: user.id,
        email: next,
      });
      server.clock.advance(30_000);
      expect((await logIn(server, next)).user.id).toBe(user.id);
      expect((await logIn(server, current)).user.id).not.toBe(user.id);
    });

    it('refuses an address another user has, and the current one, with 409', async () => {
      const taken = freshEmail('taken');
      await logIn(server, taken);
      const email = freshEmail();
      const { token } = await logIn(server, email);
      for (const address of [taken, email]) {
        expect(refusal(await call(server, 'POST', 'email/update', { email: address }, { token }))).toEqual({
          status: 409,
          code: 'EMAIL_IN_USE',
          message: 'Email already in use',
        });
      }
    });

    it('refuses an address taken while the change was under way', async () => {
      const email = freshEmail();
      const next = freshEmail('race');
      const { token } = await logIn(server, email);
      server.clock.advance(30_000);
      await call(server, 'POST', 'email/update', { email: next }, { token });
      await call(server, 'POST', 'email/update/primary', { code: lastCodeTo(server, email) }, { token });
      const code = lastCodeTo(server, next);
      // Someone logs in with the new address first.
      server.clock.advance(30_000);
      await logIn(server, next);
      expect(
        refusal(await call(server, 'POST', 'email/update/secondary', { code }, { token })),
      ).toMatchObject({
        status: 409,
        message: 'Email already in use',
      });
    });

    it('answers wrong and expired codes as login does, with the same lock', async () => {
      const email = freshEmail();
      const next = freshEmail('next');
      const { token } = await logIn(server, email);
      server.clock.advance(30_000);
      expect(
        refusal(await call(server, 'POST', 'email/update/primary', { code: '123456' }, { token })),
      ).toEqual({
        status: 410,
        code: 'CODE_EXPIRED',
        message: 'Code expired',
      });
      await call(server, 'POST', 'email/update', { email: next }, { token });
      const code = lastCodeTo(server, email);
      for (const attemptsLeft of [4, 3, 2, 1]) {
        const response = await call(
          server,
          'POST',
          'email/update/primary',
          { code: wrong(code, attemptsLeft) },
          { token },
        );
        expect(refusal(response)).toEqual({
          status: 401,
          code: 'INVALID_CODE',
          message: 'Invalid code',
          attemptsLeft,
        });
      }
      expect(
        refusal(await call(server, 'POST', 'email/update/primary', { code: wrong(code) }, { token })),
      ).toMatchObject({
        status: 429,
        message: 'Too many attempts. Try again in 15 minutes',
        retryAfterSeconds: 900,
      });
      // The lock is the address's: logging in with it is refused too.
      expect(refusal(await verifyCode(server, email, code))).toMatchObject({ status: 429 });
      expect(refusal(await call(server, 'POST', 'email/update/primary', { code }, { token }))).toMatchObject({
        status: 429,
      });
    });

    it('lets the second code expire after 10 minutes', async () => {
      const email = freshEmail();
      const next = freshEmail('late');
      const { token } = await logIn(server, email);
      server.clock.advance(30_000);
      await call(server, 'POST', 'email/update', { email: next }, { token });
      await call(server, 'POST', 'email/update/primary', { code: lastCodeTo(server, email) }, { token });
      server.clock.advance(10 * 60_000);
      expect(
        refusal(
          await call(server, 'POST', 'email/update/secondary', { code: lastCodeTo(server, next) }, { token }),
        ),
      ).toMatchObject({ status: 410, message: 'Code expired' });
    });

    it('checks the new address and the session', async () => {
      const { token } = await logIn(server, freshEmail());
      expect(refusal(await call(server, 'POST', 'email/update', { email: 'nope' }, { token }))).toMatchObject(
        {
          status: 400,
          message: 'Invalid email address',
        },
      );
      expect(refusal(await call(server, 'POST', 'email/update', { email: freshEmail() }))).toMatchObject({
        status: 401,
        message: 'Session expired',
      });
    });
  },
);
