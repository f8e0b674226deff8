/**
 * Shares one in-flight promise between concurrent callers asking for the same thing (the same balance,
 * the same wallet page), so opening the modal twice does not fire the request twice. State lives in the
 * instance this returns; separate instances never share requests.
 */
export interface RequestDeduper<K> {
  /** Runs `run` unless a call for `key` is still pending, in which case its promise is returned. */
  dedupe<T>(key: K, run: () => Promise<T>): Promise<T>;
  /** Whether a call for `key` is pending. */
  isPending(key: K): boolean;
}

export function createRequestDeduper<K = string>(): RequestDeduper<K> {
  const pending = new Map<K, Promise<unknown>>();
  return {
    dedupe<T>(key: K, run: () => Promise<T>): Promise<T> {
      const existing = pending.get(key);
      if (existing !== undefined) return existing as Promise<T>;
      let started: Promise<T>;
      try {
        started = Promise.resolve(run());
      } catch (error) {
        // A synchronous throw is reported like a rejection, and nothing is left pending.
        return Promise.reject(error);
      }
      const shared = started.finally(() => {
        // Settled requests are forgotten, so the next call asks again (caching is the TTL cache's job).
        if (pending.get(key) === shared) pending.delete(key);
      });
      pending.set(key, shared);
      return shared;
    },
    isPending: (key) => pending.has(key),
  };
}
