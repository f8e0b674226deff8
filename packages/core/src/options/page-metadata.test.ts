import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type PageDocument, type PageElement, readPageMetadata, resolveMetadata } from './page-metadata.js';

function element(attributes: Record<string, string>): PageElement {
  return { getAttribute: (name) => attributes[name] ?? null };
}

function fakeDocument(page: {
  title?: string;
  description?: string;
  href?: string;
  baseURI?: string;
  icons?: string[];
}): PageDocument {
  const href = page.href ?? 'https://shop.example/catalogue/page.html';
  return {
    title: page.title ?? '',
    baseURI: page.baseURI ?? href,
    location: { origin: new URL(href).origin, href },
    querySelector: (selector) =>
      selector === 'meta[name="description"]' && page.description !== undefined
        ? element({ content: page.description })
        : null,
    querySelectorAll: (selector) =>
      selector === 'link[rel~="icon"]' ? (page.icons ?? []).map((icon) => element({ href: icon })) : [],
  };
}

describe('readPageMetadata (host-page metadata (title, description, icons) is read from the page)', () => {
  it('reads name from the title, the description meta, the origin and absolute icon URLs', () => {
    const metadata = readPageMetadata(
      fakeDocument({
        title: '  Shop  ',
        description: 'Buy things',
        icons: ['/favicon.ico', 'icons/a.png', 'https://cdn.example/b.png'],
      }),
    );
    expect(metadata).toEqual({
      name: 'Shop',
      description: 'Buy things',
      url: 'https://shop.example',
      icons: [
        'https://shop.example/favicon.ico',
        'https://shop.example/catalogue/icons/a.png',
        'https://cdn.example/b.png',
      ],
    });
  });

  it('returns undefined without a document (server rendering)', () => {
    expect(readPageMetadata(undefined)).toBeUndefined();
    expect(readPageMetadata(null)).toBeUndefined();
  });

  it('keeps only http(s) icons, once each', () => {
    const metadata = readPageMetadata(
      fakeDocument({ icons: ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '/a.png', '/a.png'] }),
    );
    expect(metadata?.icons).toEqual(['https://shop.example/a.png']);
  });

  it('gives an empty url for a page whose origin is not http(s) (file://, sandboxed)', () => {
    const document: PageDocument = {
      ...fakeDocument({}),
      location: { origin: 'null', href: 'file:///x.html' },
    };
    expect(readPageMetadata(document)?.url).toBe('');
  });

  it('answers undefined instead of throwing when the page misbehaves', () => {
    const document: PageDocument = {
      ...fakeDocument({}),
      querySelectorAll: () => {
        throw new Error('blocked');
      },
    };
    expect(readPageMetadata(document)).toBeUndefined();
  });

  it('a real DOM Document fits the PageDocument interface', () => {
    expectTypeOf<Document>().toExtend<PageDocument>();
  });

  const href = fc
    .tuple(
      fc.constantFrom(
        '',
        '/',
        'https://cdn.example/',
        'http://a.example:8080',
        'javascript:',
        'data:image/png,',
        '//x.example/',
      ),
      fc.string(),
    )
    .map(([start, rest]) => start + rest);

  it('property: any page content gives metadata with only http(s) icons, never an exception', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(href), (title, description, icons) => {
        const metadata = readPageMetadata(fakeDocument({ title, description, icons }));
        expect(metadata).toBeDefined();
        for (const icon of metadata?.icons ?? []) expect(icon).toMatch(/^https?:\/\//);
      }),
    );
  });
});

describe('resolveMetadata', () => {
  const page = {
    name: 'Page',
    description: 'From page',
    url: 'https://page.example',
    icons: ['https://page.example/i.png'],
  };

  it('read from the page when not supplied', () => {
    expect(resolveMetadata(undefined, page)).toEqual(page);
  });

  it('supplied fields win, the page fills the rest', () => {
    expect(resolveMetadata({ name: 'App' }, page)).toEqual({ ...page, name: 'App' });
  });

  it('supplied metadata without a page gets empty fields; nothing at all stays undefined', () => {
    expect(resolveMetadata({ name: 'App' }, undefined)).toEqual({
      name: 'App',
      description: '',
      url: '',
      icons: [],
    });
    expect(resolveMetadata(undefined, undefined)).toBeUndefined();
  });
});
