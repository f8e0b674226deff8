import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { createAddressCaches } from './address-caches.js';
import { storageKeys } from './keys.js';
import { createMemoryStorage } from './memory-storage.js';
import { CACHE_TTL, createTtlCache } from './ttl-cache.js';
import { createTypedStorage } from './typed-storage.js';

function fakeClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    set: (at: number) => {
      time = at;
    },
  };
}

function persistedStorage(initial: Array<[string, string]> = []) {
  const backend = createMemoryStorage(initial);
  return { backend, storage: createTypedStorage(backend, { logger: { warn: vi.fn() } }) };
}

describe('CACHE_TTL', () => {
  it('holds the documented lifetimes', () => {
    expect(CACHE_TTL).toEqual({ portfolio: 30_000, nativeBalance: 30_000, name: 300_000, identity: 300_000 });
  });
});

describe('createTtlCache', () => {
  it('keeps a value fresh until just before the TTL and expires it at the TTL', () => {
    const clock = fakeClock();
    const cache = createTtlCache<string, number>({ ttlMs: 1000, now: clock.now });
    cache.set('a', 1);
    clock.advance(999);
    expect(cache.get('a')).toBe(1);
    expect(cache.has('a')).toBe(true);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.has('a')).toBe(false);
  });

  it('is fresh exactly when 0 <= elapsed < ttl, for any ttl and elapsed time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: -1000, max: 20_000_000 }),
        (ttl, elapsed) => {
          const clock = fakeClock();
          const cache = createTtlCache<string, string>({ ttlMs: ttl, now: clock.now });
          cache.set('k', 'v');
          clock.advance(elapsed);
          expect(cache.has('k')).toBe(elapsed >= 0 && elapsed < ttl);
        },
      ),
    );
  });

  it('does not trust an entry whose time lies in the future (clock moved back)', () => {
    const clock = fakeClock();
    const cache = createTtlCache<string, number>({ ttlMs: 1000, now: clock.now });
    cache.set('a', 1);
    clock.advance(-1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('restarts the lifetime when a value is set again', () => {
    const clock = fakeClock();
    const cache = createTtlCache<string, number>({ ttlMs: 1000, now: clock.now });
    cache.set('a', 1);
    clock.advance(900);
    cache.set('a', 2);
    clock.advance(900);
    expect(cache.get('a')).toBe(2);
  });

  it('deletes and clears', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a'); // a is now more recent than b
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('rejects invalid options', () => {
    expect(() => createTtlCache({ ttlMs: 0 })).toThrow(WalletportError);
    expect(() => createTtlCache({ ttlMs: Number.NaN })).toThrow(WalletportError);
    expect(() => createTtlCache({ ttlMs: 1, maxEntries: 0 })).toThrow(WalletportError);
    expect(() => createTtlCache({ ttlMs: 1, maxEntries: 1.5 })).toThrow(WalletportError);
  });

  it('uses the real clock when none is given', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 60_000 });
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
  });
});

describe('createTtlCache with persistence', () => {
  const key = storageKeys.identityCache;
  const identity = { name: 'vitalik.eth', avatar: null };

  it('writes each entry with its timestamp under the per-address key', () => {
    const clock = fakeClock(5000);
    const { backend, storage } = persistedStorage();
    createTtlCache({ ttlMs: 1000, now: clock.now, persist: { storage, key } }).set('0x1', identity);
    expect(JSON.parse(backend.getItem('@walletport/identity_cache:0x1') ?? '')).toEqual({
      timestamp: 5000,
      value: identity,
    });
  });

  it('restores a fresh entry in a new instance, expiring it from the original time', () => {
    const clock = fakeClock();
    const { storage } = persistedStorage();
    createTtlCache({ ttlMs: 1000, now: clock.now, persist: { storage, key } }).set('0x1', identity);
    clock.advance(500);
    const reloaded = createTtlCache({ ttlMs: 1000, now: clock.now, persist: { storage, key } });
    expect(reloaded.get('0x1')).toEqual(identity);
    clock.advance(500);
    expect(reloaded.get('0x1')).toBeUndefined();
  });

  it('removes an expired persisted entry when it is read', () => {
    const { backend, storage } = persistedStorage([
      ['@walletport/identity_cache:0x1', JSON.stringify({ timestamp: 0, value: identity })],
    ]);
    const clock = fakeClock(1000);
    const cache = createTtlCache({ ttlMs: 1000, now: clock.now, persist: { storage, key } });
    expect(cache.get('0x1')).toBeUndefined();
    expect(backend.getItem('@walletport/identity_cache:0x1')).toBeNull();
  });

  it('removes the persisted entry when the in-memory one expires', () => {
    const clock = fakeClock();
    const { backend, storage } = persistedStorage();
    const cache = createTtlCache({ ttlMs: 1000, now: clock.now, persist: { storage, key } });
    cache.set('0x1', identity);
    clock.advance(1000);
    expect(cache.get('0x1')).toBeUndefined();
    expect(backend.keys?.()).toEqual([]);
  });

  it('treats a corrupted persisted entry as absent', () => {
    const { storage } = persistedStorage([['@walletport/identity_cache:0x1', '{"timestamp":"soon"}']]);
    const cache = createTtlCache({ ttlMs: 1000, persist: { storage, key } });
    expect(cache.get('0x1')).toBeUndefined();
  });

  it('deletes from storage too, and clears the whole family including past sessions', () => {
    const { backend, storage } = persistedStorage([
      ['@walletport/identity_cache:0xold', JSON.stringify({ timestamp: 0, value: identity })],
      ['@walletport/wallet_id', 'kept'],
    ]);
    const cache = createTtlCache({ ttlMs: 1000, persist: { storage, key } });
    cache.set('0x1', identity);
    cache.set('0x2', identity);
    cache.delete('0x1');
    expect(backend.getItem('@walletport/identity_cache:0x1')).toBeNull();
    cache.clear();
    expect(backend.keys?.()).toEqual(['@walletport/wallet_id']);
  });

  it('clears known entries one by one when the key has no family prefix', () => {
    const { backend, storage } = persistedStorage();
    const single = (address: string) => key(address);
    const cache = createTtlCache({ ttlMs: 1000, persist: { storage, key: single } });
    cache.set('0x1', identity);
    cache.clear();
    expect(backend.keys?.()).toEqual([]);
  });
});

