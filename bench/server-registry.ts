/**
 * The wallet registry under load: GET /getWallets (the first page of 40, as the All Wallets view asks
 * for it, and a search) against a real server on 127.0.0.1 with PGlite, hammered with autocannon from
 * worker threads. Prints req/s and latency beside the issue-6 targets; asserts nothing (timings are noisy).
 * The per-IP and per-project limits are off (one client IP sends thousands of requests a second);
 * everything else (project check, CORS, metrics, logging at 'warn') runs as in production.
 *
 *   npx tsx --conditions=walletport-source bench/server-registry.ts              # 10 s per scenario
 *   BENCH_DURATION=5 npx tsx --conditions=walletport-source bench/server-registry.ts
 */
import { availableParallelism } from 'node:os';
import { buildServer } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createDatabase, migrate } from '../packages/server/src/db/index.js';
import { seed } from '../packages/server/src/seed.js';
import { durationSeconds, printLoadResult, runLoad } from './load.js';

const SCENARIOS = [
  { label: 'first page (40)', query: 'page=1&entries=40' },
  { label: 'search "wallet" (100)', query: 'page=1&entries=100&search=wallet&chains=eip155:1' },
];

async function main(): Promise<void> {
  const db = await createDatabase({ pgliteDir: 'memory://' });
  await migrate(db);
  // DEMO: the demo project the requests name (a production configuration seeds none).
  const config = loadConfig({
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_PROJECT: '0',
  });
  await seed(db, config);
  const app = await buildServer({ config, db });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const duration = durationSeconds();
    for (const scenario of SCENARIOS) {
      const url = `${base}/getWallets?projectId=walletport-demo&st=react&sv=bench&${scenario.query}`;
      const headers = { origin: 'http://localhost:5173' };
      const warm = await fetch(url, { headers });
      if (!warm.ok)
        throw new Error(`The warm-up request failed with HTTP ${warm.status}: ${await warm.text()}`);
      console.log(
        `\nRegistry, ${scenario.label}: GET /getWallets?${scenario.query} for ${duration} s, 50 connections …`,
      );
      // Load from worker threads (one core left for the server): generated on the server's own thread it
      // would compete with the server and measure the generator instead.
      const workers = Math.min(2, Math.max(1, availableParallelism() - 1));
      const result = await runLoad({ url, connections: 50, duration, workers, headers });
      printLoadResult(result);
    }
  } finally {
    await app.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
