/**
 * Where the identity provider keeps codes, tokens, sessions and grants: in memory, one store per started
 * identity provider. oidc-provider's own in-memory adapter shares one store across every Provider in the
 * process, so two identity providers started by one test run would see each other's tokens; this one does
 * not, and it is dropped with the server.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; undefined: kept until the store is dropped. */
  expiresAt?: number;
}

export interface MemoryStore {
  adapterFor(model: string): Adapter;
  clear(): void;
}

export function createMemoryStore(now: () => number = Date.now): MemoryStore {
  const entries = new Map<string, Entry>();
  const sessionIdByUid = new Map<string, string>();
  const userCodeIndex = new Map<string, string>();

  const read = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  const adapterFor = (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : undefined;
        entries.set(keyOf(id), { payload, expiresAt });
        if (model === 'Session' && payload.uid !== undefined) sessionIdByUid.set(payload.uid, id);
        if (payload.userCode !== undefined) userCodeIndex.set(payload.userCode, id);
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        const id = sessionIdByUid.get(uid);
        return id === undefined ? undefined : read(keyOf(id));
      },
      async findByUserCode(userCode) {
        const id = userCodeIndex.get(userCode);
        return id === undefined ? undefined : read(keyOf(id));
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload !== undefined) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      // A replayed authorization code revokes everything issued under its grant.
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) {
          if (entry.payload.grantId === grantId) entries.delete(key);
        }
      },
    };
  };

  return {
    adapterFor,
    clear() {
      entries.clear();
      sessionIdByUid.clear();
      userCodeIndex.clear();
    },
  };
}
