/** A Postgres server through a pg connection pool (DATABASE_URL): the production storage. */
import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.js';

export interface PostgresOptions {
  connectionString: string;
  /** Pool size; each API instance needs few connections as queries are short. */
  max?: number;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which runs several statements in one call.
      await client.query(sql);
    },
  };
}

export function createPostgresDatabase(options: PostgresOptions): Database {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.max ?? 10 });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const queries = wrap(pool);
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    query: queries.query,
    exec: queries.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
