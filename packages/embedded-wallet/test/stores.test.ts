/** The frame-origin stores: IndexedDB device shares (idb-keyval on fake-indexeddb) and the localStorage session. */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { createStore, get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import {
  createIdbDeviceStore,
  DEVICE_STORE_DATABASE,
  DEVICE_STORE_NAME,
  deviceShareKey,
  parseDeviceShareRecord,
} from '../src/frame/session/device-store.js';
import { createLoginFlow } from '../src/frame/session/login-flow.js';
import {
  createLocalSessionStore,
  parseStoredSession,
  sessionStorageKey,
  type StoredSession,
} from '../src/frame/session/session-store.js';
import { createFakeAuthApi } from './support/fake-auth-api.js';
import { createMemoryStorage } from './support/memory-storage.js';

const SESSION: StoredSession = {
  token: 't',
  userId: 'u1',
  email: 'ada@example.com',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

describe('createIdbDeviceStore', () => {
  it('keeps { share, address } under "<projectId>:<userId>" in the frame origin IndexedDB', async () => {
    const store = createIdbDeviceStore();
    await store.save('proj', 'u1', { share: 'c2hhcmU=', address: '0xabc' });
    const raw = createStore(DEVICE_STORE_DATABASE, DEVICE_STORE_NAME);
    expect(await get(deviceShareKey('proj', 'u1'), raw)).toEqual({ share: 'c2hhcmU=', address: '0xabc' });
    expect(deviceShareKey('proj', 'u1')).toBe('proj:u1');
    expect(await createIdbDeviceStore().load('proj', 'u1')).toEqual({ share: 'c2hhcmU=', address: '0xabc' });
    expect(await store.load('proj', 'u2')).toBeUndefined();
    expect(await store.load('other', 'u1')).toBeUndefined();
    await store.remove('proj', 'u1');
    expect(await store.load('proj', 'u1')).toBeUndefined();
  });

  it('ignores a record of another shape', async () => {
    const raw = createStore(DEVICE_STORE_DATABASE, DEVICE_STORE_NAME);
    await set('proj:broken', { share: 42 }, raw);
    expect(await createIdbDeviceStore().load('proj', 'broken')).toBeUndefined();
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseDeviceShareRecord(value);
        if (parsed !== undefined)
          expect(typeof parsed.share === 'string' && typeof parsed.address === 'string').toBe(true);
      }),
    );
  });

  it('carries a login across a reload through IndexedDB', async () => {
    const api = createFakeAuthApi();
    const storage = createMemoryStorage();
    const options = { api, projectId: 'idb-project', scryptParams: { N: 1024, r: 8, p: 1 } };
    const first = createLoginFlow({
      ...options,
      deviceStore: createIdbDeviceStore(),
      sessionStore: createLocalSessionStore('idb-project', storage),
    });
    await first.sendCode('ada@example.com', 'https://app.example');
    await first.verifyCode(api.codeFor('ada@example.com'));
    await first.createKey('correct horse battery');
    const reloaded = createLoginFlow({
      ...options,
      deviceStore: createIdbDeviceStore(),
      sessionStore: createLocalSessionStore('idb-project', storage),
    });
    expect(await reloaded.restore()).toBe(true);
    expect(reloaded.current()?.keys.evm.address).toBe(first.current()?.keys.evm.address);
  });
});

describe('createLocalSessionStore', () => {
  it('saves, loads and clears one session per project', () => {
    const storage = createMemoryStorage();
    const store = createLocalSessionStore('p1', storage);
    expect(store.load()).toBeUndefined();
    store.save(SESSION);
    expect(JSON.parse(storage.getItem(sessionStorageKey('p1')) as string)).toEqual(SESSION);
    expect(store.load()).toEqual(SESSION);
    expect(createLocalSessionStore('p2', storage).load()).toBeUndefined();
    store.clear();
    expect(store.load()).toBeUndefined();
  });

  it('treats garbage and storage that throws as no session', () => {
    const storage = createMemoryStorage();
    storage.setItem(sessionStorageKey('p1'), '{not json');
    expect(createLocalSessionStore('p1', storage).load()).toBeUndefined();
    storage.setItem(sessionStorageKey('p1'), JSON.stringify({ ...SESSION, expiresAt: 'someday' }));
    expect(createLocalSessionStore('p1', storage).load()).toBeUndefined();
    const blocked = {
      ...createMemoryStorage(),
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as Storage;
    const store = createLocalSessionStore('p1', blocked);
    expect(store.load()).toBeUndefined();
    expect(() => store.clear()).not.toThrow();
  });

  it('parseStoredSession accepts exactly the four string fields', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseStoredSession(value);
        if (parsed !== undefined)
          expect(Object.keys(parsed).sort()).toEqual(['email', 'expiresAt', 'token', 'userId']);
      }),
    );
    expect(parseStoredSession({ ...SESSION, extra: 1 })).toEqual(SESSION);
  });
});
