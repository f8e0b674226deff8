/**
 * The wallet registry under load: GET /getWallets (the first page of 40, as the All Wallets view asks
 * for it, and a search) against a real server on 127.0.0.1 with PGlite, hammered with autocannon from
 * worker threads. Prints req/s and latency beside the issue-6 targets; asserts nothing (timings are noisy).
 * The per-IP and per-project limits are off (one client IP sends thousands of requests a second);
 * everything else (project check, CORS, metrics, logging at 'warn') runs as in production.
 *
 *   npx tsx --conditions development bench/server-registry.ts              # 10 s per scenario
 *   BENCH_DURATION=5 npx tsx --conditions development bench/server-registry.ts
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { buildServer } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createDatabase, migrate } from '../packages/server/src/db/index.js';
import { seed } from '../packages/server/src/seed.js';

/** The part of autocannon's result this bench reads (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  workers?: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Issue 6: the registry answers ≥ 5,000 req/s with p99 < 20 ms on one instance. */
const TARGET_REQUESTS_PER_SECOND = 5_000;
const TARGET_P99_MS = 20;

function durationSeconds(): number {
  const value = Number(process.env.BENCH_DURATION ?? '10');
  return Number.isFinite(value) && value >= 1 && value <= 60 ? value : 10;
}

const SCENARIOS = [
  { label: 'first page (40)', query: 'page=1&entries=40' },
  { label: 'search "wallet" (100)', query: 'page=1&entries=100&search=wallet&chains=eip155:1' },
];

async function main(): Promise<void> {
  const db = await createDatabase({ pgliteDir: 'memory://' });
  await migrate(db);
  const config = loadConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_PROJECT: '0' });
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
      const result = await autocannon({ url, connections: 50, duration, workers, headers });
      const rows: [string, string, string][] = [
        [
          'requests/s (average)',
          result.requests.average.toFixed(0),
          `target ≥ ${TARGET_REQUESTS_PER_SECOND}`,
        ],
        ['latency p50 (ms)', String(result.latency.p50), ''],
        ['latency p99 (ms)', String(result.latency.p99), `target < ${TARGET_P99_MS}`],
        ['requests total', String(result.requests.total), ''],
        [
          'non-2xx / errors / timeouts',
          `${result.non2xx} / ${result.errors} / ${result.timeouts}`,
          'expected 0 / 0 / 0',
        ],
      ];
      for (const [label, value, note] of rows)
        console.log(`${label.padEnd(30)} ${value.padStart(10)}   ${note}`);
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
