/**
 * What the WalletConnect path costs: click "WalletConnect" → QR code, the JavaScript that click loads,
 * and the session's round trips over the local relay (approval → account, request → wallet). Run with
 * `npx tsx bench/walletconnect.ts` (see bench/README.md). Prints tables and writes
 * bench/results/walletconnect-latest.json. Targets are printed beside the numbers; nothing is asserted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { launchChromium } from './browser.js';
import { buildHostPage, REPO_ROOT } from './build.js';
import { bytesCell, msCell, sizesRow, table } from './report.js';
import { formatKiB } from './sizes.js';
import { buildHostPageWithVite } from './vite-build.js';
import {
  chunkLabel,
  type PathPhase,
  type WalletConnectPathBytes,
  walletConnectBytesEsbuild,
  walletConnectBytesVite,
} from './walletconnect-bytes.js';
import { type Phase, runWalletConnectFlow, type WalletConnectRun } from './walletconnect-run.js';
import { startBenchStack } from './walletconnect-stack.js';

const MIN_RUNS = 5;
/** Click "WalletConnect" → QR code visible, on the local relay. */
const CLICK_TO_QR_TARGET_MS = 150;
/** JavaScript of the wallet-connect client loaded by that click, gzip: 20 KiB. */
const CLIENT_GZIP_TARGET_BYTES = 20 * 1024;

function runCount(): number {
  const requested = Number(process.env.BENCH_RUNS ?? 11);
  return Number.isInteger(requested) && requested >= MIN_RUNS ? requested : MIN_RUNS;
}

interface Spread {
  median: number | null;
  p90: number | null;
  min: number | null;
  max: number | null;
  runs: number;
}

/** Median, 90th percentile (nearest rank), min and max of the runs that produced a value. */
function spread(values: readonly (number | null)[]): Spread {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  const rank = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? null;
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? null
      : sorted.length % 2 === 1
        ? sorted[middle]!
        : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, p90: rank(0.9), min: sorted[0] ?? null, max: sorted.at(-1) ?? null, runs: sorted.length };
}

function printBytes(builds: readonly { bytes: WalletConnectPathBytes; outDir: string }[]): void {
  const target = `≤ ${CLIENT_GZIP_TARGET_BYTES.toLocaleString('en-US')} gzip`;
  console.log(
    '\nJavaScript the click on "WalletConnect" adds, bench page (b) (per-file gzip -9 / brotli q11, summed)\n',
  );
  const rows = builds.flatMap(({ bytes }) => [
    sizesRow(
      `${bytes.bundler}: client (port and protocol)`,
      bytes.client.files.length,
      bytes.client.sizes,
      target,
    ),
    sizesRow(`${bytes.bundler}: QR view`, bytes.view.files.length, bytes.view.sizes),
    sizesRow(`${bytes.bundler}: total`, bytes.client.files.length + bytes.view.files.length, bytes.total),
    sizesRow(
      `${bytes.bundler}: further lazy (not counted)`,
      bytes.furtherLazy.files.length,
      bytes.furtherLazy.sizes,
    ),
  ]);
  console.log(table(['', 'files', 'raw', 'gzip', 'brotli', 'target'], rows));
  for (const { bytes, outDir } of builds) {
    console.log(
      `\n${bytes.bundler}: the loader's dynamic imports: ${bytes.clientRoots.join(', ') || '(none)'}`,
    );
    for (const [label, phase] of [
      ['client', bytes.client],
      ['view', bytes.view],
      ['further lazy', bytes.furtherLazy],
    ] as const) {
      for (const { file, sizes } of phase.perFile) {
        console.log(`  ${label}: ${chunkLabel(outDir, file)}  ${sizes.gzip.toLocaleString('en-US')} B gzip`);
      }
    }
    for (const note of bytes.notes) console.log(`! ${note}`);
  }
  const packages = builds.find(({ bytes }) => bytes.clientPackages)?.bytes.clientPackages ?? [];
  if (packages.length > 0) {
    console.log('\nPackages in the client chunks (esbuild, minified bytes before compression)\n');
    console.log(
      table(
        ['package', 'minified bytes'],
        packages.slice(0, 12).map((entry) => [entry.module, entry.bytes.toLocaleString('en-US')]),
      ),
    );
  }
}

