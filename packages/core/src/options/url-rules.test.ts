import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSafeImageUrl, isSafeWalletLink, isWebSocketUrl, MAX_URL_LENGTH } from './url-rules.js';

describe('isHttpUrl: links in the modal must be http(s)', () => {
  it.each([
    'https://example.com',
    'http://localhost:3000/terms',
    'https://a.b/c?d=e#f',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (url) => expect(isHttpUrl(url)).toBe(true));

  it.each([
    ['javascript:alert(1)', 'script'],
    ['JaVaScRiPt:alert(1)', 'script in mixed case'],
    ['data:text/html,<script>alert(1)</script>', 'an inline document'],
    ['ftp://example.com', 'another scheme'],
    ['//example.com', 'a scheme-relative URL'],
    ['/terms', 'a relative path'],
    ['https://user:pass@example.com', 'credentials (a phishing disguise)'],
    [' https://example.com', 'leading whitespace'],
    ['https://exa\tmple.com', 'a tab (browsers drop it silently)'],
    ['java\nscript:alert(1)', 'a newline inside the scheme'],
    ['https:', 'no host'],
    ['', 'the empty string'],
    [`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`, 'an oversized string'],
  ])('refuses %j (%s)', (url) => expect(isHttpUrl(url)).toBe(false));

  it('refuses non-strings', () => {
    for (const value of [undefined, null, 1, {}, [], new URL('https://example.com')])
      expect(isHttpUrl(value)).toBe(false);
  });

  it('property: anything accepted parses as an http(s) URL and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (value) => {
        if (isHttpUrl(value)) expect(['http:', 'https:']).toContain(new URL(value).protocol);
      }),
    );
  });

  it('property: generated web URLs pass', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        expect(isHttpUrl(url)).toBe(true);
      }),
    );
  });
});

describe('isWebSocketUrl', () => {
  it('accepts ws and wss, refuses the rest', () => {
    expect(isWebSocketUrl('wss://relay.example.com')).toBe(true);
    expect(isWebSocketUrl('ws://127.0.0.1:4000')).toBe(true);
    expect(isWebSocketUrl('https://relay.example.com')).toBe(false);
    expect(isWebSocketUrl('wss://')).toBe(false);
  });
});

describe('isSafeImageUrl', () => {
  it('accepts http(s) images and base64 raster data images (AppKit documents data: icons)', () => {
    expect(isSafeImageUrl('https://example.com/icon.png')).toBe(true);
    expect(isSafeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });

  it.each([
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png,<svg onload=alert(1)>',
    'javascript:alert(1)',
  ])('refuses %s', (url) => expect(isSafeImageUrl(url)).toBe(false));
});

describe('isSafeWalletLink: mobile_link may be any wallet scheme but never javascript:/data:', () => {
  it.each(['metamask://', 'mywallet://wc?uri=', 'ledgerlive:', 'https://link.wallet.app/wc'])(
    'accepts %s',
    (link) => expect(isSafeWalletLink(link)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'blob:https://x/y',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'no-scheme',
    'https://user:pw@host',
  ])('refuses %j', (link) => expect(isSafeWalletLink(link)).toBe(false));

  it('property: no accepted link has a blocked scheme, whatever the case or padding', () => {
    const blocked = fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob');
    const casing = fc.array(fc.boolean(), { minLength: 10, maxLength: 10 });
    const padding = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u00a0');
    fc.assert(
      fc.property(blocked, casing, padding, fc.string(), (scheme, upper, pad, rest) => {
        const cased = [...scheme].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join('');
        expect(isSafeWalletLink(`${pad}${cased}:${rest}`)).toBe(false);
      }),
    );
  });
});
