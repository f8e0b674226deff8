import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeUnsafeCssValue, isSafeCssValue } from './css-value.js';

describe('isSafeCssValue: the hostile-input guard for theme values', () => {
  it.each([
    '#00bb7f',
    'hsla(231, 100%, 70%, 1)',
    "Inter, 'Helvetica Neue', sans-serif",
    'color-mix(in srgb, red 10%, blue)',
    'var(--x)',
  ])('accepts %s', (value) => expect(isSafeCssValue(value)).toBe(true));

  it.each([
    ['red; background: url(x)', "';' ends the declaration"],
    ['red} body {display:none', "'}' ends the rule"],
    ['red{', "'{' opens a block"],
    ['url(https://evil.example/track)', 'url( fetches'],
    ['URL(https://evil.example/track)', 'url( in capitals'],
    ['image-set("x.png" 1x)', 'image-set( fetches without url('],
    ['-webkit-image-set("x.png" 1x)', 'prefixed image-set('],
    ['</style><script>alert(1)</script>', "'</' leaves the style element"],
    ['\\75 rl(x)', 'an escape disguising url('],
    ['red /* hide the rest', 'an unclosed comment'],
    ['@import "x"', 'an at-rule'],
    ['expression(alert(1))', 'legacy IE expression('],
    ['red\nblue', 'a line break'],
    ['', 'empty'],
    ['a'.repeat(300), 'too long'],
  ])('refuses %j (%s)', (value) => {
    expect(isSafeCssValue(value)).toBe(false);
    expect(describeUnsafeCssValue(value)).toBeTypeOf('string');
  });

  it('refuses non-strings', () => {
    expect(isSafeCssValue(5)).toBe(false);
    expect(isSafeCssValue(undefined)).toBe(false);
  });

  it('property: nothing accepted contains a forbidden character or sequence', () => {
    const risky = fc.constantFrom(
      ';',
      '{',
      '}',
      '<',
      '>',
      '\\',
      '@',
      'url(',
      'image-set(',
      '/*',
      '\n',
      '\u0000',
    );
    const value = fc
      .array(fc.oneof(fc.string({ maxLength: 8 }), risky), { maxLength: 6 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(value, (text) => {
        if (!isSafeCssValue(text)) return;
        expect(text).not.toMatch(/[;{}<>\\@\n\p{Cc}]/u);
        expect(text.toLowerCase()).not.toContain('url(');
        expect(text).not.toContain('/*');
      }),
    );
  });
});
