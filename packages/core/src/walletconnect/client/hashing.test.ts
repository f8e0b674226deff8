import { createHash, hkdfSync } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hkdfSha256, sha256 } from './hashing.js';

const hex = (bytes: Uint8Array | ArrayBuffer) => Buffer.from(bytes as Uint8Array).toString('hex');
const bytes = fc.uint8Array({ maxLength: 200 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['Web Crypto', true],
  ['@noble/hashes', false],
] as const)('on %s', (_, preferPlatform) => {
  it('SHA-256 of the empty input (FIPS 180-2 vector)', async () => {
    expect(hex(await sha256(new Uint8Array(), { preferPlatform }))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('property: SHA-256 equals node:crypto', async () => {
    await fc.assert(
      fc.asyncProperty(bytes, async (input) => {
        expect(hex(await sha256(input, { preferPlatform }))).toBe(
          createHash('sha256').update(input).digest('hex'),
        );
      }),
    );
  });

  it('HKDF-SHA256 with no salt and no info: RFC 5869 test case 3 (first 32 bytes)', async () => {
    const secret = new Uint8Array(22).fill(0x0b);
    expect(hex(await hkdfSha256(secret, { preferPlatform }))).toBe(
      '8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d',
    );
  });

  it('property: HKDF-SHA256 equals node:crypto hkdf (empty salt = zero salt), 32 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 64 }), async (secret) => {
        const expected = hex(hkdfSync('sha256', secret, new Uint8Array(), new Uint8Array(), 32));
        const derived = await hkdfSha256(secret, { preferPlatform });
        expect(derived).toHaveLength(32);
        expect(hex(derived)).toBe(expected);
      }),
    );
  });

  it('does not alter its input', async () => {
    const input = Uint8Array.from([1, 2, 3]);
    await sha256(input, { preferPlatform });
    await hkdfSha256(input, { preferPlatform });
    expect([...input]).toEqual([1, 2, 3]);
  });
});

describe('fallback', () => {
  it('hashes without crypto.subtle (a page outside a secure context)', async () => {
    vi.stubGlobal('crypto', {});
    const secret = new Uint8Array(22).fill(0x0b);
    expect(hex(await sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(await hkdfSha256(secret))).toBe(
      '8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d',
    );
  });

  it('property: both paths agree on views into larger buffers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 8, maxLength: 64 }), fc.nat(7), async (buffer, offset) => {
        const view = buffer.subarray(offset);
        expect(hex(await sha256(view))).toBe(hex(await sha256(view, { preferPlatform: false })));
        expect(hex(await hkdfSha256(view))).toBe(hex(await hkdfSha256(view, { preferPlatform: false })));
      }),
    );
  });
});
