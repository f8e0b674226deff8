/**
 * Runs `task` once the page has loaded and the browser is idle, so the modal's code is parsed and its
 * shell mounted before the visitor clicks, without competing with the page's own loading. Skipped when
 * the visitor asked to save data (the code then loads on hover or click, as before).
 */
interface IdleHost {
  document?: { readyState?: string };
  navigator?: { connection?: { saveData?: boolean } };
  addEventListener?(type: 'load', listener: () => void, options?: { once: boolean }): void;
  removeEventListener?(type: 'load', listener: () => void): void;
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number;
  cancelIdleCallback?(handle: number): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How long the browser may put the task off while it stays busy. */
export const IDLE_PRELOAD_TIMEOUT_MS = 2_000;

/** Schedules `task`; returns the cancel function (destroy before it ran). */
export function whenPageIdle(
  task: () => void,
  host: IdleHost = globalThis as unknown as IdleHost,
): () => void {
  if (host.navigator?.connection?.saveData === true) return () => {};
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if (host.requestIdleCallback !== undefined) {
      const handle = host.requestIdleCallback(task, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
      cancelIdle = () => host.cancelIdleCallback?.(handle);
    } else {
      const handle = host.setTimeout(task, 1);
      cancelIdle = () => host.clearTimeout(handle);
    }
  };
  if (host.document?.readyState === 'complete' || host.addEventListener === undefined) {
    schedule();
    return () => cancelIdle?.();
  }
  host.addEventListener('load', schedule, { once: true });
  return () => {
    host.removeEventListener?.('load', schedule);
    cancelIdle?.();
  };
}
