import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorable, MAX_INPUT_DEPTH, textProblem } from './storable-input.js';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { key: value };
  return value;
}

describe('storable input', () => {
  it('accepts well-formed text without U+0000 (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(textProblem(text.replaceAll('\u0000', ''))).toBeUndefined();
      }),
    );
  });

  it('finds a U+0000 anywhere in a string, a key or a nested value (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (before, after, inKey) => {
        const text = `${before}\u0000${after}`;
        const value = inKey ? { list: [{ [text]: 1 }] } : { list: [{ note: text }] };
        expect(findUnstorable(value)).toBe(textProblem(text) === 'nul' ? 'nul' : textProblem(text));
        expect(findUnstorable(value)).toBeDefined();
      }),
    );
  });

  it('finds unpaired surrogates but not pairs', () => {
    expect(textProblem('a\ud800')).toBe('unpaired-surrogate');
    expect(textProblem('\udc00a')).toBe('unpaired-surrogate');
    expect(textProblem('\udc00\ud800')).toBe('unpaired-surrogate');
    expect(textProblem('🚀')).toBeUndefined();
  });

  it(`allows ${MAX_INPUT_DEPTH} levels of nesting and no more`, () => {
    expect(findUnstorable(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findUnstorable(nested(MAX_INPUT_DEPTH + 1))).toBe('too-deep');
  });

  it('measures a value nested 100,000 levels deep without overflowing', () => {
    expect(findUnstorable(nested(100_000))).toBe('too-deep');
  });

  it('passes plain JSON values through (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        const text = JSON.stringify(value);
        const clean = !text.includes('\\u0000') && textProblem(text) === undefined;
        if (clean) expect(findUnstorable(value)).toBeUndefined();
      }),
    );
  });
});
