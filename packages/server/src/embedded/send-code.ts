/**
 * Sending a code: the send throttles first (nothing is stored or sent when they refuse), then a fresh
 * code replaces the earlier one of the same purpose and subject, then the email goes out. The code exists
 * only in the email and, as a MAC, in the database.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Project } from '../projects/index.js';
import type { CodePurpose } from './code-store.js';
import { embeddedErrors } from './errors.js';
import { CODE_TTL_MS, RESEND_AFTER_MS } from './limits.js';
import { composeCodeMail, displayName } from './mail-content.js';
import { MailError } from './mailer.js';
import { clientKey, codeMac, randomCode } from './secrets.js';
import type { EmbeddedServices } from './services.js';

/** The 202 answer of every route that sends a code. */
export const CODE_SENT = Object.freeze({
  expiresInSeconds: CODE_TTL_MS / 1000,
  resendAfterSeconds: RESEND_AFTER_MS / 1000,
});

export interface CodeDelivery {
  project: Project;
  purpose: CodePurpose;
  /** The email for a login, the user id for an email change. */
  subject: string;
  to: string;
  userId?: string;
  newEmail?: string;
  /** The requesting client's IP, for the per-client cap. */
  clientIp: string;
}

export async function sendCode(
  services: EmbeddedServices,
  delivery: CodeDelivery,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<typeof CODE_SENT> {
  const now = services.now();
  const { project, purpose, subject, to } = delivery;
  const decision = await services.sends.reserve(
    { projectId: project.id, email: to, clientKey: clientKey(services.keys, delivery.clientIp) },
    now,
  );
  if (!decision.allowed) throw embeddedErrors.tooSoon(decision.waitMs);

  const code = randomCode();
  await services.codes.put({
    projectId: project.id,
    purpose,
    subject,
    email: to,
    userId: delivery.userId ?? null,
    newEmail: delivery.newEmail ?? null,
    codeHash: codeMac(services.keys, { projectId: project.id, purpose, subject }, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  try {
    await services.mailer.send({ to, ...composeCodeMail(purpose, displayName(project), code) });
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    log.warn({ smtpCode: error.smtpCode, purpose }, 'email login: the code email was not sent');
    throw embeddedErrors.mailFailed();
  }
  return CODE_SENT;
}
