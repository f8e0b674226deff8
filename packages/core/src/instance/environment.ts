/**
 * The host defaults of an instance, resolved when createAppKitCore is called (never at import), so the
 * module is safe to import on a server and each instance can get its own storage, clock and logger.
 */
import { DESKTOP_PLATFORM } from '../connection/index.js';
import { systemTimers } from '../modal/index.js';
import type { PageDocument } from '../options/index.js';
import {
  createLocalStorage,
  createMemoryStorage,
  createTypedStorage,
  type StorageBackend,
} from '../storage/index.js';
import type { AppKitCoreLogger, ResolvedEnvironment } from './host-types.js';
import type { AppKitCoreEnvironment } from './types.js';

export type { ResolvedEnvironment } from './host-types.js';

export const DEFAULT_SDK_TYPE = 'walletport';
export const DEFAULT_SDK_VERSION = 'core-0.1.0';

export function consoleLogger(): AppKitCoreLogger {
  return {
    warn: (message, context) => console.warn(`[walletport] ${message}`, context ?? ''),
    error: (message, context) => console.error(`[walletport] ${message}`, context ?? ''),
  };
}

/**
 * localStorage when the page has a usable one, else memory. Probed here (not at import) because reading
 * `window.localStorage` throws in sandboxed frames and with blocked cookies; such pages get memory.
 */
export function defaultStorageBackend(): StorageBackend {
  try {
    if (typeof window !== 'undefined' && window.localStorage !== undefined && window.localStorage !== null) {
      return createLocalStorage();
    }
  } catch {
    // Storage is blocked: fall through to memory, the instance still works for this page view.
  }
  return createMemoryStorage();
}

function defaultDocument(): PageDocument | null {
  const document = (globalThis as { document?: PageDocument }).document;
  return document ?? null;
}

export function resolveEnvironment(env: AppKitCoreEnvironment): ResolvedEnvironment {
  const logger = env.logger ?? consoleLogger();
  const storageBackend = env.storage ?? defaultStorageBackend();
  return {
    document: env.document === undefined ? defaultDocument() : env.document,
    storageBackend,
    storage: createTypedStorage(storageBackend, { logger }),
    platform: env.platform ?? DESKTOP_PLATFORM,
    clock: env.clock ?? { now: () => Date.now() },
    timers: env.timers ?? systemTimers(),
    logger,
    fetch: env.fetch,
    sdkType: env.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: env.sdkVersion ?? DEFAULT_SDK_VERSION,
  };
}

/** A storage read's value when the backend answered synchronously; undefined for an async backend. */
export function readNow<T>(value: T | undefined | Promise<T | undefined>): T | undefined {
  return value instanceof Promise ? undefined : value;
}
