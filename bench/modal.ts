/**
 * The modal benchmark: bytes before the first click and on the first open, and load/click timings in
 * headless Chromium. Run with `npx tsx bench/modal.ts` (see bench/README.md). Prints tables and writes
 * bench/results/latest.json. Targets are printed beside the numbers; nothing here asserts a timing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { launchChromium } from './browser.js';
import { type BuiltComparedPage, buildComparedPages, COMPARED_PAGES } from './compare-pages.js';
import { printComparison } from './compare-report.js';
import { type ComparisonResults, runComparison } from './compare-timings.js';
import { ensureCompetitorPackages } from './competitors-install.js';
import { crossCheck } from './cross-check.js';
import { HOST_PAGES, type HostPagesBytes, measureHostPages, REPO_ROOT } from './build.js';
import { importChain, type ModuleBytes, packageOfModule, packagesByBytes } from './chunks.js';
import { type ProbeSelectors, probeScript } from './probe.js';
import { modulesTable, sizesRow, table, timingRow } from './report.js';
import { serveDirectory } from './server.js';
import { type ByteSizes, subtractSizes } from './sizes.js';
import { BEFORE_CLICK_GZIP_TARGET_BYTES, CLICK_TO_MODAL_TARGET_MS } from './targets.js';
import { runTimings, type TimingResults } from './timings.js';
import { measureHostPagesWithVite, type ViteHostPagesBytes } from './vite-build.js';

const MIN_RUNS = 9;

const SELECTORS: ProbeSelectors = {
  button: 'button',
  dialog: '[role="dialog"]',
  // The view container (ModalDialog's [data-view]) once it holds the view itself, not the skeleton the
  // shell shows while the view's chunk loads (ViewFallback's data-testid="view-skeleton").
  firstView: '[role="dialog"] [data-view]:has(> *):not(:has([data-testid="view-skeleton"]))',
};

function runCount(): number {
  const requested = Number(process.env.BENCH_RUNS ?? 11);
  return Number.isInteger(requested) && requested >= MIN_RUNS ? requested : MIN_RUNS;
}

/** The files and summed sizes of one load phase, as both the esbuild and the Vite measurements give them. */
interface PhaseSizes {
  files: readonly unknown[];
  sizes: ByteSizes;
}

/** Rows (a), (b) and the difference the target is about, for either bundler's pages. */
function beforeClickRows(pages: {
  reactOnly: { beforeClick: PhaseSizes };
  walletport: { beforeClick: PhaseSizes };
  aboveReactBeforeClick: ByteSizes;
}): string[][] {
  const target = `≤ ${BEFORE_CLICK_GZIP_TARGET_BYTES.toLocaleString('en-US')} gzip`;
  const { reactOnly, walletport } = pages;
  return [
    sizesRow('(a) React only, before click', reactOnly.beforeClick.files.length, reactOnly.beforeClick.sizes),
    sizesRow(
      '(b) Walletport, before click',
      walletport.beforeClick.files.length,
      walletport.beforeClick.sizes,
    ),
    sizesRow('above React, before click', '', pages.aboveReactBeforeClick, target),
  ];
}

/** Page (c) splits (b) above React into Walletport itself and the adapter. */
function adapterShareRows(
  reactOnly: PhaseSizes,
  walletport: PhaseSizes,
  withoutAdapter: PhaseSizes,
): string[][] {
  return [
    sizesRow(
      '  (c) above React: Walletport itself',
      '',
      subtractSizes(withoutAdapter.sizes, reactOnly.sizes),
    ),
    sizesRow('  (b) − (c): the WagmiAdapter', '', subtractSizes(walletport.sizes, withoutAdapter.sizes)),
  ];
}

function modalOpenRows(modalOpen: PhaseSizes | null): string[][] {
  return modalOpen ? [sizesRow('(b) first modal open', modalOpen.files.length, modalOpen.sizes)] : [];
}

