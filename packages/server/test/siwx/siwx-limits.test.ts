/**
 * The SIWX routes' own rate limit and the rule that logs carry no secrets, on PGlite only: neither is
 * about storage.
 */
import { Writable } from 'node:stream';
import { devnetAccount } from '@walletport/devnet';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/logger.js';
import { pgliteOnly } from '../blockchain/chain-test-kit.js';
import {
  authUrl,
  getSessions,
  ORIGIN,
  postAuthenticate,
  postSignOut,
  signedAttempt,
  startSiwxServer,
  useTwoChainDevnet,
} from './siwx-kit.js';

const chains = useTwoChainDevnet();

describe('SIWX rate limit', () => {
  it('allows a twentieth of the per-IP limit of nonce and authenticate requests per window, then 429', {
    timeout: 60_000,
  }, async () => {
    const { db, dispose } = await pgliteOnly().open();
    // 40 requests per IP per window: 2 sign-in requests.
    const app = await startSiwxServer({ db, devnet: chains.devnet, env: { RATE_LIMIT_PER_IP: '40' } });
    try {
      const nonce = () => app.inject({ method: 'POST', url: authUrl('nonce'), headers: { origin: ORIGIN } });
      expect((await nonce()).statusCode).toBe(200);
      expect((await nonce()).statusCode).toBe(200);
      const limited = await nonce();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Too many sign-in requests from this address; try again in \d+ seconds\.$/,
      );
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      const authenticate = await postAuthenticate(app, {
        message: 'x',
        signature: '0x00',
        nonceToken: 'A'.repeat(43),
      });
      expect(authenticate.statusCode).toBe(429);
    } finally {
      await app.close();
      await dispose();
    }
  });
});

describe('SIWX logs', () => {
  it('hold no bearer token, nonce token or signature, even at trace level', { timeout: 60_000 }, async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(loggerOptions('trace'), sink) as unknown as FastifyBaseLogger;
    const { db, dispose } = await pgliteOnly().open();
    const app = await startSiwxServer({ db, devnet: chains.devnet, logger });
    try {
      const attempt = await signedAttempt(app, devnetAccount(1));
      const response = await postAuthenticate(app, attempt);
      expect(response.statusCode).toBe(200);
      const { token } = response.json();
      expect((await getSessions(app, token)).statusCode).toBe(200);
      expect((await postSignOut(app, token)).statusCode).toBe(204);
      expect((await postAuthenticate(app, attempt)).statusCode).toBe(401);
      const log = lines.join('');
      expect(log).toContain('/auth/v1/authenticate');
      for (const secret of [token, attempt.nonceToken, attempt.signature]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await dispose();
    }
  });
});
