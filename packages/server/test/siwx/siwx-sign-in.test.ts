/**
 * SIWX sign-in on PGlite and Postgres: nonces, an EOA's sign-in, and the checks of POST
 * /auth/v1/authenticate before the signature (nonce, times, domain, URI, message form).
 * Signatures (EOA, ERC-1271, ERC-6492) are in siwx-signatures.test.ts, sessions and sign-out in
 * siwx-sessions.test.ts.
 */
import { devnetAccount } from '@walletport/devnet';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/siwx/secrets.js';
import { testDatabaseKinds } from '../support/databases.js';
import {
  authUrl,
  expectRejected,
  type MessageOptions,
  ORIGIN,
  postAuthenticate,
  requestNonce,
  signedAttempt,
  siweMessage,
  useSiwxServer,
  useTwoChainDevnet,
} from './siwx-kit.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Signed attempts the checks before the signature refuse; dates are chosen when the case runs. */
const REFUSED_ATTEMPTS: {
  what: string;
  options: () => MessageOptions;
  status: number;
  code: string;
  message?: (options: MessageOptions) => string | RegExp;
  origin?: string;
}[] = [
  {
    what: 'an expired message',
    options: () => ({ issuedAt: new Date(Date.now() - MINUTE), expirationTime: new Date(Date.now() - 1000) }),
    status: 401,
    code: 'SIWX_MESSAGE_EXPIRED',
    message: ({ expirationTime }) => `The message expired at ${expirationTime?.toISOString()}.`,
  },
  {
    what: 'a message not valid yet',
    options: () => ({ notBefore: new Date(Date.now() + 10 * MINUTE) }),
    status: 401,
    code: 'SIWX_MESSAGE_NOT_YET_VALID',
    message: ({ notBefore }) => `The message is not valid before ${notBefore?.toISOString()}.`,
  },
  {
    what: 'a message issued in the future',
    options: () => ({ issuedAt: new Date(Date.now() + 10 * MINUTE) }),
    status: 401,
    code: 'SIWX_ISSUED_IN_FUTURE',
    message: () => /^The message is issued in the future/,
  },
  {
    what: 'a domain outside the allowed origins',
    options: () => ({ domain: 'evil.example.com' }),
    status: 401,
    code: 'SIWX_DOMAIN_NOT_ALLOWED',
    message: () =>
      "The message's domain evil.example.com is not the host of one of the project's allowed origins (spelled as the origin spells it).",
  },
  {
    what: 'a domain other than the requesting page',
    options: () => ({ domain: 'localhost:5174' }),
    status: 401,
    code: 'SIWX_DOMAIN_MISMATCH',
    message: () =>
      "The message's domain localhost:5174 is not the host of the requesting origin http://localhost:5173.",
  },
  {
    what: 'a URI whose origin is not allowed',
    options: () => ({ uri: 'https://evil.example.com/login' }),
    status: 401,
    code: 'SIWX_URI_NOT_ALLOWED',
    message: () =>
      "The message's URI origin https://evil.example.com is not one of the project's allowed origins.",
  },
  {
    what: 'a request from an origin that is not allowed',
    options: () => ({}),
    status: 403,
    code: 'UNAUTHORIZED_DOMAIN',
    origin: 'https://evil.example.com',
  },
];

