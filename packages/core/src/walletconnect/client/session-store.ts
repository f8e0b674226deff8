/**
 * What the client keeps between page loads, in the instance's key-value storage: its relay identity (so
 * the relay sees one client across reloads) and its sessions (restored without a new pairing). A
 * provider's per-namespace current chain is kept beside them. Pairings and proposals are not stored: a
 * reload during pairing starts a new one.
 */
import type { KeyValueStorage } from '../key-value-storage.js';
import { generateIdentitySeed } from './relay-auth.js';
import { isHex32 } from './crypto.js';
import { parseStoredSession, type SessionRecord } from './session-record.js';

export interface SessionStore {
  identitySeed(): Promise<string>;
  loadSessions(): Promise<SessionRecord[]>;
  saveSessions(sessions: readonly SessionRecord[]): Promise<void>;
  loadChains(): Promise<Record<string, string>>;
  saveChains(chains: Record<string, string>): Promise<void>;
}

export function createSessionStore(storage: KeyValueStorage, prefix: string): SessionStore {
  const keys = {
    identity: `${prefix}:identity`,
    sessions: `${prefix}:sessions`,
    chains: `${prefix}:chains`,
  };
  let seed: Promise<string> | undefined;
  return {
    identitySeed() {
      seed ??= (async () => {
        const stored = await storage.getItem<unknown>(keys.identity);
        if (isHex32(stored)) return stored;
        const fresh = generateIdentitySeed();
        await storage.setItem(keys.identity, fresh);
        return fresh;
      })().catch((error: unknown) => {
        // A storage hiccup is not remembered: the next socket asks again.
        seed = undefined;
        throw error;
      });
      return seed;
    },
    async loadSessions() {
      const stored = await storage.getItem<unknown>(keys.sessions);
      if (!Array.isArray(stored)) return [];
      return stored.map(parseStoredSession).filter((session) => session !== undefined);
    },
    async saveSessions(sessions) {
      if (sessions.length === 0) await storage.removeItem(keys.sessions);
      else await storage.setItem(keys.sessions, sessions);
    },
    async loadChains() {
      const stored = await storage.getItem<unknown>(keys.chains);
      if (typeof stored !== 'object' || stored === null) return {};
      return Object.fromEntries(
        Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    },
    async saveChains(chains) {
      await storage.setItem(keys.chains, chains);
    },
  };
}
