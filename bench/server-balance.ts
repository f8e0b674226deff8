/**
 * Cached balance requests against a real server: GET /v1/account/{address}/balance on a devnet chain,
 * after one warm-up request has filled the 30 s cache, hammered with autocannon on 127.0.0.1.
 * Prints req/s and p99 latency; asserts nothing (timings are noisy).
 *
 *   npx tsx --conditions=walletport-source bench/server-balance.ts              # 10 s
 *   BENCH_DURATION=5 npx tsx --conditions=walletport-source bench/server-balance.ts
 *
 * (`--conditions=walletport-source` makes the workspace packages load from their TypeScript sources.)
 */
import { devnetAccount, findFreePort, startDevnet } from '@walletport/devnet';
import { buildServer } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createDatabase, migrate } from '../packages/server/src/db/index.js';
import { seed } from '../packages/server/src/seed.js';
import { durationSeconds, printLoadResult, runLoad } from './load.js';

async function main(): Promise<void> {
  const devnet = await startDevnet({
    chains: [{ id: 31337, name: 'Walletport Devnet', port: await findFreePort() }],
  });
  const db = await createDatabase({ pgliteDir: 'memory://' });
  await migrate(db);
  const config = loadConfig({
    // The demo project and the devnet chain's tokens and Multicall3 (a production configuration has neither).
    DEMO: 'true',
    LOG_LEVEL: 'silent',
    CHAIN_RPC_31337: devnet.chains[0]?.rpcUrl ?? '',
    CHAIN_RPC_31338: '',
    // The bench is one client IP sending thousands of requests a second: the limits would answer 429s.
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_PROJECT: '0',
    // Balances only: the indexer's loop would poll the devnet beside the measured requests.
    INDEXER: 'false',
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
    const result = await runLoad({ url, connections: 50, duration, workers: 2 });
    printLoadResult(result);
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
