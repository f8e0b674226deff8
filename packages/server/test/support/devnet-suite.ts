/**
 * Set-up shared by the integration tests that run the server against a real devnet: one devnet for the
 * calling file, and the server on a fresh database of one kind. Each registers its own beforeAll/afterAll
 * where it is called; the returned getters are valid inside tests.
 */
import type { Devnet } from '@walletport/devnet';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startTestDevnet, startTestServer } from '../blockchain/chain-test-kit.js';
import type { TestDatabaseKind } from './databases.js';

/** Thrown by a getter read before its beforeAll ran (or after it failed). */
export function notStarted(what: string): never {
  throw new Error(`The ${what} is read before beforeAll started it.`);
}

/** The test devnet (chain 31337), started before the file's tests and stopped after them. */
export function useTestDevnet(): { readonly devnet: Devnet } {
  let devnet: Devnet | undefined;
  beforeAll(async () => {
    devnet = await startTestDevnet();
  }, 60_000);
  afterAll(async () => {
    await devnet?.stop();
  }, 60_000);
  return {
    get devnet() {
      return devnet ?? notStarted('devnet');
    },
  };
}

/**
 * The server on a fresh database of `kind`, with chain 31337 served by `rpcUrls()` (read in beforeAll, so
 * it may name a devnet started by an earlier hook). Closed, and its database disposed of, afterwards.
 */
export function useTestServer(
  kind: TestDatabaseKind,
  rpcUrls: () => readonly string[],
): { readonly app: FastifyInstance } {
  let app: FastifyInstance | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await kind.open();
    dispose = opened.dispose;
    app = await startTestServer({ db: opened.db, rpcUrls: rpcUrls() });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  }, 60_000);
  return {
    get app() {
      return app ?? notStarted('server');
    },
  };
}
