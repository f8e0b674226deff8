/**
 * Vitest global setup for the server's integration tests: starts a throw-away Postgres (Debian's
 * postgresql, installed when missing) and hands its URL to the tests as WALLETPORT_TEST_DATABASE_URL,
 * so every database test runs on PGlite and on Postgres. Skipped when WALLETPORT_TEST_POSTGRES is '0'
 * or when the runner already provides a URL (scripts/test.mjs may start the server itself).
 */
import { startTestPostgres } from '../../../../scripts/lib/postgres.mjs';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.WALLETPORT_TEST_POSTGRES === '0' || process.env.WALLETPORT_TEST_DATABASE_URL)
    return undefined;
  const postgres = await startTestPostgres();
  // Test workers start after global setup and inherit this environment.
  process.env.WALLETPORT_TEST_DATABASE_URL = postgres.url;
  return async () => {
    delete process.env.WALLETPORT_TEST_DATABASE_URL;
    await postgres.stop();
  };
}
