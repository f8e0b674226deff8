import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneFrozen } from './clone-frozen.js';

function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

describe('cloneFrozen', () => {
  it("freezes a copy and leaves the app's objects editable", () => {
    const input = { a: { b: [1, { c: 2 }] } };
    const output = cloneFrozen(input);
    expect(output).toEqual(input);
    expect(isDeepFrozen(output)).toBe(true);
    expect(Object.isFrozen(input)).toBe(false);
    expect(Object.isFrozen(input.a.b)).toBe(false);
  });

  it('keeps functions and class instances by reference, unfrozen', () => {
    class Live {
      count = 0;
    }
    const live = new Live();
    const fn = () => 1;
    const output = cloneFrozen({ live, fn });
    expect(output.live).toBe(live);
    expect(output.fn).toBe(fn);
    expect(Object.isFrozen(live)).toBe(false);
  });

  it('keeps a "__proto__" key as a key, never as the prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const output = cloneFrozen(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect((output as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(output)).toEqual(['__proto__']);
  });

  it('copes with cycles', () => {
    const input: { self?: unknown } = {};
    input.self = input;
    const output = cloneFrozen(input);
    expect(output.self).toBe(output);
  });

  it('property: the copy equals the input and is deeply frozen', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const output = cloneFrozen(value);
        expect(output).toEqual(value);
        expect(isDeepFrozen(output)).toBe(true);
      }),
    );
  });
});
