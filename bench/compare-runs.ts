/**
 * One load (and, for the products, one click) of a comparison page in a fresh browser context, driven
 * like a visitor: the pointer moves to the connect button's centre and presses it at once (no hover wait,
 * so whatever a product preloads on hover has only the time a real click leaves it). Times are taken in
 * the page by bench/probe.ts; main-thread busy time comes from Chromium's own counters (CDP Performance).
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { ComparedPage } from './compare-pages.js';
import { type ProbeMarks, probeScript } from './probe.js';

export interface ComparedRun {
  /** ms from navigation start until the connect button is in the DOM and visible. */
  buttonVisible: number;
  /** ms from pointerdown until the product's dialog is in the DOM and visible (null: no click / never). */
  clickToDialog: number | null;
  /** ms from pointerdown until the first wallet row is in the DOM and visible, and until the next frame. */
  clickToFirstRow: number | null;
  clickToFirstRowFrame: number | null;
  /** Main-thread task time (CDP TaskDuration) from navigation until the page settled, before the click. */
  busyMs: number;
  /** The part of busyMs spent running script (CDP ScriptDuration). */
  scriptMs: number;
  /** URL paths of the page's own scripts fetched before the click (preloads and prefetches included). */
  scriptsBeforeClick: string[];
  /** Requests (and WebSockets) to any origin but the bench server, before and after the click. */
  foreignAtLoad: string[];
  foreignAfterClick: string[];
  /** false when the page kept the network busy and the click came after the settle timeout instead. */
  settled: boolean;
  pageErrors: string[];
}

/** How long a page may keep requesting before the click goes ahead anyway (AppKit retries its API). */
const SETTLE_TIMEOUT_MS = 8_000;
/** After the click: how long to keep listening for requests the open triggers. */
const AFTER_CLICK_SETTLE_MS = 4_000;

async function metric(cdp: CDPSession, names: readonly string[]): Promise<number[]> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return names.map((name) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN);
}

function since(start: number | null, end: number | null): number | null {
  return start === null || end === null ? null : end - start;
}

/** Moves the pointer to the button's centre and clicks, with no pause in between. */
async function pointerClick(page: Page): Promise<void> {
  const centre = (await page.evaluate('window.__wpBench.buttonCentre()')) as { x: number; y: number } | null;
  if (!centre) throw new Error('the connect button vanished before the click');
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.up();
}

export async function measureComparedRun(
  browser: Browser,
  url: string,
  target: ComparedPage,
  timeoutMs = 20_000,
): Promise<ComparedRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const origin = new URL(url).origin;
    let clicked = false;
    const scriptsBeforeClick: string[] = [];
    const foreignAtLoad: string[] = [];
    const foreignAfterClick: string[] = [];
    const pageErrors: string[] = [];
    const foreign = (address: string) => (clicked ? foreignAfterClick : foreignAtLoad).push(address);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('websocket', (socket) => foreign(socket.url()));
    page.on('request', (request) => {
      const address = new URL(request.url());
      if (!address.protocol.startsWith('http')) return;
      if (address.origin !== origin) foreign(request.url());
      else if (!clicked && address.pathname.endsWith('.js')) scriptsBeforeClick.push(address.pathname);
    });
    await page.addInitScript({ content: probeScript(target.selectors) });
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForFunction('window.__wpBench.marks.buttonFrame !== null', undefined, {
      timeout: timeoutMs,
    });
    // A visitor's click comes after the page has settled; a page that never stops requesting is
    // clicked after SETTLE_TIMEOUT_MS instead, and the run says so.
    const settled = await page
      .waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    const [taskSeconds, scriptSeconds] = await metric(cdp, ['TaskDuration', 'ScriptDuration']);

    if (target.clicked) {
      clicked = true;
      await pointerClick(page);
      // A row that never matches leaves the figure null (and is reported) instead of failing the series.
      await page
        .waitForFunction('window.__wpBench.marks.viewFrame !== null', undefined, { timeout: timeoutMs })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: AFTER_CLICK_SETTLE_MS }).catch(() => undefined);
    }
    const marks = (await page.evaluate('window.__wpBench.marks')) as ProbeMarks;
    if (marks.buttonInDom === null) throw new Error('the connect button never appeared');
    return {
      buttonVisible: marks.buttonInDom,
      clickToDialog: since(marks.clickAt, marks.dialogInDom),
      clickToFirstRow: since(marks.clickAt, marks.viewInDom),
      clickToFirstRowFrame: since(marks.clickAt, marks.viewFrame),
      busyMs: (taskSeconds ?? Number.NaN) * 1000,
      scriptMs: (scriptSeconds ?? Number.NaN) * 1000,
      scriptsBeforeClick,
      foreignAtLoad,
      foreignAfterClick,
      settled,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}
