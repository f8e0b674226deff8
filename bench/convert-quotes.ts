/**
 * Swap quote latency: GET /v1/convert/quotes against a real server and a devnet with its pools seeded,
 * 50 sequential quotes (amounts and pairs varied, after 5 warm-up requests) over HTTP on 127.0.0.1.
 * Each quote is one getPair multicall (the pairs are then kept) plus one multicall of reserves and
 * getAmountsOut. Prints p50, p90 and max; asserts nothing (timings are noisy).
 *
 *   npx tsx --conditions=walletport-source bench/convert-quotes.ts
 *   BENCH_QUOTES=200 npx tsx --conditions=walletport-source bench/convert-quotes.ts
 */
import { DEVNET_CONTRACTS, devnetAccount, findFreePort, startDevnet } from '@walletport/devnet';
import { buildServer } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createDatabase, migrate } from '../packages/server/src/db/index.js';
import { seed } from '../packages/server/src/seed.js';

const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const WPUSD = `eip155:31337:${DEVNET_CONTRACTS.wpusd}`;
const WPT = `eip155:31337:${DEVNET_CONTRACTS.wpt}`;
const PAIRS = [
  [NATIVE, WPUSD, 18],
  [WPUSD, NATIVE, 6],
  [NATIVE, WPT, 18],
  [WPUSD, WPT, 6],
] as const;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const count = Number(process.env.BENCH_QUOTES ?? 50);
  const devnet = await startDevnet({
    chains: [{ id: 31337, name: 'Walletport Devnet', port: await findFreePort() }],
  });
  const db = await createDatabase({ pgliteDir: 'memory://' });
  await migrate(db);
  const config = loadConfig({
    DEMO: 'true',
    LOG_LEVEL: 'silent',
    CHAIN_RPC_31337: devnet.chains[0]?.rpcUrl ?? '',
    CHAIN_RPC_31338: '',
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_PROJECT: '0',
    INDEXER: 'false',
  });
  await seed(db, config);
  const app = await buildServer({ config, db, logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const user = devnetAccount(2).address;
    const quoteUrl = (index: number) => {
      const [from, to, decimals] = PAIRS[index % PAIRS.length] ?? PAIRS[0];
      // 0.01 to 5 whole tokens, different every time.
      const amount = 10n ** BigInt(decimals - 2) * BigInt(1 + ((index * 37) % 500));
      const query = new URLSearchParams({
        projectId: 'walletport-demo',
        from,
        to,
        amount: amount.toString(),
        userAddress: user,
      });
      return `${base}/v1/convert/quotes?${query}`;
    };
    for (let index = 0; index < 5; index++) await (await fetch(quoteUrl(index))).arrayBuffer();
    const timings: number[] = [];
    for (let index = 0; index < count; index++) {
      const started = performance.now();
      const response = await fetch(quoteUrl(index));
      const body = (await response.json()) as { quotes?: { toAmount: string }[] };
      timings.push(performance.now() - started);
      if (!response.ok || body.quotes?.[0] === undefined) {
        throw new Error(`Quote ${index} failed with HTTP ${response.status}: ${JSON.stringify(body)}`);
      }
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`Swap quotes: ${count} × GET /v1/convert/quotes on a devnet (4 pairs, varied amounts)`);
    console.log(
      `  p50 ${ms(percentile(sorted, 0.5))}   p90 ${ms(percentile(sorted, 0.9))}   max ${ms(sorted.at(-1) ?? Number.NaN)}`,
    );
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
