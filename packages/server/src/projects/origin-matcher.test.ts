import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOriginAllowed,
  isValidOriginPattern,
  normalizeOriginPattern,
  originMatches,
  parseOriginPattern,
} from './origin-matcher.js';

describe('origin patterns', () => {
  it.each([
    ['https://app.example.com', 'https://app.example.com', true],
    ['https://app.example.com', 'https://app.example.com:443', true],
    ['https://app.example.com', 'http://app.example.com', false],
    ['https://app.example.com', 'https://app.example.com:8443', false],
    ['https://app.example.com', 'https://evil-app.example.com', false],
    ['https://*.example.com', 'https://a.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'https://badexample.com', false],
    ['https://*.example.com', 'https://example.com.evil.io', false],
    ['http://localhost:*', 'http://localhost:5173', true],
    ['http://localhost:*', 'http://localhost', true],
    ['http://localhost:*', 'http://localhost.evil.io:80', false],
    ['http://127.0.0.1:*', 'http://127.0.0.1:8787', true],
    ['HTTPS://APP.Example.com', 'https://app.example.com', true],
  ])('%s against %s → %s', (pattern, origin, allowed) => {
    expect(isOriginAllowed(origin, [pattern])).toBe(allowed);
  });

  it('refuses origins that are not plain origins', () => {
    for (const origin of [
      'null',
      '',
      'https://app.example.com/path',
      'https://user@app.example.com',
      'app.example.com',
    ]) {
      expect(isOriginAllowed(origin, ['https://app.example.com'])).toBe(false);
    }
  });

  it('accepts only http(s) patterns of the documented shapes', () => {
    expect(isValidOriginPattern('https://*.example.com')).toBe(true);
    expect(isValidOriginPattern('http://[::1]:*')).toBe(true);
    for (const bad of [
      '*',
      'https://*',
      'https://a.*.com',
      'ftp://x.com',
      'javascript:alert(1)',
      'https://x.com/',
      'https://x.com:99999',
    ]) {
      expect(isValidOriginPattern(bad)).toBe(false);
    }
  });

  it('normalises case and the default port', () => {
    expect(normalizeOriginPattern('HTTPS://App.Example.COM:443')).toBe('https://app.example.com');
    expect(normalizeOriginPattern('http://localhost:80')).toBe('http://localhost');
    expect(normalizeOriginPattern('nope')).toBeUndefined();
  });

  const label = fc.stringMatching(/^[a-z]([a-z0-9-]{0,8}[a-z0-9])?$/);
  const host = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));
  const origin = fc
    .record({
      scheme: fc.constantFrom('http', 'https'),
      host,
      port: fc.option(fc.integer({ min: 1, max: 65_535 })),
    })
    .map(({ scheme, host: h, port }) => `${scheme}://${h}${port === null ? '' : `:${port}`}`);

  it('never throws, whatever the pattern or origin (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (pattern, candidate) => {
        parseOriginPattern(pattern);
        normalizeOriginPattern(pattern);
        expect(typeof isOriginAllowed(candidate, [pattern])).toBe('boolean');
      }),
    );
  });

  it('normalisation is idempotent and keeps the meaning (property)', () => {
    fc.assert(
      fc.property(origin, origin, (patternText, candidate) => {
        const normalized = normalizeOriginPattern(patternText);
        expect(normalized).toBeDefined();
        expect(normalizeOriginPattern(normalized as string)).toBe(normalized);
        expect(isOriginAllowed(candidate, [normalized as string])).toBe(
          isOriginAllowed(candidate, [patternText]),
        );
      }),
    );
  });

  it('an origin matches its own exact pattern, and a wildcard never matches its bare domain (property)', () => {
    fc.assert(
      fc.property(origin, (text) => {
        const url = new URL(text);
        expect(isOriginAllowed(url.origin, [text])).toBe(true);
        const wildcard = parseOriginPattern(`${url.protocol}//*.${url.hostname}:*`);
        expect(wildcard).toBeDefined();
        expect(originMatches(url.origin, wildcard!)).toBe(false);
        expect(originMatches(`${url.protocol}//sub.${url.host}`, wildcard!)).toBe(true);
      }),
    );
  });
});
