/**
 * Embedded PGlite (a real Postgres compiled to WebAssembly) in a data folder, or in memory for
 * 'memory://'. Zero set-up: the default storage of the server.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database.js';

interface PgliteLike {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(connection: PgliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await connection.query<Row>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await connection.exec(sql);
    },
  };
}

export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(inMemory ? 'memory://' : dataDir);
  const queries = wrap(pglite);
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    query: queries.query,
    exec: queries.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close() {
      closing ??= pglite.closed ? Promise.resolve() : pglite.close();
      return closing;
    },
  };
}
