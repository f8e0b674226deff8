/**
 * SIWX for Solana accounts on PGlite and Postgres: the CAIP-122 message (Solana header, base58 address,
 * "Chain ID" the network reference) signed with Ed25519 by the solnet test keys, and the same nonce,
 * domain and time rules as for Ethereum; Ethereum sign-in keeps working beside it.
 */
import { base58 } from '@scure/base';
import { devnetAccount } from '@walletport/devnet';
import { type SolanaKeypair, signWithKeypair, solanaTestKeypair } from '@walletport/solnet/keys';
import { formatSiwxMessage, type SiwxMessageData } from '@walletport/core/siwx';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/siwx/secrets.js';
import { testDatabaseKinds } from '../support/databases.js';
import {
  DOMAIN,
  expectRejected,
  getSessions,
  ORIGIN,
  postAuthenticate,
  postSignOut,
  requestNonce,
  type SignedAttempt,
  signedAttempt,
  useSiwxServer,
  useTwoChainDevnet,
} from './siwx-kit.js';

const MINUTE = 60_000;
const SOLNET_REFERENCE = 'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP';
const SOLNET_CHAIN = `solana:${SOLNET_REFERENCE}` as const;

type SolanaMessageOptions = Partial<Omit<SiwxMessageData, 'nonce'>>;

/** The text core's builder writes for a Solana account, as the SDK asks the wallet to sign it. */
function solanaMessage(address: string, nonce: string, options: SolanaMessageOptions = {}): string {
  return formatSiwxMessage({
    accountAddress: address,
    chainId: SOLNET_CHAIN,
    domain: DOMAIN,
    uri: `${ORIGIN}/`,
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    statement: 'Sign in to the Walletport demo.',
    ...options,
  });
}

function sign(keypair: SolanaKeypair, message: string): string {
  return base58.encode(signWithKeypair(keypair, new TextEncoder().encode(message)));
}

/** A fresh nonce, the Solana message for `keypair` (or `options.accountAddress`), signed by `keypair`. */
async function solanaAttempt(
  app: FastifyInstance,
  keypair: SolanaKeypair,
  options: SolanaMessageOptions = {},
): Promise<SignedAttempt> {
  const { nonce, token } = await requestNonce(app);
  const message = solanaMessage(options.accountAddress ?? keypair.address, nonce, options);
  return { message, signature: sign(keypair, message), nonceToken: token };
}

