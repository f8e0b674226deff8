import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNftDocument, resolveImageUrl } from './nft-document.js';

const URI = 'http://127.0.0.1:5173/collectibles/3.json';

describe('parseNftDocument', () => {
  it('reads name, description and an image relative to the tokenURI', () => {
    expect(
      parseNftDocument(
        JSON.stringify({ name: 'Tide #3', description: 'A wave.', image: '3.svg', attributes: [] }),
        URI,
      ),
    ).toEqual({
      name: 'Tide #3',
      description: 'A wave.',
      imageUrl: 'http://127.0.0.1:5173/collectibles/3.svg',
    });
  });

  it('cleans hostile text and drops images that are not http(s)', () => {
    const document = parseNftDocument(
      JSON.stringify({ name: `\u202E${'N'.repeat(500)}`, description: 42, image: 'javascript:alert(1)' }),
      URI,
    );
    expect(document.name).toBe('N'.repeat(128));
    expect(document.description).toBeUndefined();
    expect(document.imageUrl).toBeUndefined();
    expect(() => parseNftDocument('[1]', URI)).toThrow(/not a JSON object/);
    expect(() => parseNftDocument('{', URI)).toThrow(SyntaxError);
  });
});

describe('resolveImageUrl', () => {
  it('keeps http(s) URLs only, resolving relative ones against an http(s) tokenURI', () => {
    expect(resolveImageUrl('https://cdn.test/a.png', URI)).toBe('https://cdn.test/a.png');
    expect(resolveImageUrl('../img/a.png', URI)).toBe('http://127.0.0.1:5173/img/a.png');
    expect(resolveImageUrl('a.png', 'data:application/json,{}')).toBeUndefined();
    expect(resolveImageUrl('https://cdn.test/a.png', 'data:application/json,{}')).toBe(
      'https://cdn.test/a.png',
    );
    for (const bad of [
      'ipfs://Qm/a.png',
      'data:image/svg+xml,<svg/>',
      'file:///etc/passwd',
      'https://u:p@x.test/a',
      '',
      7,
    ]) {
      expect(resolveImageUrl(bad, URI), String(bad)).toBeUndefined();
    }
  });

  it('answers an absolute http(s) URL or nothing, whatever the input (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('a.png', '//cdn.test/x', 'https://x.test/y')),
        (image) => {
          const url = resolveImageUrl(image, URI);
          if (url !== undefined) expect(url).toMatch(/^https?:\/\//);
        },
      ),
    );
  });
});
