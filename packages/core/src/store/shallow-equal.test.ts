import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shallowEqual } from './shallow-equal.js';

describe('shallowEqual', () => {
  it('compares own keys one level deep', () => {
    const inner = { a: 1 };
    expect(shallowEqual({ x: inner, y: 2 }, { x: inner, y: 2 })).toBe(true);
    expect(shallowEqual({ x: inner }, { x: { a: 1 } })).toBe(false);
    expect(shallowEqual({ x: undefined }, { y: undefined })).toBe(false);
    expect(shallowEqual([1, 2], [1, 2])).toBe(true);
    expect(shallowEqual([1], { 0: 1 })).toBe(false);
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(shallowEqual<unknown>(null, {})).toBe(false);
  });

  it('is reflexive and symmetric for any flat record', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.anything()),
        fc.dictionary(fc.string(), fc.anything()),
        (a, b) => {
          expect(shallowEqual(a, { ...a })).toBe(true);
          expect(shallowEqual(a, b)).toBe(shallowEqual(b, a));
        },
      ),
    );
  });
});
