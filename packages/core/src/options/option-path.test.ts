import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOptionPath } from './option-path.js';

describe('formatOptionPath', () => {
  it('writes paths the way a developer writes them', () => {
    expect(formatOptionPath(['themeMode'])).toBe('themeMode');
    expect(formatOptionPath(['features', 'socials', 2])).toBe('features.socials[2]');
    expect(formatOptionPath(['themeVariables', '--w3m-accent'])).toBe('themeVariables["--w3m-accent"]');
    expect(formatOptionPath(['customRpcUrls', 'eip155:1', 0, 'url'])).toBe(
      'customRpcUrls["eip155:1"][0].url',
    );
    expect(formatOptionPath([])).toBe('options');
  });

  it('escapes and shortens keys taken from the input', () => {
    const path = formatOptionPath(['chainImages', `a"\n${'x'.repeat(200)}`]);
    expect(path).not.toContain('\n');
    expect(path.length).toBeLessThan(100);
  });

  it('property: never throws and never contains a raw line break', () => {
    const segment = fc.oneof(
      fc.string(),
      fc.nat(),
      fc.string().map((s) => Symbol(s)),
    );
    fc.assert(
      fc.property(fc.array(segment), (path) => {
        const text = formatOptionPath(path);
        expect(text).not.toMatch(/[\n\r]/);
        expect(text.length).toBeGreaterThan(0);
      }),
    );
  });
});
