/**
 * Nonces and sessions of sign-in in the database (tables siwx_nonces and siwx_sessions, migration 0005).
 * Callers pass token hashes and the time, never raw tokens; the store decides single use itself: a nonce
 * is consumed by one conditional UPDATE, so of two racing requests exactly one gets it.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/index.js';

/** Used nonces are kept this long after they expire, so a late retry hears "expired", not "unknown". */
export const NONCE_RETENTION_MS = 60 * 60_000;

export interface NonceRecord {
  projectId: string;
  nonce: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface NewSession {
  projectId: string;
  tokenHash: string;
  address: string;
  /** CAIP-2. */
  chainId: string;
  domain: string;
  uri: string;
  issuedAt: Date;
  expiresAt: Date;
  message: string;
  signature: string;
}

/** A stored session: the fields it was created with (less the token's hash), its id and revocation. */
export interface SessionRecord extends Omit<NewSession, 'tokenHash'> {
  id: string;
  revokedAt: Date | null;
}

export interface SiwxStore {
  /** Stores a nonce and drops nonces long expired. */
  addNonce(
    entry: { tokenHash: string; projectId: string; nonce: string; expiresAt: Date },
    now: Date,
  ): Promise<void>;
  findNonce(tokenHash: string): Promise<NonceRecord | undefined>;
  /** Marks the nonce used; false when it was used, expired, or of another project by the time of the call. */
  consumeNonce(tokenHash: string, projectId: string, now: Date): Promise<boolean>;
  createSession(entry: NewSession): Promise<SessionRecord>;
  findSessionByToken(tokenHash: string): Promise<SessionRecord | undefined>;
  /** Live (unexpired, unrevoked) sessions of an address in a project, newest first. */
  liveSessions(projectId: string, address: string, now: Date): Promise<SessionRecord[]>;
  revokeSession(id: string, now: Date): Promise<void>;
  /** Revokes the live sessions of an address in a project, on one chain when given; returns how many. */
  revokeSessionsOf(
    projectId: string,
    address: string,
    chainId: string | undefined,
    now: Date,
  ): Promise<number>;
}

interface SessionRow {
  id: string;
  project_id: string;
  address: string;
  chain_id: string;
  domain: string;
  uri: string;
  issued_at: Date | string;
  expires_at: Date | string;
  message: string;
  signature: string;
  revoked_at: Date | string | null;
}

const SESSION_COLUMNS =
  'id, project_id, address, chain_id, domain, uri, issued_at, expires_at, message, signature, revoked_at';

function toSession(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    address: row.address,
    chainId: row.chain_id,
    domain: row.domain,
    uri: row.uri,
    issuedAt: new Date(row.issued_at),
    expiresAt: new Date(row.expires_at),
    message: row.message,
    signature: row.signature,
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  };
}

export function createSiwxStore(db: Database): SiwxStore {
  return {
    async addNonce(entry, now) {
      await db.query('DELETE FROM siwx_nonces WHERE expires_at < $1', [
        new Date(now.getTime() - NONCE_RETENTION_MS),
      ]);
      await db.query(
        'INSERT INTO siwx_nonces (token_hash, project_id, nonce, expires_at) VALUES ($1, $2, $3, $4)',
        [entry.tokenHash, entry.projectId, entry.nonce, entry.expiresAt],
      );
    },

    async findNonce(tokenHash) {
      const { rows } = await db.query<{
        project_id: string;
        nonce: string;
        expires_at: Date | string;
        used_at: Date | string | null;
      }>('SELECT project_id, nonce, expires_at, used_at FROM siwx_nonces WHERE token_hash = $1', [tokenHash]);
      const row = rows[0];
      if (row === undefined) return undefined;
      return {
        projectId: row.project_id,
        nonce: row.nonce,
        expiresAt: new Date(row.expires_at),
        usedAt: row.used_at === null ? null : new Date(row.used_at),
      };
    },

    async consumeNonce(tokenHash, projectId, now) {
      // One statement: the row lock makes a racing second UPDATE wait, then see used_at set and match nothing.
      const { rows } = await db.query(
        `UPDATE siwx_nonces SET used_at = $3
         WHERE token_hash = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3
         RETURNING token_hash`,
        [tokenHash, projectId, now],
      );
      return rows.length === 1;
    },

    async createSession(entry) {
      const { rows } = await db.query<SessionRow>(
        `INSERT INTO siwx_sessions
           (id, project_id, token_hash, address, chain_id, domain, uri, issued_at, expires_at, message, signature)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         RETURNING ${SESSION_COLUMNS}`,
        [
          randomUUID(),
          entry.projectId,
          entry.tokenHash,
          entry.address,
          entry.chainId,
          entry.domain,
          entry.uri,
          entry.issuedAt,
          entry.expiresAt,
          entry.message,
          entry.signature,
        ],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('The session insert returned no row.');
      return toSession(row);
    },

    async findSessionByToken(tokenHash) {
      const { rows } = await db.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM siwx_sessions WHERE token_hash = $1`,
        [tokenHash],
      );
      return rows[0] === undefined ? undefined : toSession(rows[0]);
    },

    async liveSessions(projectId, address, now) {
      const { rows } = await db.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM siwx_sessions
         WHERE project_id = $1 AND address = $2 AND revoked_at IS NULL AND expires_at > $3
         ORDER BY created_at DESC, id`,
        [projectId, address, now],
      );
      return rows.map(toSession);
    },

    async revokeSession(id, now) {
      await db.query('UPDATE siwx_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
        id,
        now,
      ]);
    },

    async revokeSessionsOf(projectId, address, chainId, now) {
      const { rows } = await db.query(
        `UPDATE siwx_sessions SET revoked_at = $4
         WHERE project_id = $1 AND address = $2 AND ($3::text IS NULL OR chain_id = $3)
           AND revoked_at IS NULL AND expires_at > $4
         RETURNING id`,
        [projectId, address, chainId ?? null, now],
      );
      return rows.length;
    },
  };
}
