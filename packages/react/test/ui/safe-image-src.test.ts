import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeImageSrc, safeImageSrc } from '../../src/ui/safe-image-src.js';

describe('safeImageSrc', () => {
  it.each([
    'https://cdn.example.com/wallet.png',
    'http://127.0.0.1:8080/icon.svg',
    'http://localhost/icon.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/',
    'data:image/webp;base64,UklGR',
    'data:image/gif;base64,R0lGOD',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    'data:image/svg+xml;charset=utf-8,%3Csvg%3E',
  ])('allows %s', (src) => {
    expect(isSafeImageSrc(src)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'http://cdn.example.com/wallet.png',
    'http://192.168.1.2/icon.png',
    'http://localhost.evil.example/icon.png',
    'ftp://example.com/a.png',
    'blob:https://example.com/uuid',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg;base64,PHN2Zz4=',
    'data:image/bmp;base64,Qk0=',
    'data:,hello',
    'https://wallet.example@evil.example/icon.png',
    '/relative/icon.png',
    '//cdn.example.com/icon.png',
    '',
  ])('refuses %j', (src) => {
    expect(safeImageSrc(src)).toBeUndefined();
  });

  it('refuses non-strings', () => {
    for (const value of [undefined, null, 1, {}, ['https://a.example/x.png']])
      expect(safeImageSrc(value)).toBeUndefined();
  });

  it('normalises http(s) URLs (what <img> gets is what was checked)', () => {
    expect(safeImageSrc('HTTPS://CDN.Example.com/a b.png')).toBe('https://cdn.example.com/a%20b.png');
  });

  it('property: never throws, and anything it returns is https, local http or an image data URI', () => {
    const candidates = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.constantFrom('javascript:', 'data:image/png,', 'data:text/html,', 'http://localhost', 'vbscript:'),
      fc
        .tuple(
          fc.constantFrom('javascript:', 'JAVASCRIPT:', ' javascript:', 'data:', 'https://'),
          fc.string(),
        )
        .map(([prefix, rest]) => prefix + rest),
    );
    fc.assert(
      fc.property(candidates, (src) => {
        const result = safeImageSrc(src);
        if (result === undefined) return;
        const ok =
          result.startsWith('https://') ||
          /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(result) ||
          /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/i.test(result);
        expect(ok).toBe(true);
        expect(result.toLowerCase()).not.toContain('javascript:');
      }),
    );
  });

  it('property: idempotent (a returned source passes again unchanged)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (src) => {
        const once = safeImageSrc(src);
        if (once !== undefined) expect(safeImageSrc(once)).toBe(once);
      }),
    );
  });
});
