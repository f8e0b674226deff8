/**
 * One-time codes in the database (table embedded_codes, migration 0006): at most one live code per
 * project, purpose and subject, stored as its MAC only. Single use is decided by one conditional DELETE,
 * so of two racing requests with the right code exactly one gets it.
 */
import type { Database } from '../db/index.js';

export type CodePurpose = 'login' | 'email-update-current' | 'email-update-new';

/** Expired codes are kept this long, then dropped by the next put. */
const EXPIRED_RETENTION_MS = 60 * 60_000;

export interface StoredCode {
  projectId: string;
  purpose: CodePurpose;
  /** The email for a login, the user id for an email change. */
  subject: string;
  /** Where the code was sent. */
  email: string;
  userId: string | null;
  /** For an email change: the address it moves to. */
  newEmail: string | null;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface CodeStore {
  /** Stores the code, replacing the earlier code of its project, purpose and subject. */
  put(code: StoredCode): Promise<void>;
  /** The unexpired code of (project, purpose, subject). */
  live(projectId: string, purpose: CodePurpose, subject: string, now: Date): Promise<StoredCode | undefined>;
  /** Deletes `code` if it is still there and unexpired; false when another request took it first. */
  consume(code: StoredCode, now: Date): Promise<boolean>;
  discard(projectId: string, purpose: CodePurpose, subject: string): Promise<void>;
}

interface CodeRow {
  project_id: string;
  purpose: CodePurpose;
  subject: string;
  email: string;
  user_id: string | null;
  new_email: string | null;
  code_hash: string;
  created_at: Date | string;
  expires_at: Date | string;
}

function toCode(row: CodeRow): StoredCode {
  return {
    projectId: row.project_id,
    purpose: row.purpose,
    subject: row.subject,
    email: row.email,
    userId: row.user_id,
    newEmail: row.new_email,
    codeHash: row.code_hash,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
  };
}

export function createCodeStore(db: Database): CodeStore {
  return {
    async put(code) {
      await db.query('DELETE FROM embedded_codes WHERE expires_at < $1', [
        new Date(code.createdAt.getTime() - EXPIRED_RETENTION_MS),
      ]);
      await db.query(
        `INSERT INTO embedded_codes
           (project_id, purpose, subject, email, user_id, new_email, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (project_id, purpose, subject) DO UPDATE SET
           email = EXCLUDED.email, user_id = EXCLUDED.user_id, new_email = EXCLUDED.new_email,
           code_hash = EXCLUDED.code_hash, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
        [
          code.projectId,
          code.purpose,
          code.subject,
          code.email,
          code.userId,
          code.newEmail,
          code.codeHash,
          code.createdAt,
          code.expiresAt,
        ],
      );
    },

    async live(projectId, purpose, subject, now) {
      const { rows } = await db.query<CodeRow>(
        `SELECT project_id, purpose, subject, email, user_id, new_email, code_hash, created_at, expires_at
         FROM embedded_codes
         WHERE project_id = $1 AND purpose = $2 AND subject = $3 AND expires_at > $4`,
        [projectId, purpose, subject, now],
      );
      return rows[0] === undefined ? undefined : toCode(rows[0]);
    },

    async consume(code, now) {
      const { rows } = await db.query(
        `DELETE FROM embedded_codes
         WHERE project_id = $1 AND purpose = $2 AND subject = $3 AND code_hash = $4 AND expires_at > $5
         RETURNING subject`,
        [code.projectId, code.purpose, code.subject, code.codeHash, now],
      );
      return rows.length === 1;
    },

    async discard(projectId, purpose, subject) {
      await db.query('DELETE FROM embedded_codes WHERE project_id = $1 AND purpose = $2 AND subject = $3', [
        projectId,
        purpose,
        subject,
      ]);
    },
  };
}
