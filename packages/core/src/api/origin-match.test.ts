import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOriginAllowed, isValidOriginPattern } from './origin-match.js';

// Hyphens in the third and fourth place are reserved for IDN labels ('xn--'), which URL refuses unless
// they are valid punycode: such a label is no host name at all.
const label = fc
  .stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
  .filter((text) => text.slice(2, 4) !== '--');
const domain = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => `${labels.join('.')}.com`);
const scheme = fc.constantFrom('http', 'https');
const port = fc.integer({ min: 1, max: 65_535 });

describe('isOriginAllowed', () => {
  it('matches exact origins, ignoring case and a written default port', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true);
    expect(isOriginAllowed('https://app.example.com', ['HTTPS://App.Example.com:443'])).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1:5173'])).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:5174', ['http://127.0.0.1:5173'])).toBe(false);
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).toBe(false);
  });

  it('a host wildcard matches subdomains at any depth but never the bare domain or a look-alike', () => {
    const patterns = ['https://*.example.com'];
    expect(isOriginAllowed('https://a.example.com', patterns)).toBe(true);
    expect(isOriginAllowed('https://a.b.example.com', patterns)).toBe(true);
    expect(isOriginAllowed('https://example.com', patterns)).toBe(false);
    expect(isOriginAllowed('https://evilexample.com', patterns)).toBe(false);
    expect(isOriginAllowed('https://a.example.com.evil.io', patterns)).toBe(false);
    expect(isOriginAllowed('https://a.example.com:8443', patterns)).toBe(false);
  });

  it('a port wildcard matches any port, the default one included', () => {
    const patterns = ['http://localhost:*'];
    expect(isOriginAllowed('http://localhost:3000', patterns)).toBe(true);
    expect(isOriginAllowed('http://localhost', patterns)).toBe(true);
    expect(isOriginAllowed('http://localhost.evil.io:3000', patterns)).toBe(false);
    expect(isOriginAllowed('https://localhost:3000', patterns)).toBe(false);
  });

  it('refuses origins that are not scheme://host[:port], and ignores invalid patterns', () => {
    expect(isOriginAllowed('null', ['null'])).toBe(false);
    expect(isOriginAllowed('https://a.example.com/path', ['https://a.example.com'])).toBe(false);
    expect(isOriginAllowed('https://user@a.example.com', ['https://a.example.com'])).toBe(false);
    expect(isOriginAllowed('https://a.example.com', ['*', 'a.example.com', 'ftp://a.example.com'])).toBe(
      false,
    );
    expect(isOriginAllowed('https://a.example.com', [])).toBe(false);
    expect(isValidOriginPattern('https://*.example.com')).toBe(true);
    expect(isValidOriginPattern('https://*.*.example.com')).toBe(false);
    expect(isValidOriginPattern('http://localhost:70000')).toBe(false);
  });

  it('property: never throws, whatever the origin and patterns', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 4 }), (origin, patterns) => {
        expect(typeof isOriginAllowed(origin, patterns)).toBe('boolean');
      }),
    );
  });

  it('property: an origin is allowed by itself as a pattern', () => {
    fc.assert(
      fc.property(scheme, domain, fc.option(port, { nil: undefined }), (s, host, p) => {
        const origin = new URL(`${s}://${host}${p === undefined ? '' : `:${p}`}`).origin;
        expect(isOriginAllowed(origin, [origin])).toBe(true);
      }),
    );
  });

  it('property: *.domain allows every subdomain, not the domain, nor another scheme', () => {
    fc.assert(
      fc.property(scheme, domain, label, (s, host, sub) => {
        const pattern = `${s}://*.${host}`;
        expect(isOriginAllowed(`${s}://${sub}.${host}`, [pattern])).toBe(true);
        expect(isOriginAllowed(`${s}://${host}`, [pattern])).toBe(false);
        expect(isOriginAllowed(`${s}://${sub}.${host}.attacker.io`, [pattern])).toBe(false);
        const other = s === 'http' ? 'https' : 'http';
        expect(isOriginAllowed(`${other}://${sub}.${host}`, [pattern])).toBe(false);
      }),
    );
  });

  it('property: host:* allows every port of that host and no other host', () => {
    fc.assert(
      fc.property(scheme, domain, port, label, (s, host, p, other) => {
        fc.pre(other !== host);
        expect(isOriginAllowed(new URL(`${s}://${host}:${p}`).origin, [`${s}://${host}:*`])).toBe(true);
        expect(isOriginAllowed(`${s}://${other}.io:${p}`, [`${s}://${host}:*`])).toBe(false);
      }),
    );
  });
});
