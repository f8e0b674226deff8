/**
 * Wrong codes per email (table embedded_code_failures): the MAX_FAILED_ATTEMPTS-th wrong code locks the
 * email for LOCK_MS and starts the count again; a right code clears it. Counting is one upsert, so racing
 * wrong guesses are all counted.
 */
import type { Database } from '../db/index.js';
import { LOCK_MS, MAX_FAILED_ATTEMPTS } from './limits.js';

export type FailureOutcome = { locked: false; failures: number } | { locked: true; lockedUntil: Date };

export interface FailureStore {
  /** When the email is locked at `now`: the end of the lock. */
  lockedUntil(projectId: string, email: string, now: Date): Promise<Date | undefined>;
  recordFailure(projectId: string, email: string, now: Date): Promise<FailureOutcome>;
  clear(projectId: string, email: string): Promise<void>;
}

export function createFailureStore(db: Database): FailureStore {
  return {
    async lockedUntil(projectId, email, now) {
      const { rows } = await db.query<{ locked_until: Date | string }>(
        `SELECT locked_until FROM embedded_code_failures
         WHERE project_id = $1 AND email = $2 AND locked_until > $3`,
        [projectId, email, now],
      );
      return rows[0] === undefined ? undefined : new Date(rows[0].locked_until);
    },

    async recordFailure(projectId, email, now) {
      const { rows } = await db.query<{ failures: number }>(
        `INSERT INTO embedded_code_failures (project_id, email, failures) VALUES ($1, $2, 1)
         ON CONFLICT (project_id, email) DO UPDATE SET failures = embedded_code_failures.failures + 1
         RETURNING failures`,
        [projectId, email],
      );
      const failures = Number(rows[0]?.failures ?? 1);
      if (failures < MAX_FAILED_ATTEMPTS) return { locked: false, failures };
      const lockedUntil = new Date(now.getTime() + LOCK_MS);
      await db.query(
        `UPDATE embedded_code_failures SET failures = 0, locked_until = $3
         WHERE project_id = $1 AND email = $2`,
        [projectId, email, lockedUntil],
      );
      return { locked: true, lockedUntil };
    },

    async clear(projectId, email) {
      await db.query('DELETE FROM embedded_code_failures WHERE project_id = $1 AND email = $2', [
        projectId,
        email,
      ]);
    },
  };
}
