import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../key-value-storage.js';
import type { SessionRecord } from './session-record.js';
import { createSessionStore } from './session-store.js';

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, unknown>();
  writes = 0;
  async getKeys() {
    return [...this.items.keys()];
  }
  async getEntries<T>() {
    return [...this.items.entries()] as [string, T][];
  }
  async getItem<T>(key: string) {
    // Through JSON, as the real storage keeps values.
    const value = this.items.get(key);
    return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as T);
  }
  async setItem<T>(key: string, value: T) {
    this.writes += 1;
    this.items.set(key, value);
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
}

const KEY = (char: string) => char.repeat(64);

const session = (topic: string): SessionRecord => ({
  topic,
  symKey: KEY('b'),
  expiry: 1_900_000_000,
  pairingTopic: KEY('d'),
  namespaces: {
    eip155: {
      accounts: ['eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      chains: ['eip155:1'],
      methods: ['personal_sign'],
      events: ['chainChanged'],
    },
  },
  requiredNamespaces: {},
  optionalNamespaces: {
    eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
  },
  peer: { publicKey: KEY('c'), metadata: { name: 'Wallet', description: '', url: '', icons: [] } },
  selfPublicKey: KEY('e'),
});

describe('identitySeed', () => {
  it('creates one identity, stores it, and returns it to concurrent callers and later stores', async () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage, 'wp');
    const [first, second] = await Promise.all([store.identitySeed(), store.identitySeed()]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(storage.items.get('wp:identity')).toBe(first);
    expect(storage.writes).toBe(1);
    expect(await createSessionStore(storage, 'wp').identitySeed()).toBe(first);
  });

  it.each([42, 'not-a-seed', KEY('A'), null])('replaces a damaged stored identity (%j)', async (damaged) => {
    const storage = new MemoryStorage();
    storage.items.set('wp:identity', damaged);
    const seed = await createSessionStore(storage, 'wp').identitySeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(storage.items.get('wp:identity')).toBe(seed);
  });

  it('tries again after a storage failure', async () => {
    const storage = new MemoryStorage();
    const getItem = storage.getItem.bind(storage);
    let failures = 1;
    storage.getItem = async <T>(key: string) => {
      if (failures-- > 0) throw new Error('storage busy');
      return getItem<T>(key);
    };
    const store = createSessionStore(storage, 'wp');
    await expect(store.identitySeed()).rejects.toThrow('storage busy');
    expect(await store.identitySeed()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sessions', () => {
  it('saves and loads sessions, under the prefix', async () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage, 'wp');
    await store.saveSessions([session(KEY('a')), session(KEY('f'))]);
    expect([...storage.items.keys()]).toEqual(['wp:sessions']);
    expect(await store.loadSessions()).toEqual([session(KEY('a')), session(KEY('f'))]);
  });

  it('drops damaged records and keeps the rest', async () => {
    const storage = new MemoryStorage();
    storage.items.set('wp:sessions', [
      session(KEY('a')),
      { ...session(KEY('f')), symKey: 'x' },
      null,
      'junk',
    ]);
    expect(await createSessionStore(storage, 'wp').loadSessions()).toEqual([session(KEY('a'))]);
  });

  it.each([undefined, {}, 'sessions', 7])('loads no sessions from %j', async (stored) => {
    const storage = new MemoryStorage();
    if (stored !== undefined) storage.items.set('wp:sessions', stored);
    expect(await createSessionStore(storage, 'wp').loadSessions()).toEqual([]);
  });

  it('removes the key when no session is left', async () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage, 'wp');
    await store.saveSessions([session(KEY('a'))]);
    await store.saveSessions([]);
    expect(storage.items.has('wp:sessions')).toBe(false);
  });
});

describe('chains', () => {
  it('saves and loads the current chains, dropping non-string values', async () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage, 'wp');
    await store.saveChains({ eip155: 'eip155:10' });
    expect(await store.loadChains()).toEqual({ eip155: 'eip155:10' });
    storage.items.set('wp:chains', { eip155: 'eip155:1', solana: 5, other: null });
    expect(await store.loadChains()).toEqual({ eip155: 'eip155:1' });
    storage.items.set('wp:chains', null);
    expect(await store.loadChains()).toEqual({});
  });
});
