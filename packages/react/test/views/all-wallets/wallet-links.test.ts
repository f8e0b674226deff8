import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeAppLink, safeWebLink, walletLinks } from '../../../src/views/all-wallets/wallet-links.js';

/** Link-shaped text: a scheme (safe or not), an authority (local, remote, with credentials), a rest. */
const linkLike = fc
  .tuple(
    fc.constantFrom(
      'https:',
      'http:',
      'HTTPS:',
      'javascript:',
      'data:',
      'metamask:',
      'file:',
      'blob:',
      'x y:',
      '',
    ),
    fc.constantFrom('//', ''),
    fc.constantFrom('localhost', '127.0.0.1:8080', 'wallet.example', 'u:p@wallet.example', ''),
    fc.string({ maxLength: 8 }),
  )
  .map((parts) => parts.join(''));

describe('wallet links', () => {
  it('web links: https, and http only to this machine', () => {
    expect(safeWebLink('https://metamask.io')).toBe('https://metamask.io/');
    expect(safeWebLink('http://localhost:5173/wallet')).toBe('http://localhost:5173/wallet');
    expect(safeWebLink('http://127.0.0.1:1/')).toBe('http://127.0.0.1:1/');
    expect(safeWebLink('http://metamask.io')).toBeUndefined();
    expect(safeWebLink('javascript:alert(1)')).toBeUndefined();
    expect(safeWebLink('https://wallet.example@evil.example')).toBeUndefined();
    expect(safeWebLink('//metamask.io')).toBeUndefined();
    expect(safeWebLink(' https://metamask.io')).toBeUndefined();
  });

  it('app links: the wallet scheme is kept as written; script and local schemes are refused', () => {
    expect(safeAppLink('metamask://')).toBe('metamask://');
    expect(safeAppLink('okex://main')).toBe('okex://main');
    expect(safeAppLink('https://link.trustwallet.com')).toBe('https://link.trustwallet.com/');
    for (const link of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://a/b',
      'http://metamask.io',
      'java\nscript:alert(1)',
      'not a link',
    ]) {
      expect(safeAppLink(link), link).toBeUndefined();
    }
  });

  it('offers desktop, web, mobile (on a phone only) and website, in that order', () => {
    const wallet = {
      id: 'w',
      name: 'W',
      desktop_link: 'wdesk://',
      webapp_link: 'https://app.w.example',
      mobile_link: 'w://',
      homepage: 'https://w.example',
    };
    expect(walletLinks(wallet, { isMobile: false }).map((link) => link.kind)).toEqual([
      'desktop',
      'webapp',
      'homepage',
    ]);
    expect(walletLinks(wallet, { isMobile: true }).map((link) => link.kind)).toEqual([
      'webapp',
      'mobile',
      'homepage',
    ]);
    expect(walletLinks({ id: 'x', name: 'X', homepage: 'javascript:1' }, { isMobile: false })).toEqual([]);
  });

  it('property: never throws; whatever passes is https, local http, or a non-script scheme', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), linkLike, fc.integer(), fc.constant(null)), (input) => {
        const web = safeWebLink(input);
        if (web !== undefined) expect(/^(https:|http:\/\/(localhost|127\.0\.0\.1)[:/])/.test(web)).toBe(true);
        const app = safeAppLink(input);
        if (app !== undefined) {
          expect(/^(javascript|data|vbscript|file|blob|about|filesystem):/i.test(app)).toBe(false);
          expect(/\s/.test(app)).toBe(false);
        }
      }),
    );
  });
});
