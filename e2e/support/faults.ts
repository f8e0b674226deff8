/**
 * Shared support for the fault suites: watching the page for errors nobody handled, timing recovery, and
 * printing one table line per fault so the run's output can be turned into the fault table.
 */
import type { Page, Route } from '@playwright/test';

export interface PageErrorWatch {
  /** Every uncaught error and unhandled rejection seen since the watch began, as text. */
  errors(): string[];
}

/**
 * Chromium reports an uncaught error as a `pageerror` event; an unhandled promise rejection reaches the
 * console as an error line starting "Uncaught (in promise)". Other console errors are not collected: the
 * browser's own "Failed to load resource" lines are how it reports a request a fault refused or answered
 * with an error status, and that is the fault itself, not a failure of the page to handle it.
 */
export function watchPageErrors(page: Page): PageErrorWatch {
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // FAULTS_DEBUG=1 prints every console error, to see what a fault makes the page log.
    if (process.env.FAULTS_DEBUG) console.log(`[console.error] ${text}`);
    if (/Uncaught|Unhandled/i.test(text)) seen.push(`console: ${text}`);
  });
  return { errors: () => [...seen] };
}

/** Milliseconds since `start` (a `Date.now()` taken when the fault ended). */
export function timeToRecover(start: number): number {
  return Date.now() - start;
}

/**
 * One line of the fault table: `FAULT | <fault> | <what the visitor sees> | <ms to recover>`. `recoverMs`
 * is null when the fault needs no recovery (e.g. the visitor never lost anything).
 */
export function report(fault: string, seen: string, recoverMs: number | null): void {
  const recovery = recoverMs === null ? 'n/a' : `${recoverMs} ms`;
  console.log(`FAULT | ${fault} | ${seen} | ${recovery}`);
}

/** Resolves after `ms`; used to hold a request for a slow fault. */
export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a faulty part does with each request it gets: refuse the connection (down), answer only after
 * `SLOW_FAULT_MS` (slow), answer 200 with a body that is not what was asked (garbage), answer an error
 * status, or answer 200 with JSON cut short (invalid-json).
 */
export type Fault = 'down' | 'slow' | 'garbage' | 'invalid-json' | { status: number };

/** Longer than the modal's 10 s HTTP timeout, so a slow part is a request that times out. */
export const SLOW_FAULT_MS = 12_000;

export const faultName = (fault: Fault): string =>
  typeof fault === 'string' ? fault : `HTTP ${fault.status}`;

export interface InjectedFault {
  /** Requests the fault answered so far. */
  hits(): number;
  /** The fault ends: later requests reach the real part. */
  end(): Promise<void>;
}

// A fulfilled cross-origin answer needs this header, or the browser hides it as a network error and the
// test would check the down case twice instead of the answer it meant.
const CORS = { 'access-control-allow-origin': '*' };

/**
 * An error answer shaped like the Walletport server's own ({ code, message }); a 403 is the one it gives a
 * page whose origin is not on the project's allowed origins (packages/server/src/projects/require-project.ts).
 */
function errorBody(status: number): { code: string; message: string } {
  if (status === 403) {
    return {
      code: 'UNAUTHORIZED_DOMAIN',
      message: "The request's origin is not in the project's allowed origins.",
    };
  }
  return { code: 'INJECTED_FAULT', message: `An injected HTTP ${status}.` };
}

/**
 * Every request whose URL `matches` meets `fault` until `end()`. A slow request goes on to the real part
 * after the delay (the page may have given up on it by then; that answer is ignored).
 */
export async function injectFault(
  page: Page,
  matches: (url: URL) => boolean,
  fault: Fault,
): Promise<InjectedFault> {
  let hits = 0;
  const handler = async (route: Route): Promise<void> => {
    hits += 1;
    if (fault === 'down') return route.abort('connectionrefused');
    if (fault === 'slow') {
      await delay(SLOW_FAULT_MS);
      return route.continue().catch(() => undefined);
    }
    if (fault === 'garbage') {
      return route.fulfill({
        status: 200,
        headers: CORS,
        contentType: 'text/html',
        body: '<html>\u0000garbage',
      });
    }
    if (fault === 'invalid-json') {
      return route.fulfill({
        status: 200,
        headers: CORS,
        contentType: 'application/json',
        body: '{"data": [',
      });
    }
    return route.fulfill({
      status: fault.status,
      headers: { ...CORS, ...(fault.status === 429 ? { 'retry-after': '30' } : {}) },
      json: errorBody(fault.status),
    });
  };
  await page.route(matches, handler);
  return {
    hits: () => hits,
    end: () => page.unroute(matches, handler),
  };
}
