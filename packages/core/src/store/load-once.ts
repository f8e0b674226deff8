/**
 * "Load once, retry after a failure": the one way Walletport loads code or a resource on demand (a
 * lazily imported flow, the WalletConnect client, the modal's chunk). Concurrent callers share one
 * attempt; a success is kept for the life of the value; a failure (offline, a deploy in between that
 * removed the chunk) is not kept, so the next call starts a new attempt instead of failing forever.
 */
export interface LoadOnce<T> {
  /** Starts the load on the first call and returns the same promise until it settles. */
  load(): Promise<T>;
  /** The loaded value, or undefined while nothing has loaded yet. */
  peek(): T | undefined;
}

export function loadOnce<T>(loader: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let loaded: { value: T } | undefined;
  return {
    load() {
      pending ??= loader().then(
        (value) => {
          loaded = { value };
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    peek: () => loaded?.value,
  };
}
