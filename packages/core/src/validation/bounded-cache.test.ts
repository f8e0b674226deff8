import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache.js';

describe('createBoundedCache', () => {
  it('forgets the oldest entry once full', () => {
    const cache = createBoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  it('treats a read as a use, so a recently read entry survives', () => {
    const cache = createBoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('overwrites an existing key without growing', () => {
    const cache = createBoundedCache<string, boolean>(2);
    cache.set('a', true);
    cache.set('a', false);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(false);
  });

  it('can be cleared', () => {
    const cache = createBoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the size %s', (size) => {
    expect(() => createBoundedCache(size)).toThrowError(RangeError);
  });

  it('property: never holds more than its size and always keeps the latest entry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.boolean())),
        (size, operations) => {
          const cache = createBoundedCache<number, number>(size);
          operations.forEach(([key, isWrite], step) => {
            if (isWrite) {
              cache.set(key, step);
              expect(cache.get(key)).toBe(step);
            } else {
              cache.get(key);
            }
            expect(cache.size).toBeLessThanOrEqual(size);
          });
        },
      ),
    );
  });
});
