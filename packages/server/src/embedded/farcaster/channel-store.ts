/**
 * Farcaster sign-in channels in the database (table embedded_farcaster_channels, migration 0009).
 * Callers pass token hashes and the time, never raw tokens. A channel is completed by one conditional
 * UPDATE, so of two wallets racing with valid signatures exactly one completes it; the other hears
 * "used", like a replay.
 */
import type { Database } from '../../db/index.js';

/** Expired channels are kept this long, so a late wallet hears "expired", not "unknown". */
export const CHANNEL_RETENTION_MS = 60 * 60_000;

export interface NewChannel {
  tokenHash: string;
  projectId: string;
  hostOrigin: string;
  nonce: string;
  domain: string;
  siweUri: string;
  verifierHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Who signed in through a channel, as the chain confirmed it. */
export interface ChannelCompletion {
  fid: number;
  /** The registry's name for the fid; undefined where the registry keeps none. */
  username: string | undefined;
  /** EIP-55. */
  custody: string;
  result: string;
}

export interface Channel extends Omit<NewChannel, 'tokenHash'> {
  completedAt: Date | null;
  completion: ChannelCompletion | undefined;
}

export interface ChannelStore {
  /** Stores a channel and drops channels long expired. */
  create(channel: NewChannel): Promise<void>;
  find(tokenHash: string): Promise<Channel | undefined>;
  /** Completes a pending, unexpired channel; false when it was completed or had expired by `now`. */
  complete(tokenHash: string, completion: ChannelCompletion, now: Date): Promise<boolean>;
}

interface ChannelRow {
  project_id: string;
  host_origin: string;
  nonce: string;
  domain: string;
  siwe_uri: string;
  verifier_hash: string;
  created_at: Date | string;
  expires_at: Date | string;
  completed_at: Date | string | null;
  fid: string | number | null;
  username: string | null;
  custody: string | null;
  result: string | null;
}

function toChannel(row: ChannelRow): Channel {
  const completion =
    row.completed_at === null || row.fid === null || row.custody === null || row.result === null
      ? undefined
      : {
          fid: Number(row.fid),
          username: row.username ?? undefined,
          custody: row.custody,
          result: row.result,
        };
  return {
    projectId: row.project_id,
    hostOrigin: row.host_origin,
    nonce: row.nonce,
    domain: row.domain,
    siweUri: row.siwe_uri,
    verifierHash: row.verifier_hash,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    completedAt: row.completed_at === null ? null : new Date(row.completed_at),
    completion,
  };
}

export function createChannelStore(db: Database): ChannelStore {
  return {
    async create(channel) {
      await db.query('DELETE FROM embedded_farcaster_channels WHERE expires_at < $1', [
        new Date(channel.createdAt.getTime() - CHANNEL_RETENTION_MS),
      ]);
      await db.query(
        `INSERT INTO embedded_farcaster_channels
           (token_hash, project_id, host_origin, nonce, domain, siwe_uri, verifier_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          channel.tokenHash,
          channel.projectId,
          channel.hostOrigin,
          channel.nonce,
          channel.domain,
          channel.siweUri,
          channel.verifierHash,
          channel.createdAt,
          channel.expiresAt,
        ],
      );
    },

    async find(tokenHash) {
      const { rows } = await db.query<ChannelRow>(
        `SELECT project_id, host_origin, nonce, domain, siwe_uri, verifier_hash, created_at, expires_at,
                completed_at, fid, username, custody, result
         FROM embedded_farcaster_channels WHERE token_hash = $1`,
        [tokenHash],
      );
      return rows[0] === undefined ? undefined : toChannel(rows[0]);
    },

    async complete(tokenHash, completion, now) {
      // One statement: a racing second UPDATE waits for the row lock, then sees completed_at set.
      const { rows } = await db.query(
        `UPDATE embedded_farcaster_channels
         SET completed_at = $2, fid = $3, username = $4, custody = $5, result = $6
         WHERE token_hash = $1 AND completed_at IS NULL AND expires_at > $2
         RETURNING token_hash`,
        [tokenHash, now, completion.fid, completion.username ?? null, completion.custody, completion.result],
      );
      return rows.length === 1;
    },
  };
}
