import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monogramSvg } from './monogram.js';
import { isSafeSvg } from './svg-sanitizer.js';

const open = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';

describe('isSafeSvg', () => {
  it('accepts plain drawings with gradients and text', () => {
    expect(isSafeSvg(`${open}<path d="M0 0h10v10z" fill="#f00"/></svg>`)).toBe(true);
    expect(
      isSafeSvg(
        `<?xml version="1.0" encoding="UTF-8"?>\n${open}<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1">A &amp; B</text></svg>`,
      ),
    ).toBe(true);
  });

  it.each([
    ['a script', `${open}<script>alert(1)</script></svg>`],
    ['an event handler', `${open}<rect onload="alert(1)"/></svg>`],
    ['a foreign object', `${open}<foreignObject><div/></foreignObject></svg>`],
    ['an external link', `${open}<a href="https://x"><rect/></a></svg>`],
    ['an image', `${open}<image href="https://tracker.example/p.png"/></svg>`],
    ['a use of another document', `${open}<use href="other.svg#x"/></svg>`],
    ['a style element', `${open}<style>*{}</style></svg>`],
    ['a style attribute', `${open}<rect style="fill:red"/></svg>`],
    ['an external url() reference', `${open}<rect fill="url(https://x/#a)"/></svg>`],
    ['a javascript: value', `${open}<rect fill="javascript:alert(1)"/></svg>`],
    ['a comment', `${open}<!-- hi --></svg>`],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${open}</svg>`],
    ['CDATA', `${open}<text><![CDATA[x]]></text></svg>`],
    ['a custom entity', `${open}<text>&x;</text></svg>`],
    ['a processing instruction', `${open}<?php echo 1 ?></svg>`],
    ['text outside a text element', `${open}hello</svg>`],
    ['two roots', `${open}</svg>${open}</svg>`],
    ['an unclosed element', `${open}<g>`],
    ['a mismatched close', `${open}<g></rect></svg>`],
    ['a non-svg root', '<html><svg/></html>'],
    ['another namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"></svg>'],
    ['an unquoted attribute', `${open}<rect width=10/></svg>`],
    ['a namespaced attribute', `${open}<rect xlink:href="#a"/></svg>`],
  ])('refuses %s', (_what, svg) => {
    expect(isSafeSvg(svg)).toBe(false);
  });

  it('never throws, and accepts every generated monogram (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, name) => {
        expect(isSafeSvg(monogramSvg(id, name))).toBe(true);
        expect(typeof isSafeSvg(`${open}${name}</svg>`)).toBe('boolean');
      }),
    );
  });

  it('refuses any document that contains a script or handler, whatever surrounds it (property)', () => {
    const evil = fc.constantFrom(
      '<script>alert(1)</script>',
      '<rect onclick="x()"/>',
      '<foreignObject/>',
      '<!---->',
    );
    fc.assert(
      fc.property(fc.string(), evil, fc.string(), (before, bad, after) => {
        expect(isSafeSvg(`${open}${before}${bad}${after}</svg>`)).toBe(false);
      }),
    );
  });
});
