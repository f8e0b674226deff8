import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeDataUrl } from './import-registry.js';
import { acceptImage, MAX_IMAGE_BYTES, sniffRasterType } from './image-types.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('image types', () => {
  it('recognises raster formats by their magic numbers', () => {
    expect(sniffRasterType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffRasterType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffRasterType(ascii('GIF89a...'))).toBe('image/gif');
    expect(sniffRasterType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffRasterType(ascii('<html>'))).toBeUndefined();
  });

  it('accepts safe SVG text and refuses HTML, scripts, empty and oversized files', () => {
    expect(acceptImage(ascii('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'))).toBe('image/svg+xml');
    expect(acceptImage(ascii('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeUndefined();
    expect(acceptImage(ascii('<html><body>hi</body></html>'))).toBeUndefined();
    expect(acceptImage(new Uint8Array())).toBeUndefined();
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(acceptImage(big)).toBeUndefined();
    expect(acceptImage(bytes(0xc3, 0x28))).toBeUndefined();
  });

  it('never throws on arbitrary bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
        const type = acceptImage(data);
        expect(type === undefined || type.startsWith('image/')).toBe(true);
      }),
    );
  });

  it('decodes base64 data: URLs, round trip (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('image/png', 'text/plain', ''),
        (data, type) => {
          const url = `data:${type};base64,${Buffer.from(data).toString('base64')}`;
          expect(decodeDataUrl(url)).toEqual(new Uint8Array(data));
        },
      ),
    );
    expect(decodeDataUrl('https://x/y.png')).toBeUndefined();
    expect(decodeDataUrl('data:image/png;base64,abc')).toBeUndefined();
    fc.assert(fc.property(fc.anything(), (value) => void decodeDataUrl(value)));
  });
});
