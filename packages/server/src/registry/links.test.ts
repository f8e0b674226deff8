import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowableScheme, KNOWN_WALLET_SCHEMES, safeAppLink, safeHttpsLink } from './links.js';

describe('registry links', () => {
  it('keeps https links and normalises them', () => {
    expect(safeHttpsLink('https://metamask.io')).toBe('https://metamask.io/');
    expect(safeAppLink('https://app.safe.global/welcome')).toBe('https://app.safe.global/welcome');
  });

  it.each([
    'http://metamask.io',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://user:pass@wallet.example',
    'https://wallet.example/\u0000',
    'https://wallet.example/ path',
    'https:\\\\evil.example',
    '',
    42,
    null,
  ])('refuses %j as a web link', (link) => {
    expect(safeHttpsLink(link)).toBeUndefined();
  });

  it('keeps app links with a known wallet scheme as written', () => {
    expect(safeAppLink('metamask://')).toBe('metamask://');
    expect(safeAppLink('okex://main')).toBe('okex://main');
    expect(safeAppLink('argent://app/')).toBe('argent://app/');
  });

  it.each([
    'javascript://alert(1)',
    'data://x',
    'file:///etc/passwd',
    'unknownwallet://',
    'metamask:alert(1)',
    'vbscript://x',
  ])('refuses %s as an app link', (link) => {
    expect(safeAppLink(link)).toBeUndefined();
  });

  it('accepts an extra scheme only when explicitly allowed, never a browser scheme', () => {
    expect(safeAppLink('customwallet://x')).toBeUndefined();
    expect(safeAppLink('customwallet://x', new Set(['customwallet']))).toBe('customwallet://x');
    expect(safeAppLink('javascript://x', new Set(['javascript']))).toBeUndefined();
    expect(isAllowableScheme('customwallet')).toBe(true);
    expect(isAllowableScheme('javascript')).toBe(false);
    expect(isAllowableScheme('Bad Scheme')).toBe(false);
  });

  it('answers only https or known-scheme links, and never throws (property)', () => {
    const candidate = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc
        .constantFrom(...KNOWN_WALLET_SCHEMES)
        .chain((scheme) => fc.string().map((rest) => `${scheme}:${rest}`)),
    );
    fc.assert(
      fc.property(candidate, (link) => {
        const app = safeAppLink(link);
        if (app !== undefined) {
          const scheme = app.slice(0, app.indexOf(':'));
          expect(
            scheme === 'https' || (KNOWN_WALLET_SCHEMES.has(scheme) && app.startsWith(`${scheme}://`)),
          ).toBe(true);
          expect(app).not.toMatch(/[\s<>"'`\\]/);
        }
        const web = safeHttpsLink(link);
        if (web !== undefined) {
          expect(web.startsWith('https://')).toBe(true);
          expect(safeHttpsLink(web)).toBe(web);
        }
      }),
    );
  });
});
