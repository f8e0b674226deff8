import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRequestUrl, CLIENT_ID_PARAM } from './url.js';

describe('buildRequestUrl', () => {
  it.each([
    ['https://api.example', '/getWallets', 'https://api.example/getWallets'],
    ['https://api.example/', 'getWallets', 'https://api.example/getWallets'],
    ['https://api.example/v2', 'v1/supported-chains', 'https://api.example/v2/v1/supported-chains'],
    ['https://api.example/v2/', '/v1/identity/0xabc', 'https://api.example/v2/v1/identity/0xabc'],
    ['https://api.example/base', '', 'https://api.example/base'],
  ])('joins %s and %s', (base, path, expected) => {
    expect(buildRequestUrl(base, path).toString()).toBe(expected);
  });

  it('appends params, skipping undefined and null, joining lists with commas', () => {
    const url = buildRequestUrl('https://api.example', '/getWallets', {
      page: 1,
      entries: 40,
      search: undefined,
      badge_type: null,
      include: ['a', 'b'],
      exclude: [],
      testnet: false,
      big: 10n,
    });
    expect(url.search).toBe('?page=1&entries=40&include=a%2Cb&testnet=false&big=10');
  });

  it('adds the configured client id, unless the request sets its own', () => {
    expect(buildRequestUrl('https://a.example', '/x', { page: 1 }, 'cid').search).toBe(
      '?page=1&clientId=cid',
    );
    expect(buildRequestUrl('https://a.example', '/x', { clientId: 'own' }, 'cid').search).toBe(
      '?clientId=own',
    );
    expect(buildRequestUrl('https://a.example', '/x', {}, '').search).toBe('');
  });

  it('keeps a query already in the base URL or the path', () => {
    expect(buildRequestUrl('https://a.example/api?projectId=p', '/e?st=js', { sv: '1' }).toString()).toBe(
      'https://a.example/api/e?projectId=p&st=js&sv=1',
    );
  });

  it('sends every defined param exactly once and the client id exactly once', () => {
    const name = fc.string({ minLength: 1 }).filter((text) => text !== CLIENT_ID_PARAM);
    const value = fc.oneof(fc.string({ unit: 'binary' }), fc.integer(), fc.boolean(), fc.constant(undefined));
    fc.assert(
      fc.property(fc.dictionary(name, value), fc.string({ minLength: 1 }), (params, clientId) => {
        const url = buildRequestUrl('https://a.example/api', '/path', params, clientId);
        for (const [key, sent] of Object.entries(params)) {
          if (sent === undefined) expect(url.searchParams.has(key)).toBe(false);
          // URLSearchParams stores text as well-formed UTF-16, replacing lone surrogates.
          else
            expect(url.searchParams.getAll(key)).toEqual([new URLSearchParams({ v: String(sent) }).get('v')]);
        }
        expect(url.searchParams.getAll(CLIENT_ID_PARAM)).toEqual([clientId]);
      }),
    );
  });

  it.each(['/v1/identity/..', '/v1/./x', '/a/%2e%2E/b', '/a/%2E'])(
    'refuses the dot segment in %s',
    (path) => {
      expect(() => buildRequestUrl('https://a.example/api', path)).toThrow('Invalid request path');
    },
  );

  it('keeps encoded path segments inside the base path', () => {
    const segment = fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('.', '..', '...', '.x', '%2e'));
    fc.assert(
      fc.property(segment, (segment) => {
        if (segment === '.' || segment === '..') return; // refused, covered above
        const url = buildRequestUrl('https://a.example/api/', `/v1/identity/${encodeURIComponent(segment)}`);
        expect(url.pathname.startsWith('/api/v1/identity/')).toBe(true);
        expect(decodeURIComponent(url.pathname.slice('/api/v1/identity/'.length))).toBe(segment);
      }),
    );
  });
});
