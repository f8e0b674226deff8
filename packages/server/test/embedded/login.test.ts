/**
 * Email login on PGlite (and Postgres when the runner has one): sending a code (mail content, the host
 * origin check, email validation), codes at rest, verifying (users per project, single use, expiry, a new
 * code replacing the old), and 503 without SMTP.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import {
  call,
  freshEmail,
  HOST_ORIGIN,
  lastCodeTo,
  lastMailTo,
  logIn,
  PROJECT_NAME,
  refusal,
  requestCode,
  sendAndReadCode,
  useEmbeddedServer,
  verifyCode,
} from './embedded-kit.js';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'email login on %s',
  (_name, kind) => {
    const server = useEmbeddedServer(kind);

    it('emails a 6-digit code naming the project, and answers 202 with the timings', async () => {
      const email = freshEmail();
      const response = await requestCode(server, email);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ expiresInSeconds: 600, resendAfterSeconds: 30 });
      const mail = lastMailTo(server, email);
      const code = lastCodeTo(server, email);
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.subject).toBe(`Your login code for ${PROJECT_NAME}: ${code}`);
      expect(mail.from).toBe('Walletport <login@localhost>');
      expect(mail.to).toEqual([email]);
      expect(mail.text).toContain(code);
      expect(mail.text).toContain(PROJECT_NAME);
      expect(mail.text).toContain('10 minutes');
      expect(mail.html).toContain(code);
      expect(mail.html).toContain('Acme &lt;Shop&gt; &amp; &quot;Friends&quot;');
      expect(mail.html).not.toContain('<Shop>');
    });

    it('stores the code only as a MAC: the database never holds it', async () => {
      const email = freshEmail();
      const code = await sendAndReadCode(server, email);
      const { rows } = await server.db.query<Record<string, unknown>>(
        'SELECT * FROM embedded_codes WHERE project_id = $1 AND subject = $2',
        [server.projectId, email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(code);
    });

    it('logs in with the right code: a session, the user of the lower-cased email, no wallet yet', async () => {
      const email = freshEmail('Mixed.Case');
      const code = await sendAndReadCode(server, email.toUpperCase());
      const response = await verifyCode(server, `  ${email}  `, code);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: new Date(server.clock.now() + 30 * 24 * 60 * 60_000).toISOString(),
        user: { id: expect.any(String), email: email.toLowerCase() },
        wallet: null,
      });
      // The same person logging in again (after the 30 s between emails) is the same user.
      server.clock.advance(30_000);
      const again = await logIn(server, email);
      expect(again.user.id).toBe(body.user.id);
      expect(again.token).not.toBe(body.sessionToken);
    });

    it('keeps users per project: one email, two projects, two users', async () => {
      const email = freshEmail();
      const here = await logIn(server, email);
      const there = await logIn(server, email, { projectId: server.otherProjectId });
      expect(there.user.email).toBe(here.user.email);
      expect(there.user.id).not.toBe(here.user.id);
    });

    it('takes a code once', async () => {
      const email = freshEmail();
      const code = await sendAndReadCode(server, email);
      expect((await verifyCode(server, email, code)).statusCode).toBe(200);
      expect(refusal(await verifyCode(server, email, code))).toEqual({
        status: 410,
        code: 'CODE_EXPIRED',
        message: 'Code expired',
      });
    });

    it('lets a code expire after 10 minutes', async () => {
      const email = freshEmail();
      const code = await sendAndReadCode(server, email);
      server.clock.advance(10 * 60_000 - 1);
      const early = freshEmail();
      const earlyCode = await sendAndReadCode(server, early);
      server.clock.advance(1);
      expect(refusal(await verifyCode(server, email, code))).toMatchObject({
        status: 410,
        message: 'Code expired',
      });
      // A code sent later is still good.
      expect((await verifyCode(server, early, earlyCode)).statusCode).toBe(200);
    });

    it('answers 410 when no code was ever sent to the email', async () => {
      expect(refusal(await verifyCode(server, freshEmail(), '123456'))).toMatchObject({
        status: 410,
        message: 'Code expired',
      });
    });

    it('replaces the old code with a new one', async () => {
      const email = freshEmail();
      const first = await sendAndReadCode(server, email);
      server.clock.advance(30_000);
      let second = await sendAndReadCode(server, email);
      // One in a million: the new code may equal the old one; then ask once more.
      if (second === first) {
        server.clock.advance(30_000);
        second = await sendAndReadCode(server, email);
      }
      expect(refusal(await verifyCode(server, email, first))).toEqual({
        status: 401,
        code: 'INVALID_CODE',
        message: 'Invalid code',
        attemptsLeft: 4,
      });
      expect((await verifyCode(server, email, second)).statusCode).toBe(200);
      const { rows } = await server.db.query(
        'SELECT 1 FROM embedded_codes WHERE project_id = $1 AND subject = $2',
        [server.projectId, email],
      );
      expect(rows).toHaveLength(0);
    });

    it('refuses malformed email addresses with 400 "Invalid email address"', async () => {
      for (const email of [
        '',
        'plain',
        'a@b',
        'a@@example.com',
        'a b@example.com',
        'a@exa_mple.com',
        '.a@example.com',
      ]) {
        expect(refusal(await requestCode(server, email))).toEqual({
          status: 400,
          code: 'INVALID_EMAIL',
          message: 'Invalid email address',
        });
        expect(refusal(await verifyCode(server, email, '123456'))).toMatchObject({
          status: 400,
          message: 'Invalid email address',
        });
      }
    });

    it("sends only for a host page on the project's allowed origins (wildcards too)", async () => {
      const allowed = await requestCode(server, freshEmail(), { hostOrigin: 'https://shop.eu.example.org' });
      expect(allowed.statusCode).toBe(202);
      for (const hostOrigin of [
        'https://evil.example',
        'http://shop.example.com',
        'https://example.org',
        'null',
      ]) {
        const email = freshEmail();
        expect(refusal(await requestCode(server, email, { hostOrigin }))).toEqual({
          status: 403,
          code: 'UNAUTHORIZED_DOMAIN',
          message: 'Origin not allowed',
        });
        expect(() => lastMailTo(server, email)).toThrow();
      }
    });

    it("refuses a browser request from outside the frame's origins, even the host page's own", async () => {
      for (const origin of [HOST_ORIGIN, 'https://evil.example']) {
        const email = freshEmail();
        expect(refusal(await requestCode(server, email, { origin }))).toMatchObject({
          status: 403,
          message: 'Origin not allowed',
        });
      }
      // A caller without an Origin header is not a browser; it is judged by the body alone.
      expect((await requestCode(server, freshEmail(), { origin: null })).statusCode).toBe(202);
    });

    it('refuses unknown projects like every project route', async () => {
      const response = await requestCode(server, freshEmail(), { projectId: 'no-such-project' });
      expect(refusal(response)).toMatchObject({ status: 403, code: 'INVALID_PROJECT_ID' });
    });

    it('lists the routes in the OpenAPI document', async () => {
      const document = (await server.app.inject('/openapi.json')).json();
      for (const path of ['otp', 'otp/verify', 'session', 'shares', 'email/update', 'email/update/primary']) {
        expect(Object.keys(document.paths)).toContain(`/embedded/v1/${path}`);
      }
    });

    it('answers a non-JSON body with 400 or 415, never 5xx', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: `/embedded/v1/otp?projectId=${server.projectId}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(response.statusCode).toBe(400);
      expect((await call(server, 'POST', 'otp', { email: 'a@example.com' })).statusCode).toBe(400);
    });
  },
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'email login without SMTP on %s',
  (_name, kind) => {
    const server = useEmbeddedServer(kind, { env: { SMTP_URL: '', EMBEDDED_SHARE_KEY: '' } });

    it('answers 503 "Email login is not configured" on every route', async () => {
      const requests = [
        requestCode(server, freshEmail()),
        verifyCode(server, freshEmail(), '123456'),
        call(server, 'GET', 'session', undefined, { token: 'x'.repeat(43) }),
        call(server, 'GET', 'shares', undefined, { token: 'x'.repeat(43) }),
        call(server, 'POST', 'email/update', { email: freshEmail() }, { token: 'x'.repeat(43) }),
      ];
      for (const response of await Promise.all(requests)) {
        expect(refusal(response)).toEqual({
          status: 503,
          code: 'EMAIL_LOGIN_NOT_CONFIGURED',
          message: 'Email login is not configured',
        });
      }
      expect(server.mailbox.messages()).toEqual([]);
    });
  },
);
