/**
 * The databases every integration test runs on: PGlite in memory always, and Postgres when the runner
 * provides WALLETPORT_TEST_DATABASE_URL (see global-setup.ts). Each Postgres test database is a fresh
 * database of its own on that server, dropped afterwards, so test files never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgliteDatabase, createPostgresDatabase, type Database, migrate } from '../../src/db/index.js';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database and the function that disposes of it. */
  open(): Promise<{ db: Database; dispose(): Promise<void> }>;
}

const pglite: TestDatabaseKind = {
  name: 'pglite',
  async open() {
    const db = await createPgliteDatabase('memory://');
    await migrate(db);
    return { db, dispose: () => db.close() };
  },
};

function postgres(serverUrl: string): TestDatabaseKind {
  return {
    name: 'postgres',
    async open() {
      const name = `wp_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const db = createPostgresDatabase({ connectionString: url.toString(), max: 5 });
      await migrate(db);
      return {
        db,
        async dispose() {
          await db.close();
          const cleanup = new pg.Client({ connectionString: serverUrl });
          await cleanup.connect();
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await cleanup.end();
          }
        },
      };
    },
  };
}

/** The kinds to run on: PGlite, plus Postgres when a server URL is provided. */
export function testDatabaseKinds(
  env: Readonly<Record<string, string | undefined>> = process.env,
): TestDatabaseKind[] {
  const url = env.WALLETPORT_TEST_DATABASE_URL;
  return url === undefined || url === '' ? [pglite] : [pglite, postgres(url)];
}
