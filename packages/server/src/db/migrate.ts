/**
 * Migrations: the ordered SQL files of ./migrations (NNNN_name.sql), each applied once, recorded in
 * schema_migrations. One set of files serves PGlite and Postgres. All pending files run in one
 * transaction under an advisory lock, so two instances starting together cannot both apply them.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.js';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Any constant works; it only has to be the same in every instance of the server. */
const MIGRATION_LOCK_ID = 7_413_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const version = file.slice(0, 4);
    if (migrations.some((migration) => migration.version === version)) {
      throw new Error(`Two migrations share the version ${version} (${file}).`);
    }
    migrations.push({ version, name: file, sql: await readFile(new URL(file, dir), 'utf8') });
  }
  return migrations;
}

/** Applies the pending migrations; returns the names of those applied now. */
export async function migrate(db: Database, migrations?: readonly Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map(
        (row) => row.version,
      ),
    );
    const appliedNow: string[] = [];
    for (const migration of all) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      appliedNow.push(migration.name);
    }
    return appliedNow;
  });
}
