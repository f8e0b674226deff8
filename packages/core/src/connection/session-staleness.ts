/**
 * A wallet-connect session is dropped and reconnected when its requested chains are stale.
 *
 * A session is approved for the chains it requested when it was created. When the app now requests a
 * chain the session never asked for, requests on that chain would be refused by the wallet, so the
 * session is stale. Chains the session has but the app no longer requests do no harm and are kept.
 */

/**
 * True when some chain of `requestedChains` (CAIP-2 ids the app requests now) is missing from
 * `sessionChains` (CAIP-2 ids the session was created for). Order and duplicates do not matter; with no
 * requested chains nothing can be stale.
 */
export function isSessionStale(
  sessionChains: readonly string[],
  requestedChains: readonly string[],
): boolean {
  const covered = new Set(sessionChains);
  return requestedChains.some((chain) => !covered.has(chain));
}
