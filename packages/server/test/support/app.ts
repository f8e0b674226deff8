/**
 * Builds the app for integration tests, once per database kind: `describeOnDatabases('registry', (ctx) =>
 * { it(...) })` declares the suite for PGlite and (when available) Postgres, with a seeded, migrated
 * database and an app that logs nothing. Rate limits are high unless a suite asks otherwise.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildServer } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import type { Database } from '../../src/db/index.js';
import { createProjectStore, type ProjectStore } from '../../src/projects/index.js';
import { seed } from '../../src/seed.js';
import { type TestDatabaseKind, testDatabaseKinds } from './databases.js';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** A store of its own on the same database (writes are visible to the app at once: the memo TTL aside). */
  projects: ProjectStore;
  kind: TestDatabaseKind['name'];
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  // The demo setup: the suites call the demo project and the devnet chains. No indexer: these suites run
  // no devnet, and its loops would poll a developer's own on 8545/8546.
  const base = loadConfig({
    DEMO: 'true',
    INDEXER: 'false',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_PROJECT: '1000000',
  });
  return { ...base, ...overrides, rateLimit: { ...base.rateLimit, ...overrides.rateLimit } };
}

export interface SuiteOptions {
  config?: Partial<ServerConfig>;
  /** Seed the demo project and the wallet catalogue (default true). */
  seed?: boolean;
}

export function describeOnDatabases(
  title: string,
  body: (ctx: () => TestContext) => void,
  options: SuiteOptions = {},
) {
  for (const kind of testDatabaseKinds()) {
    describe(`${title} [${kind.name}]`, () => {
      let context: TestContext | undefined;
      let dispose: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await kind.open();
        dispose = opened.dispose;
        const config = testConfig(options.config);
        if (options.seed !== false) await seed(opened.db, config);
        const app = await buildServer({ config, db: opened.db, logger: false });
        // The app's own store memoises lookups; tests change projects through the app's store so
        // their changes are seen at once.
        context = {
          app,
          db: opened.db,
          config,
          projects: app.walletport.projects,
          kind: kind.name,
          inject: (request) => app.inject(request),
        };
      }, 60_000);
      afterAll(async () => {
        await context?.app.close();
        await dispose?.();
      });
      body(() => {
        if (context === undefined) throw new Error('The test app is not ready (beforeAll failed?)');
        return context;
      });
    });
  }
}

/** A fresh project id per test, so tests in one suite never share a project. */
export function uniqueProjectId(prefix = 'test'): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

export { createProjectStore };
