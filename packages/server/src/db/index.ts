export { createDatabase, type DatabaseOptions } from './create-database.js';
export type { Database, DatabaseKind, Queryable, QueryResult } from './database.js';
export { type Migration, migrate, readMigrations } from './migrate.js';
export { createPgliteDatabase } from './pglite-database.js';
export { createPostgresDatabase, type PostgresOptions } from './postgres-database.js';
