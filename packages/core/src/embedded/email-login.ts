/**
 * The email-login rules the host enforces before it asks the frame to mail a code: the address must be
 * a valid email, and only one email login may start per 30 s (the time of the last one is stored, so
 * the rule survives a reload). The server enforces its own limits too; this one answers at once, with
 * the exact text 'Please try again after {n} seconds'.
 */
import { createError } from '../errors/messages.js';
import { storageKeys } from '../storage/keys.js';
import type { TypedStorage } from '../storage/typed-storage.js';
import { isEmail } from '../validation/email.js';

export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;

/** Whole seconds left before another email login may start (rounded up); 0 when it may start now. */
export function emailLoginWaitSeconds(lastLoginMs: number | undefined, nowMs: number): number {
  if (lastLoginMs === undefined) return 0;
  const elapsed = nowMs - lastLoginMs;
  // A time in the future (a clock moved back) counts as just now rather than as a free pass.
  const remaining = EMAIL_LOGIN_COOLDOWN_MS - Math.max(0, elapsed);
  return remaining <= 0 ? 0 : Math.ceil(remaining / 1000);
}

/** Throws the catalogue error for an invalid address or a login within the cooldown. */
export async function assertEmailLoginAllowed(
  email: string,
  storage: TypedStorage,
  nowMs: number,
): Promise<string> {
  const trimmed = email.trim();
  if (!isEmail(trimmed)) throw createError('SCHEMA_INVALID_EMAIL', { category: 'VALIDATION_ERROR' });
  const wait = emailLoginWaitSeconds(await storage.get(storageKeys.lastEmailLoginTime), nowMs);
  if (wait > 0) {
    throw createError('EMAIL_LOGIN_THROTTLED', { params: { n: wait }, category: 'VALIDATION_ERROR' });
  }
  return trimmed;
}

/** Login success stores the email and the login-used flag and clears the last-login time. */
export async function rememberEmailLogin(storage: TypedStorage, email: string | undefined): Promise<void> {
  if (email !== undefined) await storage.set(storageKeys.email, email);
  await storage.set(storageKeys.emailLoginUsed, true);
  await storage.remove(storageKeys.lastEmailLoginTime);
}