interface PhaseScripts {
  phase: Phase;
  files: number;
  bytes: number;
  gzip: number;
  paths: string[];
}

/** What Chromium fetched per phase in one run (the first measured one; differences are noted). */
function scriptsByPhase(run: WalletConnectRun): PhaseScripts[] {
  return (['load', 'modal', 'walletconnect', 'session'] as const).map((phase) => {
    const scripts = run.scripts.filter((entry) => entry.phase === phase);
    return {
      phase,
      files: scripts.length,
      bytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
      gzip: scripts.reduce((sum, entry) => sum + entry.gzip, 0),
      paths: scripts.map((entry) => `${entry.path} (${entry.gzip.toLocaleString('en-US')} B gzip)`),
    };
  });
}

function printBrowserScripts(runs: readonly WalletConnectRun[]): PhaseScripts[] {
  const phases = scriptsByPhase(runs[0]!);
  console.log(
    '\nScripts Chromium fetched from the demo (a development build: unminified, React in development mode)\n',
  );
  const labels: Record<Phase, string> = {
    load: 'page load',
    modal: 'modal open, until idle',
    walletconnect: 'after the WalletConnect click',
    session: 'pairing, approval, signing',
  };
  console.log(
    table(
      ['', 'files', 'served', 'gzip'],
      phases.map((entry) => [
        labels[entry.phase],
        String(entry.files),
        bytesCell(entry.bytes),
        bytesCell(entry.gzip),
      ]),
    ),
  );
  for (const path of phases.find((entry) => entry.phase === 'walletconnect')?.paths ?? []) {
    console.log(`  after the click: ${path}`);
  }
  const key = (run: WalletConnectRun) =>
    run.scripts
      .filter((entry) => entry.phase === 'walletconnect')
      .map((entry) => entry.path)
      .sort()
      .join(' ');
  if (runs.some((run) => key(run) !== key(runs[0]!))) {
    console.log('! the scripts fetched after the click differ between runs');
  }
  return phases;
}

function printTimings(timings: Record<string, Spread>, runs: number): void {
  const row = (label: string, value: Spread, target = '') => [
    label,
    msCell(value.median),
    msCell(value.p90),
    msCell(value.min),
    msCell(value.max),
    String(value.runs),
    target,
  ];
  console.log(
    `\nWalletConnect timings on the local relay (${runs} runs, headless Chromium, in-page clocks)\n`,
  );
  console.log(
    table(
      ['', 'median', 'p90', 'min', 'max', 'runs', 'target'],
      [
        row('click "WalletConnect" → QR code visible', timings.clickToQr!, `≤ ${CLICK_TO_QR_TARGET_MS} ms`),
        row('  … → QR code painted (next frame)', timings.clickToQrFrame!),
        row('  within it: click → its scripts arrived', timings.clickToScripts!),
        row('  within it: click → relay socket created', timings.clickToSocketCreated!),
        row('  within it: click → relay socket open', timings.clickToSocketOpen!),
        row('Approve (wallet) → Account shown (demo)', timings.approveToAccount!),
        row('"Sign message" (demo) → request on wallet page', timings.requestToWallet!),
        row('Approve request (wallet) → signature in demo', timings.approveToSignature!),
      ],
    ),
  );
}

async function measureBytes(outRoot: string) {
  const esbuildPage = await buildHostPage('walletport', outRoot);
  const esbuild = walletConnectBytesEsbuild(esbuildPage);
  const vitePage = await buildHostPageWithVite('walletport', outRoot);
  const vite = walletConnectBytesVite(vitePage, esbuild.clientRoots);
  const builds = [
    { bytes: vite, outDir: vitePage.outDir },
    { bytes: esbuild, outDir: esbuildPage.outDir },
  ];
  printBytes(builds);
  // The JSON names chunks as the page's output directory does, not by the temporary build path.
  const [viteLabelled, esbuildLabelled] = builds.map(({ bytes, outDir }) => {
    const label = (phase: PathPhase): PathPhase => ({
      ...phase,
      files: phase.files.map((file) => chunkLabel(outDir, file)),
      perFile: phase.perFile.map((entry) => ({ ...entry, file: chunkLabel(outDir, entry.file) })),
    });
    return {
      ...bytes,
      client: label(bytes.client),
      view: label(bytes.view),
      furtherLazy: label(bytes.furtherLazy),
    };
  });
  return { vite: viteLabelled!, esbuild: esbuildLabelled! };
}

