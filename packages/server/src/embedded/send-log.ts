/**
 * The log of sent emails (table embedded_mail_sends), behind the send throttles: one email per address
 * per RESEND_AFTER_MS, SENDS_PER_EMAIL_PER_WINDOW per address and SENDS_PER_IP_PER_WINDOW per client in
 * any sliding SEND_WINDOW_MS. A refusal names the real wait: until the last send is old enough, or until
 * the send that fills a cap leaves the window. Check and record run in one transaction under advisory
 * locks on the address and the client, so racing requests cannot both take the last slot.
 */
import type { Database, Queryable } from '../db/index.js';
import {
  RESEND_AFTER_MS,
  SEND_WINDOW_MS,
  SENDS_PER_EMAIL_PER_WINDOW,
  SENDS_PER_IP_PER_WINDOW,
} from './limits.js';

/** Namespace of the two-key advisory locks of this table (any constant, the same in every instance). */
const LOCK_NAMESPACE = 7_413_006;

export type SendDecision = { allowed: true } | { allowed: false; waitMs: number };

export interface SendRequest {
  projectId: string;
  email: string;
  clientKey: string;
}

export interface SendLog {
  /** Records a send at `now` when every throttle allows it; otherwise records nothing and names the wait. */
  reserve(request: SendRequest, now: Date): Promise<SendDecision>;
}

async function lock(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE, key]);
}

/** Sends in the window, newest first (only as many as the cap needs). */
async function recentSends(
  tx: Queryable,
  where: string,
  params: readonly unknown[],
  windowStart: Date,
  limit: number,
): Promise<Date[]> {
  const { rows } = await tx.query<{ sent_at: Date | string }>(
    `SELECT sent_at FROM embedded_mail_sends WHERE ${where} AND sent_at > $${params.length + 1}
     ORDER BY sent_at DESC LIMIT ${limit}`,
    [...params, windowStart],
  );
  return rows.map((row) => new Date(row.sent_at));
}

/** The wait until a send fits under `cap` sends per window, 0 when it fits now. */
function capWait(sends: readonly Date[], cap: number, nowMs: number): number {
  const oldestCounted = sends[cap - 1];
  return sends.length < cap || oldestCounted === undefined
    ? 0
    : oldestCounted.getTime() + SEND_WINDOW_MS - nowMs;
}

export function createSendLog(db: Database): SendLog {
  return {
    reserve(request, now) {
      const nowMs = now.getTime();
      const windowStart = new Date(nowMs - SEND_WINDOW_MS);
      return db.transaction(async (tx) => {
        // Always the address first, then the client: one order, so two requests never wait on each other.
        await lock(tx, `email:${request.projectId}:${request.email}`);
        await lock(tx, `client:${request.clientKey}`);
        const byEmail = await recentSends(
          tx,
          'project_id = $1 AND email = $2',
          [request.projectId, request.email],
          windowStart,
          SENDS_PER_EMAIL_PER_WINDOW,
        );
        const byClient = await recentSends(
          tx,
          'client_key = $1',
          [request.clientKey],
          windowStart,
          SENDS_PER_IP_PER_WINDOW,
        );
        const last = byEmail[0];
        const waitMs = Math.max(
          last === undefined ? 0 : last.getTime() + RESEND_AFTER_MS - nowMs,
          capWait(byEmail, SENDS_PER_EMAIL_PER_WINDOW, nowMs),
          capWait(byClient, SENDS_PER_IP_PER_WINDOW, nowMs),
        );
        if (waitMs > 0) return { allowed: false, waitMs };
        await tx.query('DELETE FROM embedded_mail_sends WHERE sent_at <= $1', [windowStart]);
        await tx.query(
          'INSERT INTO embedded_mail_sends (project_id, email, client_key, sent_at) VALUES ($1, $2, $3, $4)',
          [request.projectId, request.email, request.clientKey, now],
        );
        return { allowed: true };
      });
    },
  };
}
