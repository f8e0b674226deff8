import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openShare, sealShare, ShareCipherError } from '../../src/embedded/share-cipher.js';

const key = randomBytes(32);

describe('sealed auth shares', () => {
  it('open to the same bytes under the same key and context (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), fc.string(), (share, context) => {
        const sealed = sealShare(key, share, context);
        expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*:[A-Za-z0-9_-]+$/);
        expect(openShare(key, sealed, context).equals(Buffer.from(share))).toBe(true);
      }),
    );
  });

  it('never show the share and differ every time', () => {
    const share = randomBytes(64);
    const first = sealShare(key, share, 'c');
    const second = sealShare(key, share, 'c');
    expect(first).not.toBe(second);
    for (const form of ['base64', 'base64url', 'hex'] as const)
      expect(first).not.toContain(share.toString(form));
  });

  it('refuse another key, another context and any changed character (property)', () => {
    const share = randomBytes(33);
    const sealed = sealShare(key, share, 'project:user');
    expect(() => openShare(randomBytes(32), sealed, 'project:user')).toThrow(ShareCipherError);
    expect(() => openShare(key, sealed, 'project:other-user')).toThrow(ShareCipherError);
    expect(() => openShare(key, `v2${sealed.slice(2)}`, 'project:user')).toThrow(ShareCipherError);
    expect(() => openShare(key, `${sealed}:x`, 'project:user')).toThrow(ShareCipherError);
    fc.assert(
      fc.property(
        fc.nat({ max: sealed.length - 1 }),
        fc.constantFrom('A', 'B', '-', '_'),
        (index, replacement) => {
          if (sealed[index] === replacement || sealed[index] === ':' || index < 3) return;
          const altered = `${sealed.slice(0, index)}${replacement}${sealed.slice(index + 1)}`;
          let opened: Buffer | undefined;
          try {
            opened = openShare(key, altered, 'project:user');
          } catch (error) {
            expect(error).toBeInstanceOf(ShareCipherError);
            return;
          }
          // A changed last base64url character may only touch padding bits: then the bytes are the same.
          expect(opened.equals(share)).toBe(true);
        },
      ),
    );
  });
});
