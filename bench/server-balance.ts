/**
 * Cached balance requests against a real server: GET /v1/account/{address}/balance on a devnet chain,
 * after one warm-up request has filled the 30 s cache, hammered with autocannon on 127.0.0.1.
 * Prints req/s and p99 latency; asserts nothing (timings are noisy).
 *
 *   npx tsx --conditions development bench/server-balance.ts              # 10 s
 *   BENCH_DURATION=5 npx tsx --conditions development bench/server-balance.ts
 *
 * (`--conditions development` makes the workspace packages load from their TypeScript sources.)
 */
import { createRequire } from 'node:module';
import { devnetAccount, findFreePort, startDevnet } from '@walletport/devnet';
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
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Targets of issue 6 for the registry; the cached balance route should be in the same league. */
const TARGET_REQUESTS_PER_SECOND = 5_000;
const TARGET_P99_MS = 20;

function durationSeconds(): number {
  const value = Number(process.env.BENCH_DURATION ?? '10');
  return Number.isFinite(value) && value >= 1 && value <= 60 ? value : 10;
}

async function main(): Promise<void> {
  const devnet = await startDevnet({
    chains: [{ id: 31337, name: 'Walletport Devnet', port: await findFreePort() }],
  });
  const db = await createDatabase({ pgliteDir: 'memory://' });
  await migrate(db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    CHAIN_RPC_31337: devnet.chains[0]?.rpcUrl ?? '',
    CHAIN_RPC_31338: '',
    // The bench is one client IP sending thousands of requests a second: the limits would answer 429s.
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_PROJECT: '0',
  });
  await seed(db, config);
  const app = await buildServer({ config, db, logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const address = devnetAccount(1).address;
    const url = `${base}/v1/account/${address}/balance?projectId=walletport-demo&chainId=eip155:31337&currency=usd`;
    const warm = await fetch(url);
    if (!warm.ok)
      throw new Error(`The warm-up request failed with HTTP ${warm.status}: ${await warm.text()}`);

    const duration = durationSeconds();
    console.log(`Cached balance: GET ${new URL(url).pathname} for ${duration} s, 50 connections …`);
    // The load comes from worker threads: generated on the server's own thread it would halve what
    // the server can answer and measure the generator instead.
    const result = await autocannon({ url, connections: 50, duration, workers: 2 });
    const rows: [label: string, value: string, note: string][] = [
      ['requests/s (average)', result.requests.average.toFixed(0), `target ≥ ${TARGET_REQUESTS_PER_SECOND}`],
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
  } finally {
    await app.close();
    await db.close();
    await devnet.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