async function measureTimings(runs: number) {
  const stack = await startBenchStack((line) => process.stderr.write(`${line}\n`));
  const browser = await launchChromium();
  const browserVersion = browser.version();
  const results: WalletConnectRun[] = [];
  try {
    const options = { demoOrigin: stack.urls.demo, walletPageUrl: stack.walletPageUrl };
    // One discarded run first: Chromium's first pages pay one-off start-up costs.
    await runWalletConnectFlow(browser, options);
    for (let index = 0; index < runs; index += 1) {
      results.push(await runWalletConnectFlow(browser, options));
      process.stderr.write(`\rrun ${index + 1}/${runs}`);
    }
    process.stderr.write('\n');
  } finally {
    await browser.close();
    await stack.stop();
  }
  return { browserVersion, results };
}

async function main(): Promise<void> {
  const runs = runCount();
  const outRoot = mkdtempSync(join(tmpdir(), 'walletport-bench-wc-'));
  try {
    const bytes = await measureBytes(outRoot);
    const { browserVersion, results } = await measureTimings(runs);
    const timings = {
      clickToQr: spread(results.map((run) => run.clickToQr)),
      clickToQrFrame: spread(results.map((run) => run.clickToQrFrame)),
      clickToScripts: spread(results.map((run) => run.clickToScripts)),
      clickToSocketCreated: spread(results.map((run) => run.clickToSocketCreated)),
      clickToSocketOpen: spread(results.map((run) => run.clickToSocketOpen)),
      approveToAccount: spread(results.map((run) => run.approveToAccount)),
      approveToAccountFrame: spread(results.map((run) => run.approveToAccountFrame)),
      requestToWallet: spread(results.map((run) => run.requestToWallet)),
      requestToWalletFrame: spread(results.map((run) => run.requestToWalletFrame)),
      approveToSignature: spread(results.map((run) => run.approveToSignature)),
    };
    printTimings(timings, runs);
    const browserScripts = printBrowserScripts(results);
    const unique = (pick: (run: WalletConnectRun) => string[]) => [...new Set(results.flatMap(pick))];
    const foreign = unique((run) => run.foreignRequests);
    const errors = unique((run) => run.pageErrors);
    const notes = unique((run) => run.notes);
    if (foreign.length > 0)
      console.log(`\n! requests to other hosts (they fail at once): ${foreign.join(', ')}`);
    if (errors.length > 0) console.log(`\n! page errors: ${errors.join(' | ')}`);
    for (const note of notes) console.log(`! ${note}`);
    const client = bytes.vite.client.sizes.gzip;
    console.log(
      `\nClient JS after the click (Vite): ${client.toLocaleString('en-US')} B gzip (${formatKiB(client)}), ${client <= CLIENT_GZIP_TARGET_BYTES ? 'within' : 'OVER'} the target.`,
    );

    const resultsDir = join(REPO_ROOT, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, 'walletconnect-latest.json');
    const result = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      browserVersion,
      runs,
      targets: { clickToQrMs: CLICK_TO_QR_TARGET_MS, clientGzipBytes: CLIENT_GZIP_TARGET_BYTES },
      timings,
      bytes,
      browserScripts,
      sockets: results[0]?.sockets ?? [],
      foreignRequests: foreign,
      pageErrors: errors,
      notes,
      rawRuns: results.map(({ scripts: _scripts, ...run }) => run),
    };
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nWrote ${relative(process.cwd(), file)}`);
  } finally {
    if (process.env.BENCH_KEEP === '1') console.log(`Build kept in ${outRoot}`);
    else rmSync(outRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.cause) console.error('cause:', error.cause);
  process.exitCode = 1;
});
