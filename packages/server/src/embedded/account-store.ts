/**
 * Users and their wallets (tables embedded_users and embedded_wallets). A user is one lower-cased email
 * in one project; a wallet is created once per user and never overwritten (an insert that does nothing on
 * conflict). The store holds the auth share only as sealed by share-cipher.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/index.js';

export interface User {
  id: string;
  projectId: string;
  email: string;
}

export interface StoredWallet {
  address: string;
  solanaAddress: string;
  /** Sealed (see share-cipher.ts). */
  sealedAuthShare: string;
  /** JSON text as the frame sent it. */
  recovery: string;
}

export class EmailTakenError extends Error {
  override readonly name = 'EmailTakenError';
}

export interface AccountStore {
  /** The user of (project, email), created when new. */
  userFor(projectId: string, email: string, now: Date): Promise<User>;
  findUser(id: string): Promise<User | undefined>;
  /** Whether some user of the project has this email. */
  emailTaken(projectId: string, email: string): Promise<boolean>;
  /** Moves the user to `email`; throws EmailTakenError when another user of the project has it. */
  changeEmail(user: User, email: string, now: Date): Promise<User>;
  findWallet(userId: string): Promise<StoredWallet | undefined>;
  /** Stores the user's wallet; false (and nothing changed) when the user has one already. */
  createWallet(user: User, wallet: StoredWallet): Promise<boolean>;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

interface UserRow {
  id: string;
  project_id: string;
  email: string;
}

const toUser = (row: UserRow): User => ({ id: row.id, projectId: row.project_id, email: row.email });

export function createAccountStore(db: Database): AccountStore {
  return {
    async userFor(projectId, email, now) {
      // The no-op update makes RETURNING give the existing row too, in one statement.
      const { rows } = await db.query<UserRow>(
        `INSERT INTO embedded_users (id, project_id, email, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (project_id, email) DO UPDATE SET email = EXCLUDED.email
         RETURNING id, project_id, email`,
        [randomUUID(), projectId, email, now],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('The user upsert returned no row.');
      return toUser(row);
    },

    async findUser(id) {
      const { rows } = await db.query<UserRow>(
        'SELECT id, project_id, email FROM embedded_users WHERE id = $1',
        [id],
      );
      return rows[0] === undefined ? undefined : toUser(rows[0]);
    },

    async emailTaken(projectId, email) {
      const { rows } = await db.query('SELECT 1 FROM embedded_users WHERE project_id = $1 AND email = $2', [
        projectId,
        email,
      ]);
      return rows.length > 0;
    },

    async changeEmail(user, email, now) {
      try {
        await db.query('UPDATE embedded_users SET email = $2, updated_at = $3 WHERE id = $1', [
          user.id,
          email,
          now,
        ]);
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError('Email already in use');
        throw error;
      }
      return { ...user, email };
    },

    async findWallet(userId) {
      const { rows } = await db.query<{
        address: string;
        solana_address: string;
        auth_share: string;
        recovery: string;
      }>('SELECT address, solana_address, auth_share, recovery FROM embedded_wallets WHERE user_id = $1', [
        userId,
      ]);
      const row = rows[0];
      if (row === undefined) return undefined;
      return {
        address: row.address,
        solanaAddress: row.solana_address,
        sealedAuthShare: row.auth_share,
        recovery: row.recovery,
      };
    },

    async createWallet(user, wallet) {
      const { rows } = await db.query(
        `INSERT INTO embedded_wallets (user_id, project_id, address, solana_address, auth_share, recovery)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO NOTHING
         RETURNING user_id`,
        [
          user.id,
          user.projectId,
          wallet.address,
          wallet.solanaAddress,
          wallet.sealedAuthShare,
          wallet.recovery,
        ],
      );
      return rows.length === 1;
    },
  };
}
