/**
 * The two one-time records of a social login (migration 0008): the pending login between /social/start
 * and the provider's callback (keyed by the state's hash, 10 minutes), and the finished login waiting for
 * the frame (keyed by the result's hash, 5 minutes). Each is taken by one conditional statement, so of two
 * racing requests exactly one gets it. A used state row stays until it expires, so a replayed callback
 * can still be sent back to where the login started, with an error.
 */
import type { Database } from '../../db/index.js';

/** A login must come back from the provider within 10 minutes of its start. */
export const STATE_TTL_MS = 10 * 60_000;
/** The frame must redeem a finished login within 5 minutes. */
export const RESULT_TTL_MS = 5 * 60_000;

/** Expired rows are kept this long, then dropped by the next start. */
const EXPIRED_RETENTION_MS = 60 * 60_000;

export type SocialMode = 'popup' | 'redirect';

export interface PendingLogin {
  projectId: string;
  provider: string;
  hostOrigin: string;
  frameOrigin: string;
  mode: SocialMode;
  returnTo: string | null;
  codeVerifier: string;
  nonce: string;
  verifierHash: string;
  expiresAt: Date;
}

export type TakenLogin =
  | { status: 'taken'; login: PendingLogin }
  /** Used before or expired: the login is known, so its page can be told. */
  | { status: 'spent'; login: PendingLogin }
  | { status: 'unknown' };

export interface FinishedLogin {
  projectId: string;
  userId: string;
  provider: string;
  username: string | null;
  verifierHash: string;
  expiresAt: Date;
}

export interface SocialLoginStore {
  putPending(stateHash: string, login: PendingLogin, now: Date): Promise<void>;
  takePending(stateHash: string, now: Date): Promise<TakenLogin>;
  putFinished(resultHash: string, login: FinishedLogin): Promise<void>;
  /** The unexpired finished login of `resultHash` in the project, deleted as it is read. */
  takeFinished(resultHash: string, projectId: string, now: Date): Promise<FinishedLogin | undefined>;
}

interface PendingRow {
  project_id: string;
  provider: string;
  host_origin: string;
  frame_origin: string;
  mode: SocialMode;
  return_to: string | null;
  code_verifier: string;
  nonce: string;
  verifier_hash: string;
  expires_at: Date | string;
}

const PENDING_COLUMNS =
  'project_id, provider, host_origin, frame_origin, mode, return_to, code_verifier, nonce, verifier_hash, expires_at';

function toPending(row: PendingRow): PendingLogin {
  return {
    projectId: row.project_id,
    provider: row.provider,
    hostOrigin: row.host_origin,
    frameOrigin: row.frame_origin,
    mode: row.mode,
    returnTo: row.return_to,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    verifierHash: row.verifier_hash,
    expiresAt: new Date(row.expires_at),
  };
}

interface FinishedRow {
  project_id: string;
  user_id: string;
  provider: string;
  username: string | null;
  verifier_hash: string;
  expires_at: Date | string;
}

export function createSocialLoginStore(db: Database): SocialLoginStore {
  return {
    async putPending(stateHash, login, now) {
      const cutoff = new Date(now.getTime() - EXPIRED_RETENTION_MS);
      await db.query('DELETE FROM embedded_social_states WHERE expires_at < $1', [cutoff]);
      await db.query('DELETE FROM embedded_social_results WHERE expires_at < $1', [cutoff]);
      await db.query(
        `INSERT INTO embedded_social_states (state_hash, ${PENDING_COLUMNS}, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          stateHash,
          login.projectId,
          login.provider,
          login.hostOrigin,
          login.frameOrigin,
          login.mode,
          login.returnTo,
          login.codeVerifier,
          login.nonce,
          login.verifierHash,
          login.expiresAt,
          now,
        ],
      );
    },

    async takePending(stateHash, now) {
      const taken = await db.query<PendingRow>(
        `UPDATE embedded_social_states SET used_at = $2
         WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING ${PENDING_COLUMNS}`,
        [stateHash, now],
      );
      if (taken.rows[0] !== undefined) return { status: 'taken', login: toPending(taken.rows[0]) };
      const known = await db.query<PendingRow>(
        `SELECT ${PENDING_COLUMNS} FROM embedded_social_states WHERE state_hash = $1`,
        [stateHash],
      );
      return known.rows[0] === undefined
        ? { status: 'unknown' }
        : { status: 'spent', login: toPending(known.rows[0]) };
    },

    async putFinished(resultHash, login) {
      await db.query(
        `INSERT INTO embedded_social_results (result_hash, project_id, user_id, provider, username, verifier_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          resultHash,
          login.projectId,
          login.userId,
          login.provider,
          login.username,
          login.verifierHash,
          login.expiresAt,
        ],
      );
    },

    async takeFinished(resultHash, projectId, now) {
      const { rows } = await db.query<FinishedRow>(
        `DELETE FROM embedded_social_results WHERE result_hash = $1 AND project_id = $2 AND expires_at > $3
         RETURNING project_id, user_id, provider, username, verifier_hash, expires_at`,
        [resultHash, projectId, now],
      );
      const row = rows[0];
      if (row === undefined) return undefined;
      return {
        projectId: row.project_id,
        userId: row.user_id,
        provider: row.provider,
        username: row.username,
        verifierHash: row.verifier_hash,
        expiresAt: new Date(row.expires_at),
      };
    },
  };
}
