/**
 * Wallet-connect pairing expiry: a pairing expires 4 minutes after creation, and counts as expired if
 * absent or within 10 s of expiry.
 */

/** A pairing URI is valid for 4 minutes after it was created. */
export const PAIRING_EXPIRY_MS = 4 * 60 * 1000;

/** A pairing this close to its expiry already counts as expired (the wallet needs time to answer). */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000;

/** The expiry (ms since epoch) of a pairing URI created at `now`. */
export function pairingExpiryFrom(now: number): number {
  return now + PAIRING_EXPIRY_MS;
}

/** True when there is no pairing, or its expiry is at most 10 s away (or already past). */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  if (expiry === undefined || Number.isNaN(expiry)) return true;
  return expiry - now <= PAIRING_EXPIRY_MARGIN_MS;
}
