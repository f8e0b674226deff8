/**
 * What email login costs: the embedded-wallet frame's load, the machine's share of "email → connected"
 * (sending the code, checking it, creating or rebuilding the key; the time a visitor spends reading mail
 * and typing is left out), a reload's reconnect, and the bytes of both sides (the host-side chunks a
 * login loads, and the frame's own page). Run with `npx tsx bench/embedded-wallet.ts`; BENCH_RUNS sets
 * the number of logins (default 7). Prints tables; nothing is asserted.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from './browser.js';
import { analysePage, buildHostPage, REPO_ROOT } from './build.js';
import { findOutputForSource, staticClosure } from './chunks.js';
import { bytesCell, msCell, table } from './report.js';
import { addSizes, compressedSizes, ZERO_SIZES } from './sizes.js';
import { startBenchStack } from './walletconnect-stack.js';

const FRAME_TITLE = 'Walletport embedded wallet';
const PASSPHRASE = 'correct horse battery staple';

interface LoginRun {
  /** Iframe in the page → the frame's READY message (its page, scripts and start-up). */
  frameLoad: number | null;
  /** Enter on the email → the code view (the frame, already loaded, asked the server, which mailed the code). */
  sendCode: number;
  /** Last digit typed → the frame's key step (first login) or connected (known device). */
  checkCode: number;
  /** "Create wallet" / "Continue" → connected (key made or rebuilt, shares stored, wagmi connected). */
  keyStep: number | null;
  /** Reload → connected again, without a prompt. */
  reload: number | null;
}

function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function range(values: readonly (number | null)[]): string {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return '—';
  return `${msCell(Math.min(...present))} – ${msCell(Math.max(...present))}`;
}

async function latestCode(mailbox: string, email: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await fetch(`${mailbox}/api/messages?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as { subject: string }[];
    const code = messages.length > after ? /\b(\d{6})\b/.exec(messages[0]?.subject ?? '')?.[1] : undefined;
    if (code !== undefined) return code;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no code mailed to ${email}`);
}

