/**
 * Screenshots and axe of the social login views in headless Chromium, for a person to look at (not a
 * Vitest test: run it by hand). Builds social-page.tsx with esbuild, serves it on 127.0.0.1, and for each
 * view × state × theme × page width (390 px: the phone sheet; 1280 px: the 360 px card) saves the dialog to
 * OUT_DIR and runs axe over the page (colour contrast included), writing the violations to report.json.
 *
 *   npx tsx packages/react/test/visual/social.screens.ts [OUT_DIR]
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
const OUT_DIR = resolve(process.argv[2] ?? '/tmp/walletport-screens/social');
const BUILD_DIR = join(OUT_DIR, 'site');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

async function bundle(): Promise<void> {
  mkdirSync(BUILD_DIR, { recursive: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['packages/react/test/visual/social-page.tsx'],
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
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Social</title>' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
      '<body style="margin:0;background:#7a7f8c"><script type="module" src="/page.js"></script></body></html>',
  );
}

function serve(): Promise<{ origin: string; close(): void }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
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
}

function shots(): Shot[] {
  const list: Shot[] = [];
  const screens = [
    ['connect', 'view=Connect'],
    ['connect-two', 'view=Connect&providers=github,google'],
    ['connect-socials', 'view=ConnectSocials'],
    ['connecting-waiting', 'view=ConnectingSocial&state=waiting&provider=google'],
    ['connecting-failed', 'view=ConnectingSocial&state=failed&provider=github'],
    ['connecting-redirecting', 'view=ConnectingSocial&state=redirecting&provider=discord'],
  ] as const;
  for (const [name, screen] of screens) {
    for (const theme of ['dark', 'light']) {
      for (const width of [360, 1280])
        list.push({ name: `${name}-${theme}-${width}`, query: `${screen}&theme=${theme}`, width });
    }
  }
  list.push({
    name: 'connecting-failed-ar-light-360',
    query: 'view=ConnectingSocial&state=failed&provider=x&theme=light&locale=ar',
    width: 360,
  });
  return list;
}

async function ready(page: Page): Promise<void> {
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.getByRole('dialog').waitFor({ timeout: 10_000 });
  // The view's chunk, its lookups (300 ms) and the images settle.
  await page.waitForTimeout(700);
}

async function main(): Promise<void> {
  const only = process.env.SHOTS?.split(',');
  await bundle();
  const site = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const report: Record<string, unknown> = {};
  try {
    for (const shot of shots().filter(
      (candidate) => only === undefined || only.some((part) => candidate.name.includes(part)),
    )) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.width < 600 ? 844 : 900 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${site.origin}/?${shot.query}`);
      await ready(page);
      await page.getByRole('dialog').screenshot({ path: join(OUT_DIR, `${shot.name}.png`) });
      // The fixture page is a bare host (no <main>, no <h1>): those page rules are the host's, not the modal's.
      const { violations } = await new AxeBuilder({ page })
        .disableRules(['landmark-one-main', 'page-has-heading-one'])
        .analyze();
      report[shot.name] = violations.map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
      console.log(`saved ${shot.name}.png (${violations.length} axe violations)`);
      await context.close();
    }
  } finally {
    await browser.close();
    site.close();
  }
  writeFileSync(join(OUT_DIR, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
}

await main();
