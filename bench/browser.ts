/**
 * Timings in headless Chromium. Every run gets a fresh browser context (empty HTTP and code cache), so
 * each run is a first visit. The driver only starts runs and reads marks; every time is taken in the page.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { type ProbeMarks, type ProbeSelectors, probeScript } from './probe.js';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Any host but the bench server fails at once, so a stray request cannot stall a run on a timeout.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
  } catch (error) {
    throw new Error(`Could not start Chromium at ${chromiumPath()} (set CHROMIUM_PATH to override)`, {
      cause: error,
    });
  }
}

export type ClickMode = 'cold' | 'after-hover';

export interface RunMarks {
  /** ms from navigation start until the button is in the DOM and visible. */
  buttonVisible: number;
  buttonFrame: number | null;
  /** ms from the click being dispatched until the dialog is in the DOM and visible (null: no click). */
  clickToDialog: number | null;
  clickToDialogFrame: number | null;
  /** ms from the click until the last of RunOptions.openScripts has arrived (network, not rendering). */
  clickToScriptsLoaded: number | null;
  /** ms from the click until the first view's own content is rendered. */
  clickToView: number | null;
  clickToViewFrame: number | null;
  /** Script URLs (path only) requested before the click, and after it. */
  scriptsBeforeClick: string[];
  scriptsAfterClick: string[];
  /** Requests to any origin but the bench server (they fail by design; listed so they are noticed). */
  foreignRequests: string[];
  pageErrors: string[];
}

export interface RunOptions {
  url: string;
  selectors: ProbeSelectors;
  /** null: measure page load only. */
  click: ClickMode | null;
  /** URL paths of the scripts the first open needs (modal + first view), to time their arrival. */
  openScripts?: readonly string[];
  timeoutMs?: number;
}

const HOVER_LEAD_MS = 300;

async function readMarks(page: Page): Promise<ProbeMarks> {
  return (await page.evaluate('window.__wpBench.marks')) as ProbeMarks;
}

function since(start: number | null, end: number | null): number | null {
  return start === null || end === null ? null : end - start;
}

export async function measureRun(browser: Browser, options: RunOptions): Promise<RunMarks> {
  const timeout = options.timeoutMs ?? 15_000;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const origin = new URL(options.url).origin;
    let clicked = false;
    const scriptsBeforeClick: string[] = [];
    const scriptsAfterClick: string[] = [];
    const foreignRequests: string[] = [];
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin && url.protocol.startsWith('http')) foreignRequests.push(request.url());
      else if (url.pathname.endsWith('.js'))
        (clicked ? scriptsAfterClick : scriptsBeforeClick).push(url.pathname);
    });
    await page.addInitScript({ content: probeScript(options.selectors) });
    await page.goto(options.url, { waitUntil: 'load', timeout });
    await page.waitForFunction('window.__wpBench.marks.buttonFrame !== null', undefined, { timeout });
    // Start from a quiet page: a visitor's click comes after the page has settled.
    await page.waitForLoadState('networkidle', { timeout });

    if (options.click === 'after-hover') {
      await page.hover(options.selectors.button, { timeout });
      await page.waitForTimeout(HOVER_LEAD_MS);
    }
    if (options.click !== null) {
      clicked = true;
      await page.evaluate('window.__wpBench.click()');
      await page.waitForFunction('window.__wpBench.marks.dialogFrame !== null', undefined, { timeout });
      // A view that never matches its selector leaves clickToView null instead of failing the run.
      await page
        .waitForFunction('window.__wpBench.marks.viewFrame !== null', undefined, { timeout })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout });
    }
    const marks = await readMarks(page);
    const lastScript = (await page.evaluate(
      `window.__wpBench.scriptsArrivedAfterClick(${JSON.stringify(options.openScripts ?? [])})`,
    )) as number | null;
    if (marks.buttonInDom === null) throw new Error('the button never appeared');
    return {
      buttonVisible: marks.buttonInDom,
      buttonFrame: marks.buttonFrame,
      clickToDialog: since(marks.clickAt, marks.dialogInDom),
      clickToDialogFrame: since(marks.clickAt, marks.dialogFrame),
      clickToScriptsLoaded: since(marks.clickAt, lastScript),
      clickToView: since(marks.clickAt, marks.viewInDom),
      clickToViewFrame: since(marks.clickAt, marks.viewFrame),
      scriptsBeforeClick,
      scriptsAfterClick,
      foreignRequests,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Summary {
  median: number | null;
  min: number | null;
  max: number | null;
  runs: number;
}

export function summarise(values: readonly (number | null)[]): Summary {
  const present = values.filter((value): value is number => value !== null);
  return {
    median: median(present),
    min: present.length > 0 ? Math.min(...present) : null,
    max: present.length > 0 ? Math.max(...present) : null,
    runs: present.length,
  };
}
