/**
 * What email login leaves in the logs (no code, token or share, even at trace level), and what happens
 * when the mail server is down (502, nothing secret logged).
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/logger.js';
import { testDatabaseKinds } from '../support/databases.js';
import {
  call,
  freshEmail,
  lastCodeTo,
  logIn,
  refusal,
  requestCode,
  useEmbeddedServer,
} from './embedded-kit.js';

const kind = testDatabaseKinds()[0];
if (kind === undefined) throw new Error('no database kind');

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

describe('email login logs', () => {
  const logs = captureLogs();
  const server = useEmbeddedServer(kind, { logger: logs.logger });

  it('hold no code, session token or auth share, even at trace level', async () => {
    const email = freshEmail();
    const { token } = await logIn(server, email);
    const code = lastCodeTo(server, email);
    const authShare = randomBytes(40).toString('base64');
    const put = await call(
      server,
      'PUT',
      'shares',
      {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
        authShare,
        recovery: { secret: 'recovery-secret-value' },
      },
      { token },
    );
    expect(put.statusCode).toBe(201);
    expect((await call(server, 'GET', 'shares', undefined, { token })).statusCode).toBe(200);
    const log = logs.text();
    expect(log).toContain('/embedded/v1/otp/verify');
    for (const secret of [code, token, authShare, 'recovery-secret-value', email])
      expect(log).not.toContain(secret);
  });
});

describe('email login with the mail server down', () => {
  const logs = captureLogs();
  const server = useEmbeddedServer(kind, { env: { SMTP_URL: 'smtp://127.0.0.1:1' }, logger: logs.logger });

  it('answers 502 and logs the failure without the message', async () => {
    const email = freshEmail();
    const response = await requestCode(server, email);
    expect(refusal(response)).toEqual({
      status: 502,
      code: 'MAIL_UNAVAILABLE',
      message: 'The email could not be sent; try again later',
    });
    const log = logs.text();
    expect(log).toContain('the code email was not sent');
    expect(log).not.toContain(email);
    const { rows } = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM embedded_codes');
    expect(rows).toHaveLength(1);
  });
});
