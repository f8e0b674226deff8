/**
 * At most 5 error events per 60 s, as a sliding window: an error event is sent only if fewer than
 * 5 were sent in the 60 s before it; the others are dropped, not delayed (a burst of the same failure
 * says nothing new, and queueing would replay stale errors later).
 */
export const MAX_ERROR_EVENTS_PER_WINDOW = 5;
export const ERROR_EVENT_WINDOW_MS = 60_000;

export interface SlidingWindowDecision {
  admitted: boolean;
  /** Times of the admitted events still inside the window, including this one if admitted. */
  sent: readonly number[];
}

/** Pure rule: may an event go out at `now`, given the times earlier ones went out? */
export function admitInWindow(
  sent: readonly number[],
  now: number,
  max: number = MAX_ERROR_EVENTS_PER_WINDOW,
  windowMs: number = ERROR_EVENT_WINDOW_MS,
): SlidingWindowDecision {
  // An event exactly windowMs old has left the window.
  const recent = sent.filter((time) => now - time < windowMs && time <= now);
  if (recent.length >= max) return { admitted: false, sent: recent };
  return { admitted: true, sent: [...recent, now] };
}

export interface SlidingWindowLimiter {
  /** True (and counted) if an event may go out now. */
  tryAcquire(): boolean;
}

export function createSlidingWindowLimiter(options: {
  now: () => number;
  max?: number;
  windowMs?: number;
}): SlidingWindowLimiter {
  let sent: readonly number[] = [];
  return {
    tryAcquire() {
      const decision = admitInWindow(sent, options.now(), options.max, options.windowMs);
      sent = decision.sent;
      return decision.admitted;
    },
  };
}
