/** Timers a test advances by hand (the search delay, without waiting for real). Test support only. */
import type { Timers } from '../../src/modal/ports.js';

export function manualTimers(): Timers & { advance(ms: number): void } {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        pending.delete(id);
        timer.callback();
      }
    },
  };
}
