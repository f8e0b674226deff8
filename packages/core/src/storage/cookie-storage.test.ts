import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { encodeCookieComponent } from './cookie.js';
import {
  COOKIE_MAX_BYTES,
  createCookieStorage,
  createServerCookieJar,
  DEFAULT_COOKIE_MAX_AGE_SECONDS,
} from './cookie-storage.js';
import { storageKeys } from './keys.js';
import { createTypedStorage } from './typed-storage.js';

/** A jar that records every Set-Cookie line, the way a test can see what `document.cookie = …` received. */
function recordingJar(initial = '') {
  const jar = createServerCookieJar(initial);
  const lines: string[] = [];
  return {
    lines,
    get cookie() {
      return jar.cookie;
    },
    set cookie(line: string) {
      lines.push(line);
      jar.cookie = line;
    },
  };
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('createCookieStorage', () => {
  it('writes percent-encoded cookies with Path=/, SameSite=Lax and the default max-age', () => {
    const jar = recordingJar();
    createCookieStorage(jar).setItem('@walletport/wallet_id', 'a b;c');
    expect(jar.lines).toEqual([
      `%40walletport%2Fwallet_id=a%20b%3Bc; Path=/; Max-Age=${DEFAULT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
    ]);
  });

  it('uses the configured max-age, Secure flag and domain', () => {
    const jar = recordingJar();
    createCookieStorage(jar, { maxAgeSeconds: 60, secure: true, domain: 'example.com' }).setItem('k', 'v');
    expect(jar.lines[0]).toBe('k=v; Path=/; Max-Age=60; Domain=example.com; SameSite=Lax; Secure');
  });

  it('refuses a negative or fractional max-age at creation', () => {
    expect(() => createCookieStorage(recordingJar(), { maxAgeSeconds: -1 })).toThrow(WalletportError);
    expect(() => createCookieStorage(recordingJar(), { maxAgeSeconds: 1.5 })).toThrow(WalletportError);
  });

  it('reads back what it wrote and lists names decoded', () => {
    const storage = createCookieStorage(recordingJar('other=1'));
    storage.setItem('@walletport/a', '{"x":1}');
    expect(storage.getItem('@walletport/a')).toBe('{"x":1}');
    expect(storage.getItem('@walletport/missing')).toBeNull();
    expect(storage.keys?.()).toEqual(['other', '@walletport/a']);
  });

  it('removes a cookie by expiring it with Max-Age=0', () => {
    const jar = recordingJar('k=v');
    const storage = createCookieStorage(jar);
    storage.removeItem('k');
    expect(jar.lines).toEqual(['k=; Path=/; Max-Age=0; SameSite=Lax']);
    expect(storage.getItem('k')).toBeNull();
  });

  it('accepts a cookie of exactly 4 KiB and refuses one byte more, leaving the old value', () => {
    const jar = recordingJar();
    const storage = createCookieStorage(jar);
    const name = 'k';
    const fits = 'x'.repeat(COOKIE_MAX_BYTES - name.length - 1);
    storage.setItem(name, fits);
    expect(storage.getItem(name)).toBe(fits);
    const error = thrownBy(() => storage.setItem(name, `${fits}x`));
    expect(error).toBeInstanceOf(WalletportError);
    expect((error as WalletportError).code).toBe('STORAGE_COOKIE_TOO_LARGE');
    expect(storage.getItem(name)).toBe(fits);
    expect(jar.lines).toHaveLength(1);
  });

  it('counts the encoded size, not the raw size', () => {
    const storage = createCookieStorage(recordingJar());
    // Each ';' becomes '%3B', so 1400 of them (1400 raw bytes) take 4200 bytes.
    expect(() => storage.setItem('k', ';'.repeat(1400))).toThrow('Cookie too large');
  });

  it('refuses values that cannot be percent-encoded', () => {
    const error = thrownBy(() => createCookieStorage(recordingJar()).setItem('k', '\uD800'));
    expect((error as WalletportError).code).toBe('STORAGE_COOKIE_ENCODING');
  });

  it('round trips arbitrary values', () => {
    const wellFormed = fc
      .string({ unit: 'binary' })
      .filter((text) => encodeCookieComponent(text) !== undefined);
    fc.assert(
      fc.property(
        wellFormed.filter((name) => name !== ''),
        wellFormed,
        (name, value) => {
          const storage = createCookieStorage(recordingJar('a=1; b=2'));
          storage.setItem(name, value);
          expect(storage.getItem(name)).toBe(value);
        },
      ),
    );
  });

  it('turns an oversized write into a logged warning through the typed store', () => {
    const logger = { warn: vi.fn() };
    const jar = recordingJar();
    const storage = createTypedStorage(createCookieStorage(jar), { logger });
    storage.set(storageKeys.walletName, 'Wallet');
    expect(() => storage.set(storageKeys.walletName, 'w'.repeat(5000))).not.toThrow();
    expect(storage.get(storageKeys.walletName)).toBe('Wallet');
    expect(logger.warn).toHaveBeenCalledWith('Storage write failed', {
      key: storageKeys.walletName.name,
      error: expect.stringContaining('Cookie too large'),
    });
  });
});

describe('createServerCookieJar', () => {
  it('reads the request cookies and reflects later writes and removals', () => {
    const jar = createServerCookieJar('a=1; b=2');
    jar.cookie = 'c=3; Path=/; Max-Age=60; SameSite=Lax';
    jar.cookie = 'a=; Path=/; Max-Age=0; SameSite=Lax';
    expect(jar.cookie).toBe('b=2; c=3');
  });

  it('collects one Set-Cookie line per changed cookie, the last change winning', () => {
    const jar = createServerCookieJar();
    jar.cookie = 'a=1; Path=/';
    jar.cookie = 'b=1; Path=/';
    jar.cookie = 'a=2; Path=/';
    expect(jar.setCookieHeaders).toEqual(['a=2; Path=/', 'b=1; Path=/']);
  });

  it('accepts a missing header and ignores assignments without a pair', () => {
    const jar = createServerCookieJar(null);
    jar.cookie = 'garbage';
    expect(jar.cookie).toBe('');
    expect(jar.setCookieHeaders).toEqual([]);
  });

  it('keeps separate requests separate', () => {
    const first = createServerCookieJar();
    const second = createServerCookieJar();
    createCookieStorage(first).setItem('k', 'v');
    expect(createCookieStorage(second).getItem('k')).toBeNull();
  });
});
