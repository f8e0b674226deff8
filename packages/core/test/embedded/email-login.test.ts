import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertEmailLoginAllowed,
  emailLoginWaitSeconds,
  rememberEmailLogin,
} from '../../src/embedded/email-login.js';
import { clearLoginCache } from '../../src/embedded/login-cache.js';
import { storageKeys } from '../../src/storage/keys.js';
import { createMemoryStorage } from '../../src/storage/memory-storage.js';
import { createTypedStorage } from '../../src/storage/typed-storage.js';

const storage = () => createTypedStorage(createMemoryStorage(), { logger: { warn: () => {} } });

describe('email login rules', () => {
  it('allows one email login per 30 s and names the remaining seconds, rounded up', async () => {
    const store = storage();
    store.set(storageKeys.lastEmailLoginTime, 1_000_000);
    await expect(assertEmailLoginAllowed('a@b.co', store, 1_000_000 + 100)).rejects.toThrow(
      'Please try again after 30 seconds',
    );
    await expect(assertEmailLoginAllowed('a@b.co', store, 1_000_000 + 29_001)).rejects.toThrow(
      'Please try again after 1 seconds',
    );
    await expect(assertEmailLoginAllowed('a@b.co', store, 1_000_000 + 30_000)).resolves.toBe('a@b.co');
  });

  it('wait is always between 0 and 30 and 0 exactly from 30 s on (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.integer({ min: -100_000, max: 100_000 }), (last, delta) => {
        const wait = emailLoginWaitSeconds(last, last + delta);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(30);
        expect(wait === 0).toBe(delta >= 30_000);
        if (delta >= 0 && delta < 30_000) expect(wait).toBe(Math.ceil((30_000 - delta) / 1000));
      }),
    );
  });

  it('refuses what is not an email address', async () => {
    for (const bad of ['', 'plain', 'a@', '@b.co', 'a b@c.co', 'a@b']) {
      await expect(assertEmailLoginAllowed(bad, storage(), 0)).rejects.toThrow('Invalid email address');
    }
  });

  it('a login stores email and flag and clears the last-login time; the cache clear removes them', async () => {
    const store = storage();
    store.set(storageKeys.lastEmailLoginTime, 5);
    store.set(storageKeys.lastUsedChain, 'eip155:1');
    store.set(storageKeys.socialUsername, 'someone');
    await rememberEmailLogin(store, 'a@b.co');
    expect(store.get(storageKeys.email)).toBe('a@b.co');
    expect(store.get(storageKeys.emailLoginUsed)).toBe(true);
    expect(store.get(storageKeys.lastEmailLoginTime)).toBeUndefined();
    await clearLoginCache(store);
    expect(store.get(storageKeys.email)).toBeUndefined();
    expect(store.get(storageKeys.emailLoginUsed)).toBeUndefined();
    expect(store.get(storageKeys.lastUsedChain)).toBeUndefined();
    expect(store.get(storageKeys.socialUsername)).toBeUndefined();
  });
});
