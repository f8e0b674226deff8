/**
 * The frame's login session, in the frame origin's localStorage (one entry per project), so a page
 * reload can bring the key back without a new code. Only the bearer token and who it belongs to are
 * stored; the token alone unlocks nothing without this browser's device share.
 */

export interface StoredSession {
  token: string;
  userId: string;
  /** Absent for a social login without an email. */
  email?: string;
  /** ISO 8601. */
  expiresAt: string;
}

export interface SessionStore {
  load(): StoredSession | undefined;
  save(session: StoredSession): void;
  clear(): void;
}

export function sessionStorageKey(projectId: string): string {
  return `walletport-embedded:session:${projectId}`;
}

/** The default store: `localStorage` of the frame origin, key `walletport-embedded:session:<projectId>`. */
export function createLocalSessionStore(
  projectId: string,
  storage: Storage = globalThis.localStorage,
): SessionStore {
  const key = sessionStorageKey(projectId);
  return {
    load() {
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      try {
        return parseStoredSession(JSON.parse(raw));
      } catch {
        return undefined;
      }
    },
    save(session) {
      storage.setItem(key, JSON.stringify(session));
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Storage that throws (blocked third-party storage) holds nothing to clear.
      }
    },
  };
}

export function createMemorySessionStore(initial?: StoredSession): SessionStore {
  let session = initial === undefined ? undefined : { ...initial };
  return {
    load: () => (session === undefined ? undefined : { ...session }),
    save: (next) => {
      session = { ...next };
    },
    clear: () => {
      session = undefined;
    },
  };
}

export function parseStoredSession(value: unknown): StoredSession | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { token, userId, email, expiresAt } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token.length === 0) return undefined;
  if (typeof userId !== 'string' || typeof expiresAt !== 'string') return undefined;
  if (email !== undefined && typeof email !== 'string') return undefined;
  if (Number.isNaN(Date.parse(expiresAt))) return undefined;
  return { token, userId, ...(email === undefined ? {} : { email }), expiresAt };
}
