/**
 * Checking a code someone typed: a locked email refuses every code (the right one too); no live code is
 * "Code expired"; a wrong code counts against the email and says how many tries are left, the last one
 * locking it. A right code is consumed separately (consumeCode), so a route can do its own checks first.
 */
import type { CodePurpose, StoredCode } from './code-store.js';
import { embeddedErrors } from './errors.js';
import { MAX_FAILED_ATTEMPTS } from './limits.js';
import { codeMac, macsEqual } from './secrets.js';
import type { EmbeddedServices } from './services.js';

export interface CodeTarget {
  projectId: string;
  purpose: CodePurpose;
  subject: string;
  /** The email whose wrong-code count this attempt joins. */
  attemptEmail: string;
}

/** The live code `code` opens, or a thrown 429 / 410 / 401. */
export async function matchCode(
  services: EmbeddedServices,
  target: CodeTarget,
  code: string,
): Promise<StoredCode> {
  const now = services.now();
  const lockedUntil = await services.failures.lockedUntil(target.projectId, target.attemptEmail, now);
  if (lockedUntil !== undefined) throw embeddedErrors.locked(lockedUntil.getTime() - now.getTime());

  const stored = await services.codes.live(target.projectId, target.purpose, target.subject, now);
  if (stored === undefined) throw embeddedErrors.codeExpired();

  const given = codeMac(services.keys, target, code.trim());
  if (macsEqual(given, stored.codeHash)) return stored;
  const outcome = await services.failures.recordFailure(target.projectId, target.attemptEmail, now);
  if (outcome.locked) throw embeddedErrors.locked(outcome.lockedUntil.getTime() - now.getTime());
  throw embeddedErrors.invalidCode(MAX_FAILED_ATTEMPTS - outcome.failures);
}

/** Uses up a matched code and clears the email's wrong-code count; 410 when a racing request used it. */
export async function consumeCode(
  services: EmbeddedServices,
  code: StoredCode,
  attemptEmail: string,
): Promise<void> {
  if (!(await services.codes.consume(code, services.now()))) throw embeddedErrors.codeExpired();
  await services.failures.clear(code.projectId, attemptEmail);
}
