/**
 * Login sessions of the embedded wallet (table embedded_sessions): the bearer token's SHA-256 only, the
 * user, the end and the revocation. Expired sessions are dropped a day after their end by the next login.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/index.js';

const EXPIRED_RETENTION_MS = 24 * 60 * 60_000;

export interface EmbeddedSession {
  id: string;
  projectId: string;
  userId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  /** The social provider of the login that opened the session; null for an email login. */
  provider: string | null;
  /** The provider's name for the account, when it gave one. */
  username: string | null;
}

export interface SessionStore {
  create(
    entry: {
      projectId: string;
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      provider?: string;
      username?: string;
    },
    now: Date,
  ): Promise<EmbeddedSession>;
  findByTokenHash(tokenHash: string): Promise<EmbeddedSession | undefined>;
  revoke(id: string, now: Date): Promise<void>;
}

interface SessionRow {
  id: string;
  project_id: string;
  user_id: string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  provider: string | null;
  username: string | null;
}

function toSession(row: SessionRow): EmbeddedSession {
  return {
    id: row.id,
    projectId: row.project_id,
    userId: row.user_id,
    expiresAt: new Date(row.expires_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
    provider: row.provider ?? null,
    username: row.username ?? null,
  };
}

export function createSessionStore(db: Database): SessionStore {
  return {
    async create(entry, now) {
      await db.query('DELETE FROM embedded_sessions WHERE expires_at < $1', [
        new Date(now.getTime() - EXPIRED_RETENTION_MS),
      ]);
      const { rows } = await db.query<SessionRow>(
        `INSERT INTO embedded_sessions
           (id, project_id, user_id, token_hash, created_at, expires_at, provider, username)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING id, project_id, user_id, expires_at, revoked_at, provider, username`,
        [
          randomUUID(),
          entry.projectId,
          entry.userId,
          entry.tokenHash,
          now,
          entry.expiresAt,
          entry.provider ?? null,
          entry.username ?? null,
        ],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('The session insert returned no row.');
      return toSession(row);
    },

    async findByTokenHash(tokenHash) {
      const { rows } = await db.query<SessionRow>(
        `SELECT id, project_id, user_id, expires_at, revoked_at, provider, username
         FROM embedded_sessions WHERE token_hash = $1`,
        [tokenHash],
      );
      return rows[0] === undefined ? undefined : toSession(rows[0]);
    },

    async revoke(id, now) {
      await db.query('UPDATE embedded_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
        id,
        now,
      ]);
    },
  };
}