const chains = useTwoChainDevnet();

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'SIWX sign-in on %s',
  (_name, kind) => {
    const server = useSiwxServer(kind, chains);

    it('issues single-use nonces of at least 16 letters and digits, valid 5 minutes', async () => {
      const before = Date.now();
      const first = await requestNonce(server.app);
      const after = Date.now();
      const second = await requestNonce(server.app);
      expect(first.nonce).toMatch(/^[A-Za-z0-9]{16,}$/);
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.nonce).not.toBe(first.nonce);
      expect(Date.parse(first.expiresAt) - before).toBeGreaterThanOrEqual(5 * MINUTE);
      expect(Date.parse(first.expiresAt) - after).toBeLessThanOrEqual(5 * MINUTE);
      // Only the token's hash is stored.
      const { rows } = await server.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM siwx_nonces WHERE nonce = $1',
        [first.nonce],
      );
      expect(rows).toEqual([{ token_hash: sha256Hex(first.token) }]);
    });

    it('refuses a nonce for an unknown project or an origin the project does not allow', async () => {
      expect(
        (await server.app.inject({ method: 'POST', url: authUrl('nonce', 'nope-nope') })).json().code,
      ).toBe('INVALID_PROJECT_ID');
      const foreign = await server.app.inject({
        method: 'POST',
        url: authUrl('nonce'),
        headers: { origin: 'https://evil.example.com' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().code).toBe('UNAUTHORIZED_DOMAIN');
    });

    it('signs in an EOA: a session for the address and chain, a bearer token stored only as a hash', async () => {
      const account = devnetAccount(1);
      const attempt = await signedAttempt(server.app, account);
      const response = await postAuthenticate(server.app, attempt);
      expect(response.statusCode).toBe(200);
      const { token, session } = response.json();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session).toEqual({
        id: expect.any(String),
        address: account.address,
        chainId: 'eip155:31337',
        domain: 'localhost:5173',
        issuedAt: expect.any(String),
        expiresAt: expect.any(String),
      });
      // No Expiration Time in the message: the session lives 7 days.
      expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(7 * DAY - MINUTE);
      expect(Date.parse(session.expiresAt) - Date.now()).toBeLessThanOrEqual(7 * DAY);
      const { rows } = await server.db.query<Record<string, unknown>>(
        'SELECT * FROM siwx_sessions WHERE id = $1',
        [session.id],
      );
      expect(rows[0]).toMatchObject({
        project_id: 'walletport-demo',
        token_hash: sha256Hex(token),
        address: account.address,
        uri: `${ORIGIN}/`,
        message: attempt.message,
        signature: attempt.signature,
      });
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('ends the session at the Expiration Time when that is sooner than 7 days', async () => {
      const expirationTime = new Date(Date.now() + 10 * MINUTE);
      const response = await postAuthenticate(
        server.app,
        await signedAttempt(server.app, devnetAccount(1), { expirationTime }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().session.expiresAt).toBe(expirationTime.toISOString());
    });

    it('signs in without an Origin header (a non-browser client)', async () => {
      const attempt = await signedAttempt(server.app, devnetAccount(1));
      const response = await server.app.inject({
        method: 'POST',
        url: authUrl('authenticate'),
        payload: attempt,
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a nonce used once already', async () => {
      const attempt = await signedAttempt(server.app, devnetAccount(1));
      expect((await postAuthenticate(server.app, attempt)).statusCode).toBe(200);
      await expectRejected(
        server.app,
        attempt,
        401,
        'SIWX_NONCE_USED',
        'The nonce has been used already; ask for a new nonce.',
      );
    });

    it('lets exactly one of two racing requests with one nonce through', async () => {
      const attempt = await signedAttempt(server.app, devnetAccount(1));
      const responses = await Promise.all([
        postAuthenticate(server.app, attempt),
        postAuthenticate(server.app, attempt),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
      expect(responses.find((response) => response.statusCode === 401)?.json().code).toBe('SIWX_NONCE_USED');
    });

    it('refuses an unknown nonce token, one of another project, an expired one, and a nonce not the token’s', async () => {
      const account = devnetAccount(1);
      const attempt = await signedAttempt(server.app, account);
      await expectRejected(
        server.app,
        { ...attempt, nonceToken: 'A'.repeat(43) },
        401,
        'SIWX_NONCE_UNKNOWN',
        'The nonce token is unknown; ask for a new nonce.',
      );

      const foreign = await requestNonce(server.app, server.otherProjectId);
      const message = siweMessage(account, foreign.nonce);
      await expectRejected(
        server.app,
        { message, signature: await account.signMessage({ message }), nonceToken: foreign.token },
        401,
        'SIWX_NONCE_WRONG_PROJECT',
        'The nonce token was not issued for this project.',
      );

      const stale = await signedAttempt(server.app, account);
      await server.db.query('UPDATE siwx_nonces SET expires_at = $2 WHERE token_hash = $1', [
        sha256Hex(stale.nonceToken),
        new Date(Date.now() - 1000),
      ]);
      await expectRejected(
        server.app,
        stale,
        401,
        'SIWX_NONCE_EXPIRED',
        'The nonce has expired; ask for a new nonce.',
      );

      const other = await requestNonce(server.app);
      await expectRejected(
        server.app,
        { ...attempt, nonceToken: other.token },
        401,
        'SIWX_NONCE_MISMATCH',
        "The message's nonce is not the nonce of the nonce token.",
      );
    });

    it.each(REFUSED_ATTEMPTS)('refuses $what', async ({ options, status, code, message, origin }) => {
      const chosen = options();
      await expectRejected(
        server.app,
        await signedAttempt(server.app, devnetAccount(1), chosen),
        status,
        code,
        message?.(chosen),
        origin,
      );
    });

    it('refuses text that is not an EIP-4361 message, and a malformed address', async () => {
      const account = devnetAccount(1);
      const attempt = await signedAttempt(server.app, account);
      await expectRejected(
        server.app,
        { ...attempt, message: `${attempt.message}\nExtra: line` },
        400,
        'SIWX_INVALID_MESSAGE',
        'The message is not an EIP-4361 message: unexpected text on line 11.',
      );
      const broken = account.address.replace(/[a-f]/, (char) => char.toUpperCase());
      await expectRejected(
        server.app,
        await signedAttempt(server.app, account, { address: broken as Address }).then((signed) => ({
          ...signed,
          message: signed.message.replace(account.address, broken),
        })),
        400,
        'SIWX_INVALID_ADDRESS',
      );
      await expectRejected(
        server.app,
        { message: attempt.message, signature: attempt.signature },
        400,
        'INVALID_REQUEST',
        "Missing body field 'nonceToken'",
      );
    });
  },
);
