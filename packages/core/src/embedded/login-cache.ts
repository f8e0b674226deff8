/**
 * The login cache of the embedded wallet in the host's storage. Its own module: clearing it must work
 * in a page that never loaded the embedded wallet's code.
 */
import { storageKeys } from '../storage/keys.js';
import type { TypedStorage } from '../storage/typed-storage.js';

/** Disconnect (or a check that finds no login) clears the login cache: flag, email, last chain, username. */
export async function clearLoginCache(storage: TypedStorage): Promise<void> {
  await storage.remove(storageKeys.emailLoginUsed);
  await storage.remove(storageKeys.email);
  await storage.remove(storageKeys.lastUsedChain);
  await storage.remove(storageKeys.socialUsername);
}
