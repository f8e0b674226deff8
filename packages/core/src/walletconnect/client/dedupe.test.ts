import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeenSet } from './dedupe.js';

describe('createSeenSet', () => {
  it('is true the first time a key is offered and false after', () => {
    const seen = createSeenSet(10);
    expect(seen.firstSight('a')).toBe(true);
    expect(seen.firstSight('a')).toBe(false);
    expect(seen.firstSight('a')).toBe(false);
    expect(seen.firstSight('b')).toBe(true);
    expect(seen.size).toBe(2);
  });

  it('forgets the oldest key first once full', () => {
    const seen = createSeenSet(2);
    seen.firstSight('a');
    seen.firstSight('b');
    seen.firstSight('c'); // a goes
    expect(seen.size).toBe(2);
    expect(seen.firstSight('c')).toBe(false);
    expect(seen.firstSight('b')).toBe(false);
    expect(seen.firstSight('a')).toBe(true); // forgotten, so new again; b goes
    expect(seen.firstSight('c')).toBe(false);
    expect(seen.firstSight('b')).toBe(true);
  });

  it('property: size never exceeds the capacity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 200 }),
        (capacity, keys) => {
          const seen = createSeenSet(capacity);
          for (const key of keys) {
            seen.firstSight(key);
            expect(seen.size).toBeLessThanOrEqual(capacity);
          }
          // Entries are only added, so once full it stays full.
          expect(seen.size).toBe(Math.min(capacity, new Set(keys).size));
        },
      ),
    );
  });

  it('property: behaves like a first-in-first-out memory of the last `capacity` new keys', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'), { maxLength: 300 }),
        (capacity, keys) => {
          const seen = createSeenSet(capacity);
          const model: string[] = [];
          for (const key of keys) {
            const expected = !model.includes(key);
            if (expected) {
              model.push(key);
              if (model.length > capacity) model.shift();
            }
            expect(seen.firstSight(key)).toBe(expected);
            expect(seen.size).toBe(model.length);
          }
        },
      ),
    );
  });

  it('a key seen again keeps its place: it is still evicted as the oldest', () => {
    const seen = createSeenSet(2);
    seen.firstSight('a');
    seen.firstSight('b');
    seen.firstSight('a'); // a redelivery, not a new entry
    seen.firstSight('c'); // evicts a, the first inserted
    expect(seen.firstSight('b')).toBe(false);
    expect(seen.firstSight('a')).toBe(true);
  });
});
