/**
 * Screenshots and axe of the Account view's tabs in headless Chromium, for a person to look at (not a
 * Vitest test: run it by hand). Builds account-page.tsx with esbuild, serves it on 127.0.0.1 with a few
 * collectible pictures, and for each tab × theme × width (and the empty, failed and loading states, the
 * Activity view, and Arabic) saves the dialog to OUT_DIR and runs axe over the page. It also measures the
 * Activity list with 500 rows (the virtualisation question in docs/account.md).
 *
 *   npx tsx packages/react/test/visual/account-tabs.screens.ts [OUT_DIR] [--measure]
 *
 * Chromium is Debian's (CHROMIUM_PATH, else /usr/bin/chromium), as in the e2e suite.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const OUT_DIR = resolve(
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '/tmp/walletport-screens/account-tabs',
);
const BUILD_DIR = join(OUT_DIR, 'site');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `--measure` skips the pictures and only measures the 500-row Activity list, three times. */
const MEASURE_ONLY = process.argv.includes('--measure');
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const COLOURS = ['#6c5ce7', '#00b894', '#e17055', '#0984e3', '#fdcb6e'];
const collectible = (id: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="${COLOURS[(id - 1) % 5]}"/><circle cx="100" cy="90" r="48" fill="#fff" opacity=".85"/><text x="100" y="178" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">WPC #${id}</text></svg>`;

async function bundle(): Promise<void> {
  mkdirSync(BUILD_DIR, { recursive: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['packages/react/test/visual/account-page.tsx'],
    outdir: BUILD_DIR,
    entryNames: 'page',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['walletport-source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  writeFileSync(
    join(BUILD_DIR, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Account tabs</title>' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
      '<body style="margin:0;background:#7a7f8c"><main><h1 style="margin:16px;font:16px sans-serif">Account tabs</h1></main>' +
      '<script type="module" src="/page.js"></script></body></html>',
  );
}

function serve(): Promise<{ origin: string; close(): void }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const picture = /^\/collectibles\/(\d)\.svg$/.exec(path);
    if (picture) {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(collectible(Number(picture[1])));
      return;
    }
    const file = join(BUILD_DIR, path === '/' ? 'index.html' : path);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': extname(file) === '.js' ? 'text/javascript' : 'text/html' });
    response.end(body);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

interface Shot {
  name: string;
  query: string;
  width: number;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<void>;
}

const dialog = (page: Page) => page.getByRole('dialog');
const tabsReady = (text: string | RegExp) => async (page: Page) => {
  await dialog(page).getByText(text).first().waitFor({ timeout: 20_000 });
};

function shots(): Shot[] {
  const list: Shot[] = [];
  for (const theme of ['dark', 'light']) {
    for (const width of [390, 1280]) {
      list.push(
        {
          name: `tokens-${theme}-${width}`,
          query: `tab=Tokens&theme=${theme}`,
          width,
          ready: tabsReady('Walletport USD'),
        },
        {
          name: `nfts-${theme}-${width}`,
          query: `tab=NFTs&theme=${theme}`,
          width,
          ready: tabsReady('Walletport Collectible #1'),
        },
        {
          name: `activity-${theme}-${width}`,
          query: `tab=Activity&theme=${theme}`,
          width,
          ready: tabsReady(/^Received$/),
        },
      );
    }
  }
  for (const tab of ['Tokens', 'NFTs', 'Activity']) {
    list.push(
      {
        name: `${tab.toLowerCase()}-empty`,
        query: `tab=${tab}&state=empty`,
        width: 1280,
        // A server without tokens for the account still lists the native coin (the adapter reads it).
        ready: tabsReady(tab === 'Tokens' ? 'Ether' : /^No .* yet$/),
      },
      {
        name: `${tab.toLowerCase()}-failed`,
        query: `tab=${tab}&state=failed`,
        width: 1280,
        ready: tabsReady('Try again'),
      },
      {
        name: `${tab.toLowerCase()}-loading`,
        query: `tab=${tab}&state=loading`,
        width: 1280,
        ready: async (page) => {
          await page.locator('[data-ready="true"]').waitFor({ state: 'attached' });
          await page.waitForTimeout(400);
        },
      },
    );
  }
  list.push(
    {
      name: 'activity-view-dark-390',
      query: 'view=Activity&theme=dark',
      width: 390,
      ready: tabsReady(/^Received$/),
    },
    {
      name: 'activity-view-light-1280',
      query: 'view=Activity&theme=light',
      width: 1280,
      ready: tabsReady(/^Received$/),
    },
    {
      name: 'tokens-ar-dark-390',
      query: 'tab=Tokens&theme=dark&locale=ar',
      width: 390,
      ready: tabsReady('Walletport USD'),
    },
    {
      name: 'activity-ar-light-390',
      query: 'tab=Activity&theme=light&locale=ar',
      width: 390,
      ready: tabsReady(/WPUSD/),
    },
  );
  return list;
}

/** Rows rendered and scroll frame times of the Activity list with `rows` transactions, all pages loaded. */
async function measureActivity(page: Page, origin: string, rows: number): Promise<Record<string, number>> {
  await page.goto(`${origin}/?tab=Activity&rows=${rows}`);
  await dialog(page)
    .getByText(/^Received$/)
    .first()
    .waitFor();
  const panel = page.locator('[role="tabpanel"]');
  // Scroll to the end until every page is in.
  for (let round = 0; round < 100; round += 1) {
    const count = await page.locator('.wp-activity-row').count();
    if (count >= rows) break;
    await panel.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.waitForTimeout(120);
  }
  // A string, not a function: tsx's transform would name the inner closures with a helper the page lacks.
  return (await page.evaluate(MEASURE_SCROLL)) as Record<string, number>;
}

/** Scrolls the tab panel end to end every frame for 1.5 s; frame times, rows, nodes, and one relayout. */
const MEASURE_SCROLL = `(async () => {
  const element = [...document.querySelectorAll('*')]
    .map((node) => node.shadowRoot?.querySelector('[role="tabpanel"]'))
    .find(Boolean);
  const frames = [];
  let last = performance.now();
  const start = last;
  await new Promise((done) => {
    const step = () => {
      const now = performance.now();
      frames.push(now - last);
      last = now;
      element.scrollTop = element.scrollTop === 0 ? element.scrollHeight : 0;
      if (now - start < 1500) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  });
  frames.sort((a, b) => a - b);
  const before = performance.now();
  element.style.height = '217px';
  void element.offsetHeight;
  return {
    rows: element.querySelectorAll('.wp-activity-row').length,
    nodes: element.querySelectorAll('*').length,
    medianFrameMs: frames[Math.floor(frames.length / 2)],
    worstFrameMs: frames[frames.length - 1],
    relayoutMs: performance.now() - before,
  };
})()`;

async function main(): Promise<void> {
  await bundle();
  const site = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const report: Record<string, unknown> = {};
  try {
    for (const shot of MEASURE_ONLY ? [] : shots()) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.width < 600 ? 844 : 900 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${site.origin}/?${shot.query}`);
      await shot.ready(page);
      await page.waitForTimeout(250);
      await dialog(page).screenshot({ path: join(OUT_DIR, `${shot.name}.png`) });
      const { violations } = await new AxeBuilder({ page }).analyze();
      report[shot.name] = violations.map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
      await context.close();
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (let run = 1; run <= (MEASURE_ONLY ? 3 : 1); run += 1) {
      report[`activity500-run${run}`] = await measureActivity(page, site.origin, 500);
      // The same with one page, to tell the list's cost from the machine's noise.
      if (MEASURE_ONLY) report[`activity50-run${run}`] = await measureActivity(page, site.origin, 50);
    }
  } finally {
    await browser.close();
    site.close();
  }
  writeFileSync(join(OUT_DIR, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
}

await main();
