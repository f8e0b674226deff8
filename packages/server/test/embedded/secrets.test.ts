import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientKey,
  codeMac,
  deriveKeys,
  isCodeFormat,
  macsEqual,
  randomCode,
  randomSessionToken,
  tokenHash,
} from '../../src/embedded/secrets.js';

const keys = deriveKeys(new Uint8Array(32).fill(7));
const context = { projectId: 'p', purpose: 'login', subject: 'a@example.com' };

describe('codes', () => {
  it('are always exactly 6 ASCII digits', () => {
    for (let index = 0; index < 2_000; index += 1) {
      const code = randomCode();
      expect(code).toMatch(/^[0-9]{6}$/);
      expect(isCodeFormat(code)).toBe(true);
    }
  });

  it('use every digit in every position', () => {
    const seen = Array.from({ length: 6 }, () => new Set<string>());
    for (let index = 0; index < 2_000; index += 1) {
      for (const [position, digit] of [...randomCode()].entries()) seen[position]?.add(digit);
    }
    for (const digits of seen) expect(digits.size).toBe(10);
  });

  it('have a format check that accepts exactly 6 ASCII digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isCodeFormat(text)).toBe(/^[0-9]{6}$/.test(text) && text.length === 6);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (value) => {
        expect(isCodeFormat(String(value).padStart(6, '0'))).toBe(true);
      }),
    );
    for (const text of ['12345', '1234567', '12345a', '١٢٣٤٥٦', '123 456', ' 123456', '123456\n']) {
      expect(isCodeFormat(text)).toBe(false);
    }
  });

  it('are stored as a MAC bound to their project, purpose and subject (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }).map((value) => String(value).padStart(6, '0')),
        fc.constantFrom('projectId', 'purpose', 'subject'),
        fc.string({ minLength: 1 }),
        (code, field, change) => {
          const mac = codeMac(keys, context, code);
          expect(mac).toMatch(/^[0-9a-f]{64}$/);
          expect(mac).not.toContain(code);
          expect(macsEqual(codeMac(keys, context, code), mac)).toBe(true);
          const moved = { ...context, [field]: `${context[field]}${change}` };
          expect(macsEqual(codeMac(keys, moved, code), mac)).toBe(false);
        },
      ),
    );
  });

  it('MACs differ under another key, and part boundaries matter', () => {
    const other = deriveKeys(new Uint8Array(32).fill(8));
    expect(codeMac(other, context, '123456')).not.toBe(codeMac(keys, context, '123456'));
    expect(codeMac(keys, { projectId: 'ab', purpose: 'c', subject: 'd' }, '1')).not.toBe(
      codeMac(keys, { projectId: 'a', purpose: 'bc', subject: 'd' }, '1'),
    );
    expect(macsEqual('', '')).toBe(false);
    expect(macsEqual('ab', 'abcd')).toBe(false);
  });
});

describe('keys and tokens', () => {
  it('derive a share key and a MAC key that differ from each other and from the master key', () => {
    const master = new Uint8Array(32).fill(7);
    expect(keys.shareKey).toHaveLength(32);
    expect(keys.macKey).toHaveLength(32);
    expect(keys.shareKey.equals(keys.macKey)).toBe(false);
    expect(keys.shareKey.equals(Buffer.from(master))).toBe(false);
    expect(deriveKeys(master).shareKey.equals(keys.shareKey)).toBe(true);
  });

  it('keep client IPs only as a keyed hash', () => {
    expect(clientKey(keys, '203.0.113.7')).toMatch(/^[0-9a-f]{64}$/);
    expect(clientKey(keys, '203.0.113.7')).not.toBe(clientKey(keys, '203.0.113.8'));
  });

  it('make 256-bit session tokens stored as SHA-256', () => {
    const token = randomSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomSessionToken()).not.toBe(token);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