function printBytes(bytes: HostPagesBytes): void {
  const { reactOnly, walletport, aboveReactBeforeClick } = bytes;
  const rows = beforeClickRows(bytes);
  if (bytes.walletportWithoutAdapter) {
    const withoutAdapter = bytes.walletportWithoutAdapter.beforeClick;
    rows.push(
      sizesRow('(c) (b) without adapter, before click', withoutAdapter.files.length, withoutAdapter.sizes),
      ...adapterShareRows(reactOnly.beforeClick, walletport.beforeClick, withoutAdapter),
    );
  }
  rows.push(...modalOpenRows(walletport.modalOpen));
  console.log('\nJavaScript bytes (per-file gzip -9 / brotli q11, summed)\n');
  console.log(table(['', 'files', 'raw', 'gzip', 'brotli', 'target'], rows));
  const above = aboveReactBeforeClick.gzip;
  const verdict = above <= BEFORE_CLICK_GZIP_TARGET_BYTES ? 'within' : 'OVER';
  console.log(
    `\nAbove React before the first click: ${above.toLocaleString('en-US')} B gzip, ${verdict} the target.`,
  );
  for (const note of walletport.notes) console.log(`! ${note}`);

  const aboveReactModules = walletport.modulesBeforeClick.filter(
    (entry) => !/node_modules\/(react|react-dom|scheduler)\//.test(entry.module),
  );
  console.log('\nPackages before the first click, above React (minified bytes, before compression)\n');
  console.log(modulesTable(packagesByBytes(aboveReactModules), 15));
  console.log('\nLargest modules before the first click, above React\n');
  console.log(modulesTable(aboveReactModules, 25));
  printWhy(bytes, aboveReactModules);
}

/** The same pages built with Vite (Rolldown): what most apps ship. Printed next to esbuild's figures. */
function printViteBytes(vite: ViteHostPagesBytes, esbuild: HostPagesBytes): void {
  const { reactOnly, walletport, walletportWithoutAdapter: withoutAdapter } = vite;
  const rows = [
    ...beforeClickRows(vite),
    ...adapterShareRows(reactOnly.beforeClick, walletport.beforeClick, withoutAdapter.beforeClick),
    ...modalOpenRows(walletport.modalOpen),
  ];
  console.log('\nThe same pages built with Vite 8 (Rolldown), per-file gzip -9 / brotli q11, summed\n');
  console.log(table(['', 'files', 'raw', 'gzip', 'brotli', 'target'], rows));
  const gzip = (sizes: { gzip: number }) => sizes.gzip.toLocaleString('en-US');
  console.log(
    `\nAbove React before the first click, gzip: Vite ${gzip(vite.aboveReactBeforeClick)} B, esbuild ${gzip(esbuild.aboveReactBeforeClick)} B.`,
  );
}

/** For the largest packages: the import chain from the page that pulls each into the first-click bundle. */
function printWhy(bytes: HostPagesBytes, modules: readonly ModuleBytes[]): void {
  const page = bytes.pages.walletport;
  const present = new Set(bytes.walletport.modulesBeforeClick.map((entry) => entry.module));
  console.log('\nWhy the largest packages load before the first click (shortest static import chain)\n');
  for (const { module: name } of packagesByBytes(modules).slice(0, 8)) {
    if (name === '(page)') continue;
    const chain = importChain(
      page.metafile,
      HOST_PAGES.walletport,
      (module) => present.has(module) && packageOfModule(module) === name,
    );
    console.log(`${name}:\n  ${chain ? chain.join('\n  → ') : '(no static chain found)'}`);
  }
}

function printTimings(timings: TimingResults, runs: number): void {
  const clickTarget = `≤ ${CLICK_TO_MODAL_TARGET_MS} ms`;
  console.log(`\nTimings in headless Chromium (${runs} runs each, performance.now() in the page)\n`);
  console.log(
    table(
      ['', 'median', 'min', 'max', 'runs', 'target'],
      [
        timingRow('(a) navigation → button visible', timings.reactOnlyButtonVisible),
        timingRow('(b) navigation → button visible', timings.walletportButtonVisible),
        timingRow('(b) cold click → dialog in DOM', timings.cold.clickToDialog, clickTarget),
        timingRow('(b) cold click → dialog painted (next frame)', timings.cold.clickToDialogFrame),
        timingRow('(b) cold click → modal + view scripts arrived', timings.cold.clickToScriptsLoaded),
        timingRow('(b) cold click → first view rendered', timings.cold.clickToView),
        timingRow('(b) hover, click → dialog in DOM', timings.afterHover.clickToDialog, clickTarget),
        timingRow('(b) hover, click → dialog painted (next frame)', timings.afterHover.clickToDialogFrame),
        timingRow('(b) hover, click → first view rendered', timings.afterHover.clickToView),
      ],
    ),
  );
  if (timings.foreignRequests.length > 0) {
    console.log(`\n! requests to other hosts (blocked by the bench): ${timings.foreignRequests.join(', ')}`);
  }
  if (timings.pageErrors.length > 0) console.log(`\n! page errors: ${timings.pageErrors.join(' | ')}`);
}