async function mailCount(mailbox: string, email: string): Promise<number> {
  const response = await fetch(`${mailbox}/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as unknown[]).length;
}

/** Records, in page time, when the frame's iframe appears and when its READY message arrives. */
async function recordFrameLoad(page: Page, frameOrigin: string): Promise<void> {
  await page.addInitScript((origin) => {
    const marks: { appended?: number; ready?: number } = {};
    (window as unknown as { __frameMarks: typeof marks }).__frameMarks = marks;
    new MutationObserver(() => {
      if (
        marks.appended === undefined &&
        document.querySelector('iframe[title="Walletport embedded wallet"]')
      )
        marks.appended = performance.now();
    }).observe(document, { childList: true, subtree: true });
    window.addEventListener('message', (event) => {
      if (event.origin === origin && event.data?.type === 'READY' && marks.ready === undefined)
        marks.ready = performance.now();
    });
  }, frameOrigin);
}

async function frameLoadOf(page: Page): Promise<number | null> {
  const marks = await page.evaluate(
    () => (window as unknown as { __frameMarks: { appended?: number; ready?: number } }).__frameMarks,
  );
  return marks.appended !== undefined && marks.ready !== undefined ? marks.ready - marks.appended : null;
}

async function timed(action: () => Promise<unknown>, done: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  await done();
  return performance.now() - started;
}

async function login(
  browser: Browser,
  urls: { demo: string; mailbox: string; frame: string },
  email: string,
  device: 'new-wallet' | 'new-device' | 'known-device',
  page?: Page,
): Promise<{ run: LoginRun; page: Page }> {
  const tab = page ?? (await (await browser.newContext()).newPage());
  if (page === undefined) await recordFrameLoad(tab, new URL(urls.frame).origin);
  await tab.goto(urls.demo);
  await tab.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = tab.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: /email/i });
  // A visitor types for a few seconds, while the Connect view loads the frame: the code step is
  // measured from a frame that is ready (its load is the row of its own).
  if (page === undefined) {
    await tab.waitForFunction(
      () => (window as unknown as { __frameMarks: { ready?: number } }).__frameMarks.ready !== undefined,
    );
    await tab.waitForTimeout(600);
  }
  await field.fill(email);
  const sent = await mailCount(urls.mailbox, email);
  const sendCode = await timed(
    () => field.press('Enter'),
    () => dialog.getByText(/Enter the code we sent to/).waitFor(),
  );
  const code = await latestCode(urls.mailbox, email, sent);
  await dialog.getByRole('textbox').first().click();
  await tab.keyboard.type(code.slice(0, 5));
  const frame = tab.frameLocator(`iframe[title="${FRAME_TITLE}"]`);
  const account = tab.getByRole('button', { name: /^Account / });
  const afterCode =
    device === 'known-device'
      ? () => account.waitFor()
      : device === 'new-wallet'
        ? () => frame.getByRole('button', { name: 'Create wallet' }).waitFor()
        : () => frame.getByRole('button', { name: 'Continue' }).waitFor();
  const checkCode = await timed(() => tab.keyboard.type(code.slice(5)), afterCode);
  let keyStep: number | null = null;
  if (device === 'new-wallet') {
    await frame.getByRole('textbox', { name: 'Recovery passphrase', exact: true }).fill(PASSPHRASE);
    await frame.getByRole('textbox', { name: 'Repeat passphrase' }).fill(PASSPHRASE);
    keyStep = await timed(
      () => frame.getByRole('button', { name: 'Create wallet' }).click(),
      () => account.waitFor(),
    );
  } else if (device === 'new-device') {
    await frame.getByRole('textbox', { name: 'Recovery passphrase', exact: true }).fill(PASSPHRASE);
    keyStep = await timed(
      () => frame.getByRole('button', { name: 'Continue' }).click(),
      () => account.waitFor(),
    );
  }
  const frameLoad = await frameLoadOf(tab);
  const reload = await timed(
    () => tab.reload(),
    () => account.waitFor({ timeout: 20_000 }),
  );
  return { run: { frameLoad, sendCode, checkCode, keyStep, reload }, page: tab };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Host side: what a login loads after the click (esbuild build of the bench host page). */
async function hostBytes() {
  const outRoot = mkdtempSync(join(tmpdir(), 'walletport-embedded-bench-'));
  try {
    const page = await buildHostPage('walletport', outRoot);
    const phases = analysePage(page, true);
    const loaded = new Set([...phases.beforeClick.files, ...(phases.modalOpen?.files ?? [])]);
    const roots = [
      /^packages\/core\/src\/embedded\/feature\/instance-embedded-wallet\.ts$/,
      /^packages\/react\/src\/views\/email-verify-otp\/EmailVerifyOtpView\.tsx$/,
      /^packages\/react\/src\/views\/embedded-wallet-key\/EmbeddedWalletKeyView\.tsx$/,
      /^packages\/react\/src\/views\/approve-transaction\/ApproveTransactionView\.tsx$/,
    ].flatMap((source) => findOutputForSource(page.metafile, source) ?? []);
    const files = staticClosure(page.metafile, roots).filter(
      (file) => !loaded.has(file) && file.endsWith('.js'),
    );
    const sizes = files
      .map((file) => compressedSizes(readFileSync(join(REPO_ROOT, file))))
      .reduce(addSizes, ZERO_SIZES);
    return {
      files: files.map((file) => relative(REPO_ROOT, join(REPO_ROOT, file))),
      sizes,
      roots: roots.length,
    };
  } finally {
    rmSync(outRoot, { recursive: true, force: true });
  }
}

function frameBytes() {
  const dir = join(REPO_ROOT, 'packages/embedded-wallet/dist/site');
  const files = filesUnder(dir).filter((file) => /\.(js|css|html)$/.test(file));
  const sizes = files.map((file) => compressedSizes(readFileSync(file))).reduce(addSizes, ZERO_SIZES);
  return { files: files.length, sizes };
}

async function main() {
  const runs = Math.max(3, Number(process.env.BENCH_RUNS ?? 7) || 7);
  const stack = await startBenchStack((line) => console.error(line));
  const browser = await launchChromium();
  const firstLogins: LoginRun[] = [];
  const knownDevice: LoginRun[] = [];
  const newDevice: LoginRun[] = [];
  try {
    for (let index = 0; index < runs; index++) {
      const email = `bench-${Date.now().toString(36)}-${index}@example.com`;
      const first = await login(browser, stack.urls, email, 'new-wallet');
      firstLogins.push(first.run);
      // The server allows one code per address per 30 s.
      await signOut(first.page);
      await new Promise((resolve) => setTimeout(resolve, 30_500));
      knownDevice.push((await login(browser, stack.urls, email, 'known-device', first.page)).run);
      await first.page.context().close();
      if (index < 3) {
        await new Promise((resolve) => setTimeout(resolve, 30_500));
        const other = await login(browser, stack.urls, email, 'new-device');
        newDevice.push(other.run);
        await other.page.context().close();
      }
      console.error(`» run ${index + 1}/${runs} done`);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }

  const row = (label: string, values: (number | null)[]) => [
    label,
    msCell(median(values)),
    range(values),
    String(values.filter((v) => v !== null).length),
  ];
  const machine = (run: LoginRun) => run.sendCode + run.checkCode + (run.keyStep ?? 0);
  console.log('\nEmail login timings (ms; headless Chromium, local stack)\n');
  console.log(
    table(
      ['phase', 'median', 'min – max', 'runs'],
      [
        row(
          'frame load (iframe → READY)',
          firstLogins.map((run) => run.frameLoad),
        ),
        row(
          'new wallet: send code',
          firstLogins.map((run) => run.sendCode),
        ),
        row(
          'new wallet: check code → key step',
          firstLogins.map((run) => run.checkCode),
        ),
        row(
          'new wallet: create key → connected',
          firstLogins.map((run) => run.keyStep),
        ),
        row('new wallet: email → connected (machine time)', firstLogins.map(machine)),
        row('known device: email → connected (machine time)', knownDevice.map(machine)),
        row(
          'new device: rebuild key → connected',
          newDevice.map((run) => run.keyStep),
        ),
        row('new device: email → connected (machine time)', newDevice.map(machine)),
        row(
          'reload → connected',
          [...firstLogins, ...knownDevice].map((run) => run.reload),
        ),
      ],
    ),
  );
  const host = await hostBytes();
  const frame = frameBytes();
  console.log('\nBytes\n');
  console.log(
    table(
      ['what', 'files', 'raw', 'gzip', 'brotli'],
      [
        [
          'host: chunks a login loads (client, views)',
          String(host.files.length),
          bytesCell(host.sizes.raw),
          bytesCell(host.sizes.gzip),
          bytesCell(host.sizes.brotli),
        ],
        [
          'frame page (HTML, CSS, JS)',
          String(frame.files),
          bytesCell(frame.sizes.raw),
          bytesCell(frame.sizes.gzip),
          bytesCell(frame.sizes.brotli),
        ],
      ],
    ),
  );
}

await main();
