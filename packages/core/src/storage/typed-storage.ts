import { STORAGE_KEY_PREFIX, type StorageKey } from './keys.js';
import type { MaybePromise, StorageBackend, StorageLogger, SyncStorageBackend } from './types.js';

/**
 * Typed access to one backend. Reads of absent, corrupted or unreadable entries give `undefined`;
 * writes and removals that fail are logged and dropped. No method throws or rejects (storage
 * failures are logged only). Over an async backend results may be promises, so `await` them.
 */
export interface TypedStorage {
  get<T>(key: StorageKey<T>): MaybePromise<T | undefined>;
  set<T>(key: StorageKey<T>, value: T): MaybePromise<void>;
  remove(key: StorageKey<unknown>): MaybePromise<void>;
  /** Removes every entry whose name starts with `prefix` (a Walletport prefix), where the backend can list. */
  removeByPrefix(prefix: string): MaybePromise<void>;
}

/** The same over a synchronous backend: plain values, no promises. */
export interface SyncTypedStorage extends TypedStorage {
  get<T>(key: StorageKey<T>): T | undefined;
  set<T>(key: StorageKey<T>, value: T): void;
  remove(key: StorageKey<unknown>): void;
  removeByPrefix(prefix: string): void;
}

export interface TypedStorageOptions {
  logger: StorageLogger;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Runs `operation` and hands its result to `onValue`, or any throw/rejection to `onError`, staying
 * synchronous when the backend is. This keeps one code path for sync and async backends.
 */
function settle<T, R>(
  operation: () => MaybePromise<T>,
  onValue: (value: T) => R,
  onError: (error: unknown) => R,
): MaybePromise<R> {
  let result: MaybePromise<T>;
  try {
    result = operation();
  } catch (error) {
    return onError(error);
  }
  const guardedOnValue = (value: T): R => {
    try {
      return onValue(value);
    } catch (error) {
      return onError(error);
    }
  };
  if (isPromiseLike(result)) return Promise.resolve(result).then(guardedOnValue, onError);
  return guardedOnValue(result);
}

/** Name and message only: the error of a failed write may quote the value, which can be a token. */
function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error;
}

export function createTypedStorage(
  backend: SyncStorageBackend,
  options: TypedStorageOptions,
): SyncTypedStorage;
export function createTypedStorage(backend: StorageBackend, options: TypedStorageOptions): TypedStorage;
export function createTypedStorage(backend: StorageBackend, { logger }: TypedStorageOptions): TypedStorage {
  function warn(message: string, key: string, error?: unknown): void {
    try {
      logger.warn(message, error === undefined ? { key } : { key, error: describeError(error) });
    } catch {
      // A broken logger must not turn a storage failure into a crash.
    }
  }

  function parse<T>(key: StorageKey<T>, raw: unknown): T | undefined {
    if (raw === null || raw === undefined) return undefined;
    const value = typeof raw === 'string' ? key.codec.parse(raw) : undefined;
    if (value === undefined) warn('Ignoring unreadable storage entry', key.name);
    return value;
  }

  function removeByName(name: string): MaybePromise<void> {
    return settle(
      () => backend.removeItem(name),
      () => undefined,
      (error) => warn('Storage remove failed', name, error),
    );
  }

  return {
    get: (key) =>
      settle(
        () => backend.getItem(key.name),
        (raw) => parse(key, raw),
        (error) => {
          warn('Storage read failed', key.name, error);
          return undefined;
        },
      ),

    set: (key, value) => {
      let serialized: string;
      try {
        serialized = key.codec.serialize(value);
        // Never write what could not be read back (NaN timestamps, values outside the schema).
        if (key.codec.parse(serialized) === undefined) throw new TypeError('value does not match its codec');
      } catch (error) {
        warn('Storage value not written', key.name, error);
        return undefined;
      }
      return settle(
        () => backend.setItem(key.name, serialized),
        () => undefined,
        (error) => warn('Storage write failed', key.name, error),
      );
    },

    remove: (key) => removeByName(key.name),

    removeByPrefix: (prefix) => {
      if (!prefix.startsWith(STORAGE_KEY_PREFIX)) {
        // Guard against wiping the host site's own entries by a too-short prefix.
        warn('Refusing to remove entries outside the Walletport prefix', prefix);
        return undefined;
      }
      const listKeys = backend.keys;
      if (listKeys === undefined) return undefined;
      const removeListed = (names: readonly string[]): MaybePromise<void> => {
        const removals = names.filter((name) => name.startsWith(prefix)).map(removeByName);
        if (removals.some(isPromiseLike)) return Promise.all(removals).then(() => undefined);
        return undefined;
      };
      // A promise resolving to a promise flattens, so the nested MaybePromise is a plain MaybePromise.
      return settle(
        () => listKeys.call(backend),
        removeListed,
        (error) => warn('Storage listing failed', prefix, error),
      ) as MaybePromise<void>;
    },
  };
}
