import { serialize } from '@wagmi/core';
import { mainnet } from '@walletport/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  guardedStorage,
  pageWagmiStorage,
  tolerantDeserialize,
  type WebStorage,
} from '../src/page-storage.js';
import { WagmiAdapter } from '../src/index.js';

/** A Map-backed Web Storage; `full` makes every write throw as a full quota does. */
function memoryStorage(options: { full?: boolean } = {}): WebStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      if (options.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

const refused = (): never => {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
};

describe('guardedStorage', () => {
  it('passes reads and writes through to a working storage', () => {
    const backing = memoryStorage();
    const storage = guardedStorage(() => backing);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(backing.entries.size).toBe(0);
  });

  it('a storage the browser refuses reads as empty and drops writes, without throwing', () => {
    const storage = guardedStorage(refused);
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(() => storage.removeItem('a')).not.toThrow();
  });

  it('a full storage drops the write and keeps what it had', () => {
    const backing = memoryStorage({ full: true });
    backing.entries.set('kept', 'yes');
    const storage = guardedStorage(() => backing);
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(storage.getItem('a')).toBeNull();
    expect(storage.getItem('kept')).toBe('yes');
  });

  it('no storage at all (server rendering) reads as empty', () => {
    const storage = guardedStorage(() => undefined);
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', '1')).not.toThrow();
  });
});

describe('tolerantDeserialize', () => {
  it('never throws, whatever the entry holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(() => tolerantDeserialize(text)).not.toThrow();
      }),
    );
  });

  it('reads back what wagmi wrote, bigints and Maps included', () => {
    const value = fc.oneof(fc.bigInt(), fc.integer(), fc.string(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), value),
        fc.array(fc.tuple(fc.string(), value)),
        (record, pairs) => {
          const written = { record, map: new Map(pairs) };
          expect(tolerantDeserialize(serialize(written))).toEqual(written);
        },
      ),
    );
  });

  it('a cut or foreign entry is null', () => {
    expect(tolerantDeserialize('{"state":{"connections"')).toBeNull();
    expect(tolerantDeserialize('\u0000')).toBeNull();
    expect(tolerantDeserialize('{"__type":"bigint","value":"x"}')).toBeNull();
  });
});

describe('pageWagmiStorage', () => {
  it("keeps wagmi's key prefix and its JSON, and reads garbage as absent", async () => {
    const backing = memoryStorage();
    const storage = pageWagmiStorage(() => backing);
    await storage.setItem('recentConnectorId', 'io.metamask');
    expect(backing.entries.get('wagmi.recentConnectorId')).toBe('"io.metamask"');
    expect(await storage.getItem('recentConnectorId')).toBe('io.metamask');
    backing.entries.set('wagmi.store', '{"cut');
    expect(await storage.getItem('store')).toBeNull();
  });

  it('works on a storage the browser refuses', async () => {
    const storage = pageWagmiStorage(refused);
    await expect(storage.setItem('recentConnectorId', 'x')).resolves.toBeUndefined();
    expect(await storage.getItem('recentConnectorId')).toBeNull();
  });
});

describe('WagmiAdapter without a storage option', () => {
  it('starts where reading window.localStorage throws (blocked cookies)', () => {
    const scope = globalThis as { window?: unknown };
    const before = scope.window;
    // A window with events (wallet discovery listens for announcements) whose storage is refused.
    const blocked = { addEventListener() {}, removeEventListener() {}, dispatchEvent: () => true };
    Object.defineProperty(blocked, 'localStorage', { get: refused });
    scope.window = blocked;
    try {
      const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'p' });
      expect(adapter.wagmiConfig.storage?.key).toBe('wagmi');
    } finally {
      scope.window = before;
    }
  });
});
