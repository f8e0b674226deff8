import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNativeLink,
  formatUniversalLink,
  formatWalletConnectLink,
  isWebLink,
  pairingUriOfLink,
} from './links.js';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000';
const ENCODED = encodeURIComponent(URI);

describe('formatWalletConnectLink', () => {
  it.each([
    ['metamask://', `metamask://wc?uri=${ENCODED}`],
    ['metamask:', `metamask://wc?uri=${ENCODED}`],
    ['metamask:/', `metamask://wc?uri=${ENCODED}`],
    ['trust', `trust://wc?uri=${ENCODED}`],
    ['rainbow://open', `rainbow://open/wc?uri=${ENCODED}`],
    ['rainbow://open/', `rainbow://open/wc?uri=${ENCODED}`],
  ])('native scheme %s gets the missing separator, then wc?uri=', (link, expected) => {
    expect(formatWalletConnectLink(link, URI)).toBe(expected);
    expect(formatNativeLink(link, URI)).toBe(expected);
  });

  it.each([
    ['https://link.trustwallet.com', `https://link.trustwallet.com/wc?uri=${ENCODED}`],
    ['https://link.trustwallet.com/', `https://link.trustwallet.com/wc?uri=${ENCODED}`],
    ['https://rnbwapp.com/app', `https://rnbwapp.com/app/wc?uri=${ENCODED}`],
    ['HTTP://localhost:5174', `HTTP://localhost:5174/wc?uri=${ENCODED}`],
  ])('universal link %s gets one slash, then wc?uri=', (link, expected) => {
    expect(formatWalletConnectLink(link, URI)).toBe(expected);
    expect(formatUniversalLink(link, URI)).toBe(expected);
  });

  it('encodes every reserved character of the URI (nothing of it can end the query early)', () => {
    const href = formatWalletConnectLink('https://wallet.example', URI);
    const query = href.slice(href.indexOf('?uri=') + 5);
    expect(query).not.toMatch(/[?&=@:#]/);
    expect(new URL(href).searchParams.get('uri')).toBe(URI);
  });

  it('tells web links from app schemes', () => {
    expect(isWebLink('https://x.example')).toBe(true);
    expect(isWebLink('http://localhost')).toBe(true);
    expect(isWebLink('httpsapp://')).toBe(false);
    expect(isWebLink('metamask://')).toBe(false);
  });

  it('pairingUriOfLink: undefined without the marker or with broken encoding', () => {
    expect(pairingUriOfLink('https://x.example/')).toBeUndefined();
    expect(pairingUriOfLink('https://x.example/wc?uri=%E0%A4%A')).toBeUndefined();
  });
});

const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,12}$/);
const nativeLink = fc
  .tuple(scheme, fc.constantFrom('', ':', ':/', '://', '://open', '://open/', '://a/b'))
  .map(([name, suffix]) => `${name}${suffix}`);
const webLink = fc
  .tuple(
    fc.constantFrom('https://', 'http://'),
    fc.domain(),
    fc.constantFrom('', '/', '/app', '/app/', '/a/b/'),
  )
  .map(([protocol, host, path]) => `${protocol}${host}${path}`);
const anyLink = fc.oneof(nativeLink, webLink);
// Whole code points only: a lone surrogate is not text and cannot be percent-encoded.
const anyUri = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc
    .tuple(fc.stringMatching(/^[0-9a-f]{1,64}$/), fc.string({ unit: 'grapheme-ascii' }))
    .map(([topic, rest]) => `wc:${topic}@2?relay-protocol=irn&symKey=${rest}`),
);

describe('formatWalletConnectLink properties', () => {
  it('always starts with the wallet link exactly as given', () => {
    fc.assert(
      fc.property(anyLink, anyUri, (link, uri) => {
        expect(formatWalletConnectLink(link, uri).startsWith(link)).toBe(true);
      }),
    );
  });

  it('the URI round-trips through decoding', () => {
    fc.assert(
      fc.property(anyLink, anyUri, (link, uri) => {
        expect(pairingUriOfLink(formatWalletConnectLink(link, uri))).toBe(uri);
      }),
    );
  });

  it('a web link parses as a URL whose uri parameter is the pairing URI', () => {
    fc.assert(
      fc.property(webLink, anyUri, (link, uri) => {
        const url = new URL(formatWalletConnectLink(link, uri));
        expect(url.searchParams.get('uri')).toBe(uri);
        expect(url.pathname.endsWith('/wc')).toBe(true);
      }),
    );
  });

  it('a native link always has the scheme separator before wc', () => {
    fc.assert(
      fc.property(nativeLink, anyUri, (link, uri) => {
        const href = formatWalletConnectLink(link, uri);
        expect(href).toMatch(/^[a-z][a-z0-9+.-]*:\/\/(?:[^?]*\/)?wc\?uri=/);
        expect(href).not.toMatch(/\/\/\/wc/);
      }),
    );
  });
});
