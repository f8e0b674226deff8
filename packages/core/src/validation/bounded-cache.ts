/**
 * A size-bounded map that forgets the least recently used entry first. Each owner creates its own,
 * so nothing is shared between app instances or test runs.
 */
export interface BoundedCache<Key, Value> {
  get(key: Key): Value | undefined;
  set(key: Key, value: Value): void;
  clear(): void;
  readonly size: number;
}

export function createBoundedCache<Key, Value>(maxEntries: number): BoundedCache<Key, Value> {
  if (!Number.isSafeInteger(maxEntries) || maxEntries < 1) {
    throw new RangeError(`A bounded cache needs a positive integer size, got ${maxEntries}.`);
  }
  // A Map iterates in insertion order, so re-inserting on read keeps the oldest entry first.
  const entries = new Map<Key, Value>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as Value;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
