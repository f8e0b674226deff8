import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scaleLength } from './css-length.js';

describe('scaleLength', () => {
  it('multiplies px, rem and em lengths', () => {
    expect(scaleLength('4px', 3)).toBe('12px');
    expect(scaleLength('10px', 1.4)).toBe('14px');
    expect(scaleLength('0.25rem', 2)).toBe('0.5rem');
    expect(scaleLength('0', 5)).toBe('0px');
  });

  it('falls back to calc() for a length it cannot read', () => {
    expect(scaleLength('var(--x)', 2)).toBe('calc(var(--x) * 2)');
  });

  it('property: scaling px by n gives n times the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 20 }), (px, factor) => {
        expect(scaleLength(`${px}px`, factor)).toBe(`${px * factor}px`);
      }),
    );
  });
});