describe('getOrLoad', () => {
  it('returns a fresh value without loading', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000 });
    cache.set('a', 1);
    const load = vi.fn(async () => 2);
    await expect(cache.getOrLoad('a', load)).resolves.toBe(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once for concurrent callers and caches the result', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000 });
    const load = vi.fn(async () => 5);
    await expect(Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).resolves.toEqual([
      5, 5,
    ]);
    expect(load).toHaveBeenCalledOnce();
    expect(cache.get('a')).toBe(5);
  });

  it('loads again once the value expired', async () => {
    const clock = fakeClock();
    const cache = createTtlCache<string, number>({ ttlMs: 1000, now: clock.now });
    const load = vi.fn(async () => 5);
    await cache.getOrLoad('a', load);
    clock.advance(1000);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failure', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000 });
    await expect(cache.getOrLoad('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.has('a')).toBe(false);
    await expect(cache.getOrLoad('a', async () => 1)).resolves.toBe(1);
  });

  it('lets a value set, deleted or cleared during the load win over the load result', async () => {
    for (const interrupt of ['set', 'delete', 'clear'] as const) {
      const cache = createTtlCache<string, number>({ ttlMs: 1000 });
      let finish!: (value: number) => void;
      const loading = cache.getOrLoad('a', () => new Promise<number>((resolve) => (finish = resolve)));
      if (interrupt === 'set') cache.set('a', 99);
      if (interrupt === 'delete') cache.delete('a');
      if (interrupt === 'clear') cache.clear();
      finish(1);
      await expect(loading).resolves.toBe(1);
      expect(cache.get('a')).toBe(interrupt === 'set' ? 99 : undefined);
    }
  });
});

describe('createAddressCaches', () => {
  it('gives each per-address cache its TTL and its own storage family', () => {
    const clock = fakeClock();
    const { backend, storage } = persistedStorage();
    const caches = createAddressCaches({ storage, now: clock.now });
    caches.nativeBalance.set('0x1', { balance: '1.0', symbol: 'ETH' });
    caches.portfolio.set('0x1', []);
    caches.name.set('0x1', [{ name: 'a.reown.id' }]);
    caches.identity.set('0x1', { name: null, avatar: null });
    expect([...(backend.keys?.() ?? [])].sort()).toEqual(
      [
        '@walletport/native_balance_cache:0x1',
        '@walletport/portfolio_cache:0x1',
        '@walletport/name_cache:0x1',
        '@walletport/identity_cache:0x1',
      ].sort(),
    );
    clock.advance(30_000);
    expect(caches.nativeBalance.get('0x1')).toBeUndefined();
    expect(caches.portfolio.get('0x1')).toBeUndefined();
    expect(caches.name.get('0x1')).toEqual([{ name: 'a.reown.id' }]);
    clock.advance(270_000);
    expect(caches.name.get('0x1')).toBeUndefined();
    expect(caches.identity.get('0x1')).toBeUndefined();
  });

  it('works in memory only without storage', () => {
    const caches = createAddressCaches();
    caches.identity.set('0x1', { name: 'x', avatar: null });
    expect(caches.identity.get('0x1')).toEqual({ name: 'x', avatar: null });
  });
});
