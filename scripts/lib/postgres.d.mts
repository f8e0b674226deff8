/** Types of postgres.mjs (a plain-JS module so scripts/test.mjs can use it before any build). */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/walletport_test */
  url: string;
  /** Stops the server and deletes its folder. Idempotent. */
  stop(): Promise<void>;
}
export function findPostgresBin(): string | undefined;
export function startTestPostgres(): Promise<TestPostgres>;
