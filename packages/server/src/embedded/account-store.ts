/**
 * Users and their wallets (tables embedded_users and embedded_wallets). A user is one lower-cased email
 * in one project, or one social identity (embedded_identities), which may come without an email; a
 * wallet is created once per user and never overwritten (an insert that does nothing on conflict). The
 * store holds the auth share only as sealed by share-cipher.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/index.js';

export interface User {
  id: string;
  projectId: string;
  /** Null for a social login that brought no verified email (and none was added since). */
  email: string | null;
}

/** A provider account as the provider described it at login. */
export interface SocialIdentity {
  provider: string;
  /** The provider's stable account id. */
  subject: string;
  /** Only an address the provider says it verified: anything else could claim someone else's user. */
  verifiedEmail: string | undefined;
  username: string | undefined;
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
  /**
   * The user of a social identity. A known identity keeps its user. A new one joins the user of its
   * verified email when there is one (the same person, the same wallet), else gets a new user, with the
   * verified email when no one has it.
   */
  userForIdentity(projectId: string, identity: SocialIdentity, now: Date): Promise<User>;
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
  email: string | null;
}

const toUser = (row: UserRow): User => ({ id: row.id, projectId: row.project_id, email: row.email });

async function upsertEmailUser(db: Queryable, projectId: string, email: string, now: Date): Promise<User> {
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
}

async function identityUser(
  db: Queryable,
  projectId: string,
  identity: SocialIdentity,
): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.project_id, u.email FROM embedded_identities i JOIN embedded_users u ON u.id = i.user_id
     WHERE i.project_id = $1 AND i.provider = $2 AND i.subject = $3`,
    [projectId, identity.provider, identity.subject],
  );
  return rows[0] === undefined ? undefined : toUser(rows[0]);
}

export function createAccountStore(db: Database): AccountStore {
  return {
    async userFor(projectId, email, now) {
      return upsertEmailUser(db, projectId, email, now);
    },

    async userForIdentity(projectId, identity, now) {
      return db.transaction(async (tx) => {
        const known = await identityUser(tx, projectId, identity);
        if (known !== undefined) {
          await tx.query(
            `UPDATE embedded_identities SET username = $4, last_login_at = $5
             WHERE project_id = $1 AND provider = $2 AND subject = $3`,
            [projectId, identity.provider, identity.subject, identity.username ?? null, now],
          );
          return known;
        }
        // The email upsert is the linking rule: the existing user of the address, or a new one holding it.
        const user =
          identity.verifiedEmail === undefined
            ? await insertUserWithoutEmail(tx, projectId, now)
            : await upsertEmailUser(tx, projectId, identity.verifiedEmail, now);
        await tx.query(
          `INSERT INTO embedded_identities (project_id, provider, subject, user_id, username, created_at, last_login_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6)
           ON CONFLICT (project_id, provider, subject) DO NOTHING`,
          [projectId, identity.provider, identity.subject, user.id, identity.username ?? null, now],
        );
        // A racing first login of the same identity may have linked it first: its user wins, for both.
        return (await identityUser(tx, projectId, identity)) ?? user;
      });
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

async function insertUserWithoutEmail(db: Queryable, projectId: string, now: Date): Promise<User> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO embedded_users (id, project_id, email, created_at, updated_at) VALUES ($1, $2, NULL, $3, $3)
     RETURNING id, project_id, email`,
    [randomUUID(), projectId, now],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('The user insert returned no row.');
  return toUser(row);
}
