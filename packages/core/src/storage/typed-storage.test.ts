import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY_PREFIX, type StorageKey, storageKeys } from './keys.js';
import { createMemoryStorage } from './memory-storage.js';
import { createTypedStorage } from './typed-storage.js';
import type { StorageBackend } from './types.js';

function setup(initial: Array<[string, string]> = []) {
  const backend = createMemoryStorage(initial);
  const logger = { warn: vi.fn() };
  return { backend, logger, storage: createTypedStorage(backend, { logger }) };
}

/** A backend whose every method fails the way a full or blocked browser storage does. */
function failingBackend(error: unknown): StorageBackend {
  const fail = () => {
    throw error;
  };
  return { getItem: fail, setItem: fail, removeItem: fail, keys: fail };
}

describe('createTypedStorage', () => {
  it('writes through the codec and reads typed values back', () => {
    const { backend, storage } = setup();
    storage.set(storageKeys.connectedNamespaces, ['eip155', 'solana']);
    storage.set(storageKeys.emailLoginUsed, true);
    expect(backend.getItem('@walletport/connected_namespaces')).toBe('eip155,solana');
    expect(storage.get(storageKeys.connectedNamespaces)).toEqual(['eip155', 'solana']);
    expect(storage.get(storageKeys.emailLoginUsed)).toBe(true);
  });

  it('reads absent entries as undefined without logging', () => {
    const { storage, logger } = setup();
    expect(storage.get(storageKeys.walletId)).toBeUndefined();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('removes entries', () => {
    const { storage } = setup([['@walletport/wallet_id', 'metamask']]);
    storage.remove(storageKeys.walletId);
    expect(storage.get(storageKeys.walletId)).toBeUndefined();
  });

  it('reads a corrupted entry as undefined and logs its key', () => {
    const { storage, logger } = setup([['@walletport/recent_wallets', '[{"id":']]);
    expect(storage.get(storageKeys.recentWallets)).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith('Ignoring unreadable storage entry', {
      key: '@walletport/recent_wallets',
    });
  });

  it('reads a non-string from a misbehaving backend as undefined', () => {
    const logger = { warn: vi.fn() };
    const backend = { ...createMemoryStorage(), getItem: () => 42 as unknown as string };
    expect(createTypedStorage(backend, { logger }).get(storageKeys.walletId)).toBeUndefined();
  });

  it('never throws and only logs when the backend fails (quota, SecurityError, disabled)', () => {
    for (const error of [
      new DOMException('quota', 'QuotaExceededError'),
      new DOMException('denied', 'SecurityError'),
      'storage disabled',
    ]) {
      const logger = { warn: vi.fn() };
      const storage = createTypedStorage(failingBackend(error), { logger });
      expect(storage.get(storageKeys.walletId)).toBeUndefined();
      expect(() => storage.set(storageKeys.walletId, 'x')).not.toThrow();
      expect(() => storage.remove(storageKeys.walletId)).not.toThrow();
      expect(() => storage.removeByPrefix(STORAGE_KEY_PREFIX)).not.toThrow();
      expect(logger.warn).toHaveBeenCalledTimes(4);
    }
  });

  it('logs key names and error names, never the stored value', () => {
    const logger = { warn: vi.fn() };
    const storage = createTypedStorage(failingBackend(new DOMException('quota', 'QuotaExceededError')), {
      logger,
    });
    storage.set(storageKeys.siwxAuthToken, 'secret-session-token');
    expect(logger.warn).toHaveBeenCalledWith('Storage write failed', {
      key: '@walletport/siwx_auth_token',
      error: 'QuotaExceededError: quota',
    });
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('secret-session-token');
  });

  it('survives a logger that throws', () => {
    const logger = {
      warn: () => {
        throw new Error('logger down');
      },
    };
    const storage = createTypedStorage(failingBackend(new Error('x')), { logger });
    expect(() => storage.set(storageKeys.walletId, 'x')).not.toThrow();
  });

  it('refuses to write a value it could not read back', () => {
    const { backend, storage, logger } = setup();
    storage.set(storageKeys.lastEmailLoginTime, Number.NaN);
    storage.set(storageKeys.walletId, '');
    expect(backend.keys?.()).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('removes only entries under a Walletport prefix', () => {
    const { backend, storage, logger } = setup([
      ['@walletport/identity_cache:0x1', 'a'],
      ['@walletport/identity_cache:0x2', 'b'],
      ['@walletport/wallet_id', 'c'],
      ['host-app-key', 'd'],
    ]);
    storage.removeByPrefix(storageKeys.identityCache.prefix);
    expect(backend.keys?.()).toEqual(['@walletport/wallet_id', 'host-app-key']);
    storage.removeByPrefix('host');
    expect(backend.keys?.()).toContain('host-app-key');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('does nothing for removeByPrefix when the backend cannot list', () => {
    const backend = createMemoryStorage([['@walletport/a', '1']]);
    const storage = createTypedStorage(
      { getItem: backend.getItem, setItem: backend.setItem, removeItem: backend.removeItem },
      { logger: { warn: vi.fn() } },
    );
    storage.removeByPrefix(STORAGE_KEY_PREFIX);
    expect(backend.getItem('@walletport/a')).toBe('1');
  });

  it('never throws on random stored text, reading it as undefined or a valid value', () => {
    const keys: StorageKey<unknown>[] = [
      storageKeys.walletId,
      storageKeys.connectedNamespaces,
      storageKeys.recentWallets,
      storageKeys.connections,
      storageKeys.identityCache('0x1'),
      storageKeys.lastEmailLoginTime,
      storageKeys.emailLoginUsed,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.string({ unit: 'binary' }), (key, raw) => {
        const { storage } = setup([[key.name, raw]]);
        const value = storage.get(key);
        if (value !== undefined) expect(key.codec.parse(key.codec.serialize(value))).toEqual(value);
      }),
    );
  });
});

describe('createTypedStorage over an async backend', () => {
  function asyncBackend(inner = createMemoryStorage()): StorageBackend {
    return {
      getItem: async (name) => inner.getItem(name),
      setItem: async (name, value) => inner.setItem(name, value),
      removeItem: async (name) => inner.removeItem(name),
      keys: async () => inner.keys?.() ?? [],
    };
  }

  it('reads, writes, removes and clears by prefix through promises', async () => {
    const storage = createTypedStorage(asyncBackend(), { logger: { warn: vi.fn() } });
    await storage.set(storageKeys.deepLinkChoice, { href: 'wc://', name: 'Wallet' });
    await storage.set(storageKeys.nameCache('0x1'), { timestamp: 1, value: [{ name: 'a.reown.id' }] });
    expect(await storage.get(storageKeys.deepLinkChoice)).toEqual({ href: 'wc://', name: 'Wallet' });
    await storage.removeByPrefix(storageKeys.nameCache.prefix);
    expect(await storage.get(storageKeys.nameCache('0x1'))).toBeUndefined();
    await storage.remove(storageKeys.deepLinkChoice);
    expect(await storage.get(storageKeys.deepLinkChoice)).toBeUndefined();
  });

  it('turns rejections into undefined and logged warnings', async () => {
    const logger = { warn: vi.fn() };
    const reject = async () => {
      throw new Error('IndexedDB closed');
    };
    const storage = createTypedStorage(
      { getItem: reject, setItem: reject, removeItem: reject, keys: reject },
      { logger },
    );
    await expect(storage.get(storageKeys.walletId)).resolves.toBeUndefined();
    await expect(storage.set(storageKeys.walletId, 'x')).resolves.toBeUndefined();
    await expect(storage.remove(storageKeys.walletId)).resolves.toBeUndefined();
    await expect(storage.removeByPrefix(STORAGE_KEY_PREFIX)).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(4);
  });

  it('reads a corrupted async entry as undefined', async () => {
    const inner = createMemoryStorage([['@walletport/connection_status', 'weird']]);
    const storage = createTypedStorage(asyncBackend(inner), { logger: { warn: vi.fn() } });
    await expect(storage.get(storageKeys.connectionStatus)).resolves.toBeUndefined();
  });
});
