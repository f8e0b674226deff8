/**
 * The one query layer of the server: plain parameterised SQL ($1, $2 …) that runs unchanged on embedded
 * PGlite and on a Postgres server. Everything above this file talks to `Database` only.
 */

export interface QueryResult<Row> {
  rows: Row[];
}

/** What a query runs on: the database, or the connection of a running transaction. */
export interface Queryable {
  /** One statement with parameters. Values are always sent as parameters, never spliced into the text. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<Result>(fn: (tx: Queryable) => Promise<Result>): Promise<Result>;
  /** Closes the database (PGlite flushes its files; a pool ends its connections). Idempotent. */
  close(): Promise<void>;
}
