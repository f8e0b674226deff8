/**
 * A bounded memory of what was seen: relays deliver at least once (a resubscription after a reconnect
 * redelivers what is still stored), so every message is handled once. The oldest entries go first.
 */
export interface SeenSet {
  /** True the first time a key is offered, false after. */
  firstSight(key: string): boolean;
  readonly size: number;
}

export function createSeenSet(capacity: number): SeenSet {
  const seen = new Set<string>();
  return {
    firstSight(key) {
      if (seen.has(key)) return false;
      seen.add(key);
      if (seen.size > capacity) {
        // Sets iterate in insertion order: the first key is the oldest.
        const oldest = seen.values().next().value as string;
        seen.delete(oldest);
      }
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}
