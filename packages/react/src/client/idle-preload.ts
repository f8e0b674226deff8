/**
 * Runs `task` once the page has loaded and the browser is idle, so the modal's code is parsed and its
 * shell mounted before the visitor clicks, without competing with the page's own loading. Skipped when
 * the visitor asked to save data (the code then loads on hover or click, as before).
 */
interface IdleHost {
  document?: { readyState?: string };
  navigator?: { connection?: { saveData?: boolean } };
  addEventListener?(type: 'load', listener: () => void, options?: { once: boolean }): void;
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** How long the browser may put the task off while it stays busy. */
export const IDLE_PRELOAD_TIMEOUT_MS = 2_000;

/** Schedules `task`; returns the cancel function (destroy before it ran). */
export function whenPageIdle(
  task: () => void,
  host: IdleHost = globalThis as unknown as IdleHost,
): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (host.requestIdleCallback) host.requestIdleCallback(run, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    else host.setTimeout(run, 1);
  };
  if (host.navigator?.connection?.saveData !== true) {
    if (host.document?.readyState === 'complete' || !host.addEventListener) schedule();
    else host.addEventListener('load', schedule, { once: true });
  }
  return () => {
    cancelled = true;
  };
}
