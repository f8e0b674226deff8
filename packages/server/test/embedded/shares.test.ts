/**
 * The user's wallet shares: stored once (409 after), handed back exactly, the auth share encrypted at rest
 * (the row holds neither its base64 nor its bytes), inputs checked, the wallet shown by verify and session.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import {
  call,
  freshEmail,
  logIn,
  refusal,
  sendAndReadCode,
  useEmbeddedServer,
  verifyCode,
} from './embedded-kit.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

function walletBody(overrides: Record<string, unknown> = {}) {
  return {
    address: ADDRESS,
    solanaAddress: SOLANA_ADDRESS,
    authShare: randomBytes(65).toString('base64'),
    // Key order and nesting must survive as sent.
    recovery: {
      version: 1,
      kdf: { name: 'argon2id', salt: 'c2FsdA==' },
      ciphertext: 'zz',
      a: [1, 'two', null],
    },
    ...overrides,
  };
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'wallet shares on %s',
  (_name, kind) => {
    const server = useEmbeddedServer(kind);

    it('answers 404 "No wallet yet" before the wallet is stored', async () => {
      const { token } = await logIn(server, freshEmail());
      expect(refusal(await call(server, 'GET', 'shares', undefined, { token }))).toEqual({
        status: 404,
        code: 'NO_WALLET',
        message: 'No wallet yet',
      });
    });

    it('stores the wallet once and hands the shares back exactly as sent', async () => {
      const email = freshEmail();
      const { token } = await logIn(server, email);
      const body = walletBody({ address: ADDRESS.toLowerCase() });
      const created = await call(server, 'PUT', 'shares', body, { token });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ wallet: { address: ADDRESS, solanaAddress: SOLANA_ADDRESS } });

      const shares = await call(server, 'GET', 'shares', undefined, { token });
      expect(shares.statusCode).toBe(200);
      expect(shares.json()).toEqual({ ...body, address: ADDRESS });
      expect(JSON.stringify(shares.json().recovery)).toBe(JSON.stringify(body.recovery));

      const again = await call(server, 'PUT', 'shares', walletBody(), { token });
      expect(refusal(again)).toEqual({
        status: 409,
        code: 'WALLET_EXISTS',
        message: 'Wallet already exists',
      });
      expect((await call(server, 'GET', 'shares', undefined, { token })).json().authShare).toBe(
        body.authShare,
      );

      // The wallet now shows on the session and on the next login.
      const session = await call(server, 'GET', 'session', undefined, { token });
      expect(session.json().wallet).toEqual({ address: ADDRESS, solanaAddress: SOLANA_ADDRESS });
      server.clock.advance(30_000);
      const code = await sendAndReadCode(server, email);
      expect((await verifyCode(server, email, code)).json().wallet).toEqual({
        address: ADDRESS,
        solanaAddress: SOLANA_ADDRESS,
      });
    });

    it('keeps the auth share encrypted at rest', async () => {
      const { token, user } = await logIn(server, freshEmail());
      const share = randomBytes(48);
      const body = walletBody({ authShare: share.toString('base64') });
      expect((await call(server, 'PUT', 'shares', body, { token })).statusCode).toBe(201);
      const { rows } = await server.db.query<Record<string, unknown>>(
        'SELECT * FROM embedded_wallets WHERE user_id = $1',
        [user.id],
      );
      const row = JSON.stringify(rows);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.auth_share).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{22}$/);
      for (const form of ['base64', 'base64url', 'hex'] as const)
        expect(row).not.toContain(share.toString(form));
      // A row moved to another user does not open there: the share is bound to its user.
      const other = await logIn(server, freshEmail());
      await server.db.query(
        `INSERT INTO embedded_wallets (user_id, project_id, address, solana_address, auth_share, recovery)
       VALUES ($1, $2, $3, $4, $5, '{}')`,
        [other.user.id, server.projectId, ADDRESS, SOLANA_ADDRESS, rows[0]?.auth_share],
      );
      expect((await call(server, 'GET', 'shares', undefined, { token: other.token })).statusCode).toBe(500);
    });

    it('refuses bad addresses, shares and recovery data with 400', async () => {
      const { token } = await logIn(server, freshEmail());
      const cases: [Record<string, unknown>, string][] = [
        [{ address: '0x1234' }, 'Invalid address'],
        [{ address: '0x70997970c51812dc3a010c7d01b50e0d17dc79C8' }, 'Invalid address'],
        [{ solanaAddress: '0OIl4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xW' }, 'Invalid Solana address'],
        [{ solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4g' }, 'Invalid Solana address'],
        [{ authShare: 'not base64!' }, 'Invalid auth share: expected base64'],
        [{ authShare: 'QQ' }, 'Invalid auth share: expected base64'],
        [{ authShare: 'QR==' }, 'Invalid auth share: expected base64'],
        [{ authShare: '' }, 'Invalid auth share: expected base64'],
        [{ recovery: { blob: 'x'.repeat(2_040) } }, 'Recovery data is larger than 2048 bytes'],
      ];
      for (const [overrides, message] of cases) {
        const response = await call(server, 'PUT', 'shares', walletBody(overrides), { token });
        expect(refusal(response), JSON.stringify(overrides)).toEqual({
          status: 400,
          code: 'INVALID_REQUEST',
          message,
        });
      }
      const notObject = await call(server, 'PUT', 'shares', walletBody({ recovery: 'text' }), { token });
      expect(notObject.statusCode).toBe(400);
      // Nothing was stored by the refusals.
      expect((await call(server, 'GET', 'shares', undefined, { token })).statusCode).toBe(404);
      // Exactly 2 KB of JSON is fine.
      const fits = walletBody({ recovery: { blob: 'x'.repeat(2_048 - '{"blob":""}'.length) } });
      expect((await call(server, 'PUT', 'shares', fits, { token })).statusCode).toBe(201);
    });

    it('needs a live session', async () => {
      const { token } = await logIn(server, freshEmail());
      await call(server, 'DELETE', 'session', undefined, { token });
      expect(refusal(await call(server, 'PUT', 'shares', walletBody(), { token }))).toMatchObject({
        status: 401,
        message: 'Session expired',
      });
      expect(refusal(await call(server, 'GET', 'shares', undefined, { token }))).toMatchObject({
        status: 401,
      });
    });
  },
);
