import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secondsUntil } from '../../../src/views/account/use-seconds-until.js';

describe('secondsUntil', () => {
  it('rounds the time left up to whole seconds', () => {
    expect(secondsUntil(30_000, 0)).toBe(30);
    expect(secondsUntil(30_000, 1)).toBe(30);
    expect(secondsUntil(30_000, 29_001)).toBe(1);
    expect(secondsUntil(30_000, 30_000)).toBe(0);
  });

  it('is 0 without a deadline, after it, or for a broken one', () => {
    expect(secondsUntil(undefined, 0)).toBe(0);
    expect(secondsUntil(1_000, 5_000)).toBe(0);
    expect(secondsUntil(Number.NaN, 0)).toBe(0);
  });

  it('is never negative and never more than the time left plus one second', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (deadline, now) => {
        const seconds = secondsUntil(deadline, now);
        expect(seconds).toBeGreaterThanOrEqual(0);
        expect(seconds * 1000).toBeLessThan(Math.max(0, deadline - now) + 1000);
      }),
    );
  });
});
