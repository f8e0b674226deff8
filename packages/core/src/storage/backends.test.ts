import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { createMemoryStorage } from './memory-storage.js';

/** A Web Storage stand-in with the same surface as window.localStorage. */
function fakeWebStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (name: string) => map.get(name) ?? null,
    setItem: (name: string, value: string) => void map.set(name, value),
    removeItem: (name: string) => void map.delete(name),
    clear: () => map.clear(),
  };
}

describe('createMemoryStorage', () => {
  it('stores, lists and removes entries', () => {
    const storage = createMemoryStorage([['a', '1']]);
    storage.setItem('b', '2');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.keys?.()).toEqual(['a', 'b']);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });

  it('gives every instance its own data', () => {
    createMemoryStorage().setItem('a', '1');
    expect(createMemoryStorage().getItem('a')).toBeNull();
  });
});

describe('createLocalStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads and writes the given Web Storage and lists its names', () => {
    const web = fakeWebStorage();
    const storage = createLocalStorage({ getStorage: () => web });
    storage.setItem('a', '1');
    expect(web.getItem('a')).toBe('1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.keys?.()).toEqual(['a']);
    storage.removeItem('a');
    expect(web.getItem('a')).toBeNull();
  });

  it('is empty and ignores writes where there is no window (server rendering)', () => {
    const storage = createLocalStorage();
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(storage.keys?.()).toEqual([]);
  });

  it('reads window.localStorage at call time, not at creation', () => {
    const storage = createLocalStorage();
    const web = fakeWebStorage();
    vi.stubGlobal('window', { localStorage: web });
    storage.setItem('a', '1');
    expect(web.getItem('a')).toBe('1');
  });

  it('lets a SecurityError from the browser propagate for the typed store to log', () => {
    const storage = createLocalStorage({
      getStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => storage.getItem('a')).toThrow('denied');
  });
});
