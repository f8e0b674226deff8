/**
 * The indexer and the history API against a real devnet chain, with the server as the demo runs it
 * (PGlite, DEMO: its indexer polls every 250 ms):
 *
 * - **lag**: a transfer sent (anvil mines it before eth_sendRawTransaction answers) → its transaction
 *   in GET /v1/account/{account}/history, polled every 5 ms over HTTP; BENCH_RUNS transfers (default 20);
 * - **history page**: GET /v1/account/{account}/history for an account with 500 indexed transfers (400
 *   native, 100 WPUSD), the first page and a page found by cursor (50 items each), BENCH_PAGE_RUNS
 *   requests each (default 50) after 5 discarded.
 *
 * Prints median, p90 (nearest rank), min and max, writes bench/results/indexer-latest.json; asserts nothing.
 *
 *   npx tsx --conditions=walletport-source bench/indexer.ts
 *   BENCH_RUNS=40 npx tsx --conditions=walletport-source bench/indexer.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { devnetAccount, devnetViemChain, findFreePort, startDevnet } from '@walletport/devnet';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  http,
  parseEther,
  parseGwei,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { buildServer } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createDatabase, migrate } from '../packages/server/src/db/index.js';
import { seed } from '../packages/server/src/seed.js';

const LAG_RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 20));
const PAGE_RUNS = Math.max(10, Number(process.env.BENCH_PAGE_RUNS ?? 50));
const NATIVE_TRANSFERS = 400;
const TOKEN_TRANSFERS = 100;
const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

interface Summary {
  runs: number;
  median: number;
  p90: number;
  min: number;
  max: number;
}

function summarise(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(middle)] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { runs: sorted.length, median, p90: rank(0.9), min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
function print(label: string, summary: Summary): void {
  console.log(
    `${label.padEnd(44)} median ${ms(summary.median).padStart(9)}  p90 ${ms(summary.p90).padStart(9)}  min ${ms(summary.min).padStart(9)}  max ${ms(summary.max).padStart(9)}  (${summary.runs} runs)`,
  );
}

async function main(): Promise<void> {
  const port = await findFreePort();
  const devnet = await startDevnet({ chains: [{ id: 31337, name: 'Walletport Devnet', port }] });
  const rpcUrl = devnet.chains[0]?.rpcUrl ?? '';
  const chain = devnetViemChain({ id: 31337, name: 'Walletport Devnet', port });
  const db = await createDatabase({ pgliteDir: 'memory://' });
  await migrate(db);
  const config = loadConfig({
    DEMO: 'true',
    LOG_LEVEL: 'silent',
    CHAIN_RPC_31337: rpcUrl,
    CHAIN_RPC_31338: '',
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_PROJECT: '0',
  });
  await seed(db, config);
  const app = await buildServer({ config, db, logger: false });
  const client = createPublicClient({ chain, transport: http(rpcUrl) });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const historyUrl = (account: string, cursor?: string) =>
      `${base}/v1/account/${account}/history?projectId=walletport-demo&chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`;
    const fetchHistory = async (account: string, cursor?: string) => {
      const response = await fetch(historyUrl(account, cursor));
      if (!response.ok) throw new Error(`history answered HTTP ${response.status}`);
      return (await response.json()) as { data: { id: string }[]; next: string | null };
    };

    // --- lag: mined → visible in the history
    const sender = createWalletClient({ account: devnetAccount(5), chain, transport: http(rpcUrl) });
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    const lags: number[] = [];
    console.log(`Indexer lag: ${LAG_RUNS + 1} transfers (the first discarded), history polled every 5 ms …`);
    for (let run = 0; run <= LAG_RUNS; run++) {
      const hash = await sender.sendTransaction({ to: receiver, value: parseEther('0.001') });
      const mined = performance.now();
      for (;;) {
        const page = await fetchHistory(receiver);
        if (page.data.some((item) => item.id === hash)) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (run > 0) lags.push(performance.now() - mined);
      // Spread the sends over the poll interval, as real transfers arrive at any moment.
      await new Promise((resolve) => setTimeout(resolve, 37 + ((run * 97) % 211)));
    }
    const lag = summarise(lags);

    // --- a history of 500 transfers
    const busy = privateKeyToAccount(generatePrivateKey()).address;
    const funder = createWalletClient({ account: devnetAccount(4), chain, transport: http(rpcUrl) });
    const nonce = await client.getTransactionCount({ address: funder.account.address, blockTag: 'pending' });
    console.log(`Sending ${NATIVE_TRANSFERS} native and ${TOKEN_TRANSFERS} WPUSD transfers …`);
    let last: Hash | undefined;
    for (let i = 0; i < NATIVE_TRANSFERS + TOKEN_TRANSFERS; i++) {
      const token = i % 5 === 4;
      last = await funder.sendTransaction({
        to: token ? WPUSD : busy,
        value: token ? 0n : parseEther('0.0001') + BigInt(i),
        data: token
          ? encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [busy, 1_000_000n + BigInt(i)],
            })
          : undefined,
        nonce: nonce + i,
        gas: token ? 100_000n : 21_000n,
        maxFeePerGas: parseGwei('20'),
        maxPriorityFeePerGas: parseGwei('1'),
      });
    }
    if (last !== undefined) await client.waitForTransactionReceipt({ hash: last, pollingInterval: 20 });
    const indexedAt = performance.now();
    let pages: { data: { id: string }[]; next: string | null }[] = [];
    for (;;) {
      pages = [];
      let cursor: string | undefined;
      do {
        const page = await fetchHistory(busy, cursor);
        pages.push(page);
        cursor = page.next ?? undefined;
      } while (cursor !== undefined);
      if (pages.reduce((sum, page) => sum + page.data.length, 0) >= NATIVE_TRANSFERS + TOKEN_TRANSFERS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const catchUp = performance.now() - indexedAt;
    const deepCursor = pages[4 - 1]?.next ?? undefined;

    const timePage = async (cursor?: string) => {
      const times: number[] = [];
      for (let run = 0; run < PAGE_RUNS + 5; run++) {
        const started = performance.now();
        const page = await fetchHistory(busy, cursor);
        const elapsed = performance.now() - started;
        if (page.data.length !== 50) throw new Error(`a page of ${page.data.length} items`);
        if (run >= 5) times.push(elapsed);
      }
      return summarise(times);
    };
    const firstPage = await timePage();
    const cursorPage = await timePage(deepCursor);

    console.log('');
    print('transfer mined → in the history (lag)', lag);
    print('history, first page (50 of 500)', firstPage);
    print('history, 5th page by cursor (50 of 500)', cursorPage);
    console.log(
      `${'500 transfers: last mined → all indexed'.padEnd(44)} ${ms(catchUp)} (one poll of HTTP pages)`,
    );

    await mkdir(new URL('./results/', import.meta.url), { recursive: true });
    await writeFile(
      new URL('./results/indexer-latest.json', import.meta.url),
      `${JSON.stringify({ date: new Date().toISOString(), pollMs: config.indexer.pollMs, lag, firstPage, cursorPage, catchUpMs: catchUp }, null, 2)}\n`,
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
