#!/usr/bin/env node
// `npm test`: installs what is missing, then runs every check — types, lint, package boundaries,
// unit and integration tests (Vitest), and end-to-end tests in real Chromium (Playwright).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ROOT, run } from './lib/setup.mjs';

const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const cacheDir = join(ROOT, '.cache', 'test');

function step(name, fn) {
  const started = performance.now();
  let ok = false;
  try {
    ok = fn() === 0;
  } catch (error) {
    console.error(`✖ ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  results.push({ name, ok, seconds: (performance.now() - started) / 1000 });
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

const started = performance.now();
ensureDependencies();
mkdirSync(cacheDir, { recursive: true });

step('typecheck', () => run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));
step('lint', () => run(bin('biome'), ['ci', '.']));
step('boundaries', () =>
  run(bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'packages', 'apps', 'tools']),
);

const vitestJson = join(cacheDir, 'vitest.json');
step('unit and integration (vitest)', () =>
  run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]),
);
const vitest = readJson(vitestJson);
if (vitest) {
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}

// Every Playwright config in the repository is one e2e suite.
const e2eConfigs = [
  'e2e/playwright.config.ts',
  'apps/dev-wallet/playwright.config.ts',
  // Packs every package and installs the tarballs into apps outside the workspace (see consumer/README.md).
  'consumer/playwright.config.ts',
].filter((path) => existsSync(join(ROOT, path)));
if (e2eConfigs.length > 0) {
  let chromium;
  step('install chromium', () => {
    chromium = ensureChromium();
    return 0;
  });
  for (const config of e2eConfigs) {
    const jsonFile = join(cacheDir, `${config.replaceAll('/', '_')}.json`);
    step(`e2e ${config}`, () =>
      run(bin('playwright'), ['test', '-c', config, '--reporter=list,json'], {
        env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile },
      }),
    );
    const report = readJson(jsonFile);
    if (report?.stats) {
      counts.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      if (report.stats.flaky)
        console.log(`» ${report.stats.flaky} e2e test(s) passed only on retry (flaky).`);
      counts.failed += report.stats.unexpected ?? 0;
      counts.skipped += report.stats.skipped ?? 0;
    }
  }
}

const total = (performance.now() - started) / 1000;
console.log('\nWalletport test summary');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(40)} ${seconds.toFixed(1).padStart(7)} s`);
}
console.log(`  total ${total.toFixed(1)} s`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && counts.failed === 0) counts.failed = failedSteps;
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedSteps > 0 ? 1 : 0);