const chains = useTwoChainDevnet();

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'SIWX for Solana accounts on %s',
  (_name, kind) => {
    const server = useSiwxServer(kind, chains);

    it('signs in a Solana account: a session for solana:{reference}:{address}, the address as signed', async () => {
      const keypair = solanaTestKeypair(0);
      expect(keypair.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96');
      const attempt = await solanaAttempt(server.app, keypair);
      expect(attempt.message.split('\n').slice(0, 2)).toEqual([
        'localhost:5173 wants you to sign in with your Solana account:',
        keypair.address,
      ]);
      expect(attempt.message).toContain(`\nChain ID: ${SOLNET_REFERENCE}\n`);
      const response = await postAuthenticate(server.app, attempt);
      expect(response.statusCode).toBe(200);
      const { token, session } = response.json();
      expect(session).toEqual({
        id: expect.any(String),
        address: keypair.address,
        chainId: SOLNET_CHAIN,
        domain: DOMAIN,
        issuedAt: expect.any(String),
        expiresAt: expect.any(String),
      });
      const { rows } = await server.db.query<Record<string, unknown>>(
        'SELECT * FROM siwx_sessions WHERE id = $1',
        [session.id],
      );
      expect(rows[0]).toMatchObject({
        token_hash: sha256Hex(token),
        address: keypair.address,
        chain_id: SOLNET_CHAIN,
        message: attempt.message,
        signature: attempt.signature,
      });

      const listed = await getSessions(server.app, token);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().sessions).toEqual([
        { ...session, uri: `${ORIGIN}/`, message: attempt.message, signature: attempt.signature },
      ]);
    });

    it('lists and signs out by the exact base58 address, never another case of it', async () => {
      const keypair = solanaTestKeypair(2);
      const first = (await postAuthenticate(server.app, await solanaAttempt(server.app, keypair))).json();
      const second = (await postAuthenticate(server.app, await solanaAttempt(server.app, keypair))).json();
      // Another account's session is not the caller's.
      await postAuthenticate(server.app, await solanaAttempt(server.app, solanaTestKeypair(3)));
      const ids = (await getSessions(server.app, first.token))
        .json()
        .sessions.map((s: { id: string }) => s.id);
      expect(ids.sort()).toEqual([first.session.id, second.session.id].sort());

      const otherCase = keypair.address.replace(/[a-z]/, (letter) => letter.toUpperCase());
      const forbidden = await postSignOut(server.app, first.token, { address: otherCase });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('SIWX_FORBIDDEN');

      const out = await postSignOut(server.app, first.token, {
        chainId: SOLNET_CHAIN,
        address: keypair.address,
      });
      expect(out.statusCode).toBe(204);
      expect((await getSessions(server.app, second.token)).statusCode).toBe(401);
    });

    it('refuses a signature by another key, and the nonce is spent', async () => {
      const keypair = solanaTestKeypair(0);
      const { nonce, token } = await requestNonce(server.app);
      const message = solanaMessage(keypair.address, nonce);
      const attempt = { message, signature: sign(solanaTestKeypair(1), message), nonceToken: token };
      await expectRejected(
        server.app,
        attempt,
        401,
        'SIWX_INVALID_SIGNATURE',
        `The signature is not a signature of the message by ${keypair.address} on chain ${SOLNET_CHAIN}.`,
      );
      await expectRejected(
        server.app,
        { ...attempt, signature: sign(keypair, message) },
        401,
        'SIWX_NONCE_USED',
      );
    });

    it('refuses a message changed after signing', async () => {
      const attempt = await solanaAttempt(server.app, solanaTestKeypair(0));
      await expectRejected(
        server.app,
        { ...attempt, message: attempt.message.replace('Sign in to the', 'Sign in to thee') },
        401,
        'SIWX_INVALID_SIGNATURE',
      );
    });

    it('refuses a nonce used once already', async () => {
      const attempt = await solanaAttempt(server.app, solanaTestKeypair(0));
      expect((await postAuthenticate(server.app, attempt)).statusCode).toBe(200);
      await expectRejected(
        server.app,
        attempt,
        401,
        'SIWX_NONCE_USED',
        'The nonce has been used already; ask for a new nonce.',
      );
    });

    it('refuses an expired message, and one for a domain the project does not allow', async () => {
      const expirationTime = new Date(Date.now() - 1000).toISOString();
      await expectRejected(
        server.app,
        await solanaAttempt(server.app, solanaTestKeypair(0), {
          issuedAt: new Date(Date.now() - MINUTE).toISOString(),
          expirationTime,
        }),
        401,
        'SIWX_MESSAGE_EXPIRED',
        `The message expired at ${expirationTime}.`,
      );
      await expectRejected(
        server.app,
        await solanaAttempt(server.app, solanaTestKeypair(0), { domain: 'evil.example.com' }),
        401,
        'SIWX_DOMAIN_NOT_ALLOWED',
      );
    });

    it('refuses malformed signatures and addresses by name, without spending the nonce', async () => {
      const keypair = solanaTestKeypair(0);
      const attempt = await solanaAttempt(server.app, keypair);
      await expectRejected(
        server.app,
        { ...attempt, signature: `0x${'ab'.repeat(64)}` },
        400,
        'SIWX_MALFORMED_SIGNATURE',
        'A Solana sign-in signature must be base58 text.',
      );
      await expectRejected(
        server.app,
        { ...attempt, signature: base58.encode(new Uint8Array(63).fill(1)) },
        400,
        'SIWX_MALFORMED_SIGNATURE',
        'The signature decodes to 63 bytes; an Ed25519 signature has 64.',
      );
      await expectRejected(
        server.app,
        { ...attempt, signature: `${attempt.signature.slice(1)}l` },
        400,
        'INVALID_REQUEST',
      );
      // Still unspent: the real signature signs in.
      expect((await postAuthenticate(server.app, attempt)).statusCode).toBe(200);

      const notAKey = '2'.repeat(32);
      await expectRejected(
        server.app,
        await solanaAttempt(server.app, keypair, { accountAddress: notAKey }),
        400,
        'SIWX_INVALID_ADDRESS',
        /is a 32-byte Ed25519 public key/,
      );
      const hexAddress = await solanaAttempt(server.app, keypair);
      await expectRejected(
        server.app,
        { ...hexAddress, message: hexAddress.message.replace(keypair.address, devnetAccount(1).address) },
        400,
        'SIWX_INVALID_MESSAGE',
        'The message is not a Sign-In With Solana (CAIP-122) message: the second line must be a base58 Solana address of 32 to 44 characters.',
      );
    });

    it('keeps Ethereum sign-in working, and wants its signature in hex', async () => {
      const account = devnetAccount(1);
      const attempt = await signedAttempt(server.app, account);
      await expectRejected(
        server.app,
        { ...attempt, signature: sign(solanaTestKeypair(0), attempt.message) },
        400,
        'SIWX_MALFORMED_SIGNATURE',
        'An Ethereum sign-in signature must be 0x and hex digits.',
      );
      const response = await postAuthenticate(server.app, attempt);
      expect(response.statusCode).toBe(200);
      expect(response.json().session).toMatchObject({ address: account.address, chainId: 'eip155:31337' });
    });
  },
);
