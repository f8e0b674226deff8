/**
 * The limits of email login, on a clock the tests move: 5 wrong codes lock an email for 15 minutes (the
 * right code too), one email per address per 30 s, 10 per address and 30 per client IP per hour, each
 * refusal with its exact message and the real wait.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import {
  freshEmail,
  freshIp,
  refusal,
  requestCode,
  sendAndReadCode,
  useEmbeddedServer,
  verifyCode,
} from './embedded-kit.js';

/** A 6-digit code that is not `code`. */
function wrong(code: string, index = 0): string {
  return String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'email login limits on %s',
  (_name, kind) => {
    const server = useEmbeddedServer(kind);

    it('counts wrong codes down, then locks the email for 15 minutes, refusing even the right code', async () => {
      const email = freshEmail();
      const code = await sendAndReadCode(server, email);
      for (const attemptsLeft of [4, 3, 2, 1]) {
        const response = await verifyCode(server, email, wrong(code, attemptsLeft));
        expect(refusal(response)).toEqual({
          status: 401,
          code: 'INVALID_CODE',
          message: 'Invalid code',
          attemptsLeft,
        });
      }
      const fifth = await verifyCode(server, email, wrong(code));
      expect(refusal(fifth)).toEqual({
        status: 429,
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many attempts. Try again in 15 minutes',
        retryAfterSeconds: 900,
      });
      expect(fifth.headers['retry-after']).toBe('900');
      expect(refusal(await verifyCode(server, email, code))).toMatchObject({
        status: 429,
        message: 'Too many attempts. Try again in 15 minutes',
      });

      // Minutes are rounded up, seconds exact.
      server.clock.advance(7 * 60_000 + 30_000);
      expect(refusal(await verifyCode(server, email, code))).toMatchObject({
        status: 429,
        message: 'Too many attempts. Try again in 8 minutes',
        retryAfterSeconds: 450,
      });
      server.clock.advance(7 * 60_000 + 29_500);
      expect(refusal(await verifyCode(server, email, code))).toMatchObject({
        status: 429,
        message: 'Too many attempts. Try again in 1 minutes',
        retryAfterSeconds: 1,
      });

      // After the lock the count starts again; the old code has expired meanwhile, a new one works.
      server.clock.advance(500);
      expect(refusal(await verifyCode(server, email, code))).toMatchObject({ status: 410 });
      const fresh = await sendAndReadCode(server, email);
      expect(refusal(await verifyCode(server, email, wrong(fresh)))).toMatchObject({
        status: 401,
        attemptsLeft: 4,
      });
      expect((await verifyCode(server, email, fresh)).statusCode).toBe(200);
    });

    it('clears the wrong-code count with a right code', async () => {
      const email = freshEmail();
      const first = await sendAndReadCode(server, email);
      for (let index = 0; index < 4; index += 1) await verifyCode(server, email, wrong(first, index));
      expect((await verifyCode(server, email, first)).statusCode).toBe(200);
      server.clock.advance(30_000);
      const second = await sendAndReadCode(server, email);
      expect(refusal(await verifyCode(server, email, wrong(second)))).toMatchObject({
        status: 401,
        attemptsLeft: 4,
      });
    });

    it('locks one email, not its neighbours', async () => {
      const locked = freshEmail();
      const other = freshEmail();
      const code = await sendAndReadCode(server, locked);
      const otherCode = await sendAndReadCode(server, other);
      for (let index = 0; index < 5; index += 1) await verifyCode(server, locked, wrong(code, index));
      expect((await verifyCode(server, locked, code)).statusCode).toBe(429);
      expect((await verifyCode(server, other, otherCode)).statusCode).toBe(200);
    });

    it('sends one email per address per 30 s, naming the seconds left rounded up', async () => {
      const email = freshEmail();
      await sendAndReadCode(server, email);
      server.clock.advance(10_500);
      const early = await requestCode(server, email);
      expect(refusal(early)).toEqual({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Please try again after 20 seconds',
        retryAfterSeconds: 20,
      });
      expect(early.headers['retry-after']).toBe('20');
      server.clock.advance(19_499);
      expect(refusal(await requestCode(server, email))).toMatchObject({
        message: 'Please try again after 1 seconds',
        retryAfterSeconds: 1,
      });
      // A refused request does not restart the wait.
      server.clock.advance(1);
      expect((await requestCode(server, email)).statusCode).toBe(202);
      // The throttle is the address's, whatever its spelling.
      expect(refusal(await requestCode(server, email.toUpperCase()))).toMatchObject({ status: 429 });
      expect(server.mailbox.messages().filter((mail) => mail.to.includes(email))).toHaveLength(2);
    });

    it('sends at most 10 emails per address per hour', async () => {
      const email = freshEmail();
      const start = server.clock.now();
      for (let index = 0; index < 10; index += 1) {
        expect((await requestCode(server, email)).statusCode).toBe(202);
        server.clock.advance(60_000);
      }
      // 10 minutes after the first: the first leaves the hour in 50 minutes.
      expect(refusal(await requestCode(server, email))).toEqual({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Please try again after 3000 seconds',
        retryAfterSeconds: 3000,
      });
      server.clock.advance(start + 60 * 60_000 - server.clock.now());
      expect((await requestCode(server, email)).statusCode).toBe(202);
    });

    it('sends at most 30 emails per client IP per hour, over all addresses and projects', async () => {
      const ip = freshIp();
      for (let index = 0; index < 30; index += 1) {
        const projectId = index % 2 === 0 ? server.projectId : server.otherProjectId;
        expect((await requestCode(server, freshEmail('ip'), { ip, projectId })).statusCode).toBe(202);
      }
      server.clock.advance(90_000);
      expect(refusal(await requestCode(server, freshEmail('ip'), { ip }))).toEqual({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Please try again after 3510 seconds',
        retryAfterSeconds: 3510,
      });
      // Another client is not affected.
      expect((await requestCode(server, freshEmail('ip'), { ip: freshIp() })).statusCode).toBe(202);
      server.clock.advance(3_510_000);
      expect((await requestCode(server, freshEmail('ip'), { ip })).statusCode).toBe(202);
    });

    it('gives the longest wait when several limits refuse at once', async () => {
      const ip = freshIp();
      const email = freshEmail();
      for (let index = 0; index < 30; index += 1) {
        expect(
          (await requestCode(server, index === 29 ? email : freshEmail('both'), { ip })).statusCode,
        ).toBe(202);
      }
      // Both the 30 s of the address and the hour of the client refuse: the hour is the real wait.
      expect(refusal(await requestCode(server, email, { ip }))).toMatchObject({ retryAfterSeconds: 3600 });
    });
  },
);