/** The comparison pages, built; BENCH_COMPETITORS=0 leaves RainbowKit and AppKit out (no install). */
async function buildComparison(outRoot: string): Promise<BuiltComparedPage[]> {
  const withCompetitors = process.env.BENCH_COMPETITORS !== '0';
  if (withCompetitors) ensureCompetitorPackages((message) => console.log(`\n${message}`));
  const pages = COMPARED_PAGES.filter((page) => withCompetitors || page.workspaceSources);
  return buildComparedPages(pages, outRoot);
}

async function main(): Promise<void> {
  const runs = runCount();
  const outRoot = mkdtempSync(join(tmpdir(), 'walletport-bench-'));
  try {
    const bytes = await measureHostPages(outRoot, { withoutAdapter: true });
    printBytes(bytes);
    const viteBytes = await measureHostPagesWithVite(outRoot);
    printViteBytes(viteBytes, bytes);
    const comparedPages = await buildComparison(outRoot);

    // A syntax error in the probe would only show up as "window.__wpBench is undefined" in the page.
    new Function(probeScript(SELECTORS));
    const server = await serveDirectory(outRoot);
    const browser = await launchChromium();
    const browserVersion = browser.version();
    let timings: TimingResults;
    let comparison: ComparisonResults;
    try {
      timings = await runTimings(browser, {
        origin: server.origin,
        runs,
        selectors: SELECTORS,
        openScripts: (bytes.walletport.modalOpen?.files ?? []).map(
          (file) => `/${relative(outRoot, resolve(REPO_ROOT, file))}`,
        ),
        onProgress: (message) => process.stderr.write(`\r${message}`),
      });
      process.stderr.write('\n');
      comparison = await runComparison(browser, {
        origin: server.origin,
        outRoot,
        runs,
        pages: comparedPages,
        onProgress: (message) => process.stderr.write(`\r${message}`),
      });
      process.stderr.write('\n');
    } finally {
      await browser.close();
      await server.close();
    }
    printTimings(timings, runs);
    const check = crossCheck(bytes, timings.sampleColdRun, outRoot);
    if (check.extraOnOpen.files.length > 0) {
      console.log(
        '\nAlso fetched on the first open, beyond modal + first view (prefetches, off the critical path?)\n',
      );
      console.log(
        table(
          ['', 'files', 'raw', 'gzip', 'brotli'],
          [sizesRow('(b) extra on open', check.extraOnOpen.files.length, check.extraOnOpen.sizes)],
        ),
      );
      for (const file of check.extraOnOpen.files)
        console.log(`  ${relative(outRoot, resolve(REPO_ROOT, file))}`);
    }
    if (check.preparedBeforeClick.files.length > 0) {
      console.log('\nModal and first view prepared while the page was idle, before the click\n');
      console.log(
        table(
          ['', 'files', 'raw', 'gzip', 'brotli'],
          [
            sizesRow(
              '(b) prepared when idle',
              check.preparedBeforeClick.files.length,
              check.preparedBeforeClick.sizes,
            ),
          ],
        ),
      );
    }
    for (const finding of check.findings) console.log(`! ${finding}`);
    const targetChecks = printComparison(comparison, runs);

    const resultsDir = join(REPO_ROOT, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const { pages: _pages, ...byteResults } = bytes;
    const result = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      browserVersion,
      runs,
      targets: {
        beforeClickGzipAboveReactBytes: BEFORE_CLICK_GZIP_TARGET_BYTES,
        clickToModalMs: CLICK_TO_MODAL_TARGET_MS,
      },
      bytes: byteResults,
      viteBytes,
      timings,
      extraOnOpen: check.extraOnOpen,
      preparedBeforeClick: check.preparedBeforeClick,
      crossCheck: check.findings,
      comparison: { pages: comparison, targets: targetChecks },
    };
    writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nWrote ${relative(process.cwd(), join(resultsDir, 'latest.json'))}`);
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
