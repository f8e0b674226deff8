/**
 * For tests that drive core's clients over real HTTP: a devnet, and the server on PGlite in memory
 * listening on 127.0.0.1 with that devnet as its RPC upstream. Registers its own beforeAll/afterAll in
 * the calling file; the returned getters are valid inside tests.
 */
import type { Devnet } from '@walletport/devnet';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { pgliteOnly, rpcUrlOf, startTestDevnet, startTestServer } from '../blockchain/chain-test-kit.js';
import { notStarted } from './devnet-suite.js';

export interface ListeningServer {
  readonly devnet: Devnet;
  readonly app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  readonly baseUrl: string;
}

export function useListeningServerOnDevnet(): ListeningServer {
  let devnet: Devnet | undefined;
  let app: FastifyInstance | undefined;
  let baseUrl: string | undefined;
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    devnet = await startTestDevnet();
    const opened = await pgliteOnly().open();
    dispose = opened.dispose;
    app = await startTestServer({ db: opened.db, rpcUrls: [rpcUrlOf(devnet)] });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await dispose?.();
    await devnet?.stop();
  }, 60_000);

  return {
    get devnet() {
      return devnet ?? notStarted('devnet');
    },
    get app() {
      return app ?? notStarted('server');
    },
    get baseUrl() {
      return baseUrl ?? notStarted('server');
    },
  };
}
