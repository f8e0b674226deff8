/**
 * Running the server: open the database, migrate, seed, build the app, listen, and shut down gracefully
 * on SIGINT/SIGTERM (stop accepting, finish in-flight requests, then close the database and the cache).
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { type Cache, createMemoryCache, createRedisCache } from './cache/index.js';
import type { ServerConfig } from './config.js';
import { createDatabase, type Database, migrate } from './db/index.js';
import { seed } from './seed.js';

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  cache: Cache;
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  /** Graceful stop: the HTTP server first, then the database and the cache. Idempotent. */
  close(): Promise<void>;
}

/** How long in-flight requests get to finish before the process gives up on a graceful stop. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const db = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const cache = config.redisUrl === undefined ? createMemoryCache() : createRedisCache(config.redisUrl);
  let app: FastifyInstance | undefined;
  try {
    await migrate(db);
    await seed(db, config);
    app = await buildServer({ config, db, cache });
    const address = await app.listen({ port: config.port, host: config.host });
    let closing: Promise<void> | undefined;
    const running = app;
    return {
      app: running,
      db,
      cache,
      url: address,
      close() {
        closing ??= (async () => {
          await running.close();
          await db.close();
          await cache.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await db.close().catch(() => {});
    await cache.close().catch(() => {});
    throw error;
  }
}

/** Stops the server on SIGINT/SIGTERM; a second signal, or a stop slower than 10 s, exits at once. */
export function stopOnSignals(server: RunningServer, exit: (code: number) => void = process.exit): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return exit(1);
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => exit(1), SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    server.close().then(
      () => exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
