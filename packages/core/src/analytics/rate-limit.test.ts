import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  admitInWindow,
  createSlidingWindowLimiter,
  ERROR_EVENT_WINDOW_MS,
  MAX_ERROR_EVENTS_PER_WINDOW,
} from './rate-limit.js';

describe('at most 5 error events per 60 s', () => {
  it('uses 5 per 60 s', () => {
    expect(MAX_ERROR_EVENTS_PER_WINDOW).toBe(5);
    expect(ERROR_EVENT_WINDOW_MS).toBe(60_000);
  });

  it('admits 5 at once and drops the 6th', () => {
    let now = 1_000;
    const limiter = createSlidingWindowLimiter({ now: () => now });
    const results = Array.from({ length: 7 }, () => limiter.tryAcquire());
    expect(results).toEqual([true, true, true, true, true, false, false]);
    now += ERROR_EVENT_WINDOW_MS - 1;
    expect(limiter.tryAcquire()).toBe(false);
    now += 1;
    expect(limiter.tryAcquire()).toBe(true);
  });

  it('is a sliding window, not a fixed one: slots free up one by one', () => {
    let now = 0;
    const limiter = createSlidingWindowLimiter({ now: () => now });
    for (const time of [0, 10_000, 20_000, 30_000, 40_000]) {
      now = time;
      expect(limiter.tryAcquire()).toBe(true);
    }
    now = 59_999;
    expect(limiter.tryAcquire()).toBe(false);
    now = 60_000; // the event at 0 left the window, the others have not
    expect(limiter.tryAcquire()).toBe(true);
    expect(limiter.tryAcquire()).toBe(false);
  });

  it('dropped events do not count', () => {
    const sent = [0, 1, 2, 3, 4];
    const decision = admitInWindow(sent, 5);
    expect(decision).toEqual({ admitted: false, sent });
  });

  it('property: no 60 s window ever holds more than 5 admitted events, and an event is only dropped when 5 came before it in the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30_000 }), { maxLength: 40 }), (gaps) => {
        let now = 0;
        const limiter = createSlidingWindowLimiter({ now: () => now });
        const admitted: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const inWindow = admitted.filter((time) => now - time < 60_000).length;
          const ok = limiter.tryAcquire();
          expect(ok).toBe(inWindow < 5);
          if (ok) admitted.push(now);
        }
      }),
    );
  });
});
