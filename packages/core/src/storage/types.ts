/** A value that may or may not be wrapped in a promise, so sync and async backends share one interface. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * The small interface every storage backend implements. It mirrors the Web Storage API (`null` means
 * absent) but tolerates async backends such as IndexedDB wrappers or React Native's AsyncStorage.
 * Backends may throw (quota exceeded, SecurityError, disabled storage); the typed store catches that.
 */
export interface StorageBackend {
  getItem(name: string): MaybePromise<string | null>;
  setItem(name: string, value: string): MaybePromise<void>;
  removeItem(name: string): MaybePromise<void>;
  /** Names of all stored entries; optional because not every backend can list its contents. */
  keys?(): MaybePromise<readonly string[]>;
}

/** A backend that answers synchronously (localStorage, cookies, memory), so reads need no `await`. */
export interface SyncStorageBackend extends StorageBackend {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
  keys?(): readonly string[];
}

/**
 * Where storage problems go. Storage failures are logged only, so the logger is the single
 * outlet; it receives key names and error descriptions, never stored values (they may be auth tokens).
 */
export interface StorageLogger {
  warn(message: string, context?: Readonly<Record<string, unknown>>): void;
}
