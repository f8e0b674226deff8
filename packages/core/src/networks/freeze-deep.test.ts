import { describe, expect, it } from 'vitest';
import { freezeDeep } from './freeze-deep.js';

describe('freezeDeep', () => {
  it('freezes nested objects and arrays and returns the same value', () => {
    const value = { a: { b: [1, { c: 2 }] } };
    expect(freezeDeep(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a.b)).toBe(true);
    expect(Object.isFrozen(value.a.b[1])).toBe(true);
  });

  it('makes writes fail loudly (ES modules run in strict mode)', () => {
    const value = freezeDeep({ list: ['x'] });
    expect(() => value.list.push('y')).toThrow(TypeError);
  });

  it('handles shared and cyclic references', () => {
    const shared = { n: 1 };
    const cyclic: { self?: unknown; left: object; right: object } = { left: shared, right: shared };
    cyclic.self = cyclic;
    expect(() => freezeDeep(cyclic)).not.toThrow();
    expect(Object.isFrozen(shared)).toBe(true);
  });

  it('passes primitives through', () => {
    expect(freezeDeep(1)).toBe(1);
    expect(freezeDeep(null)).toBe(null);
    expect(freezeDeep('a')).toBe('a');
  });
});
