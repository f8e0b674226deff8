import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  createSessionStore,
  parseStoredSession,
  serializeSession,
  sessionStorageKey,
} from '../src/inpage/session-storage.js';

const origin = 'http://127.0.0.1:5173';
const session = { authorizedAt: 1_700_000_000_000, selectedIndex: 2, chainId: 31338 };

const sessionArbitrary = fc.record({
  authorizedAt: fc.nat(),
  selectedIndex: fc.nat(),
  chainId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
});

describe('sessionStorageKey', () => {
  it('is a dev-wallet key that names the origin', () => {
    expect(sessionStorageKey(origin)).toBe('walletport-dev-wallet:session:http://127.0.0.1:5173');
  });
});

describe('serializeSession / parseStoredSession', () => {
  it('stores the origin, its eth_accounts grant, the account index and the chain id', () => {
    expect(JSON.parse(serializeSession(origin, session))).toEqual({
      origin,
      permissions: { eth_accounts: { grantedAt: session.authorizedAt } },
      selectedIndex: 2,
      chainId: 31338,
    });
  });

  it('round-trips any session', () => {
    fc.assert(
      fc.property(
        sessionArbitrary,
        fc.webUrl().map((url) => new URL(url).origin),
        (value, site) => {
          expect(parseStoredSession(serializeSession(site, value), site)).toEqual(value);
        },
      ),
    );
  });

  it("ignores another origin's session", () => {
    expect(parseStoredSession(serializeSession('http://other.test', session), origin)).toBeUndefined();
  });

  it.each([
    ['broken JSON', '{'],
    ['not an object', '[1]'],
    ['no permission', JSON.stringify({ origin, selectedIndex: 0, chainId: 1 })],
    [
      'a negative account index',
      JSON.stringify({
        origin,
        permissions: { eth_accounts: { grantedAt: 1 } },
        selectedIndex: -1,
        chainId: 1,
      }),
    ],
    [
      'a chain id that is not a positive integer',
      JSON.stringify({
        origin,
        permissions: { eth_accounts: { grantedAt: 1 } },
        selectedIndex: 0,
        chainId: '0x1',
      }),
    ],
    [
      'chain id 0',
      JSON.stringify({
        origin,
        permissions: { eth_accounts: { grantedAt: 1 } },
        selectedIndex: 0,
        chainId: 0,
      }),
    ],
  ])('reads %s as no session', (_, text) => {
    expect(parseStoredSession(text, origin)).toBeUndefined();
  });

  it('never throws, whatever the stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseStoredSession(text, origin);
        if (parsed !== undefined) {
          expect(Number.isSafeInteger(parsed.selectedIndex) && parsed.selectedIndex >= 0).toBe(true);
          expect(Number.isSafeInteger(parsed.chainId) && parsed.chainId > 0).toBe(true);
        }
      }),
    );
  });
});

describe('createSessionStore', () => {
  it('saves under the origin key, loads it back, and removes it for null', () => {
    const entries = new Map<string, string>();
    const storage = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    };
    const store = createSessionStore(
      () => storage,
      origin,
      () => {},
    );
    expect(store.load()).toBeUndefined();
    store.save(session);
    expect([...entries.keys()]).toEqual([sessionStorageKey(origin)]);
    expect(store.load()).toEqual(session);
    store.save(null);
    expect(entries.size).toBe(0);
    expect(store.load()).toBeUndefined();
  });

  it('reports storage that throws and carries on without a session', () => {
    const onError = vi.fn();
    const denied = new Error('SecurityError');
    const store = createSessionStore(
      () => {
        throw denied;
      },
      origin,
      onError,
    );
    expect(store.load()).toBeUndefined();
    expect(() => store.save(session)).not.toThrow();
    expect(() => store.save(null)).not.toThrow();
    expect(onError.mock.calls).toEqual([[denied], [denied], [denied]]);
  });
});
