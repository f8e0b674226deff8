import type { Database } from './database.js';
import { createPgliteDatabase } from './pglite-database.js';
import { createPostgresDatabase } from './postgres-database.js';

export interface DatabaseOptions {
  /** A Postgres server; when absent, PGlite in `pgliteDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data folder or 'memory://'. */
  pgliteDir?: string;
}

/** The database the configuration names. Does not migrate: call `migrate(db)` next. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined)
    return createPostgresDatabase({ connectionString: options.databaseUrl });
  return createPgliteDatabase(options.pgliteDir ?? 'memory://');
}
