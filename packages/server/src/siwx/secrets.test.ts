import { describe, expect, it } from 'vitest';
import { NONCE_LENGTH, randomNonce, randomToken, sha256Hex } from './secrets.js';

describe('sign-in secrets', () => {
  it(`makes nonces of ${NONCE_LENGTH} letters and digits, never the same twice`, () => {
    const nonces = Array.from({ length: 2000 }, () => randomNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('uses every one of the 62 symbols, evenly enough', () => {
    const counts = new Map<string, number>();
    for (const char of Array.from({ length: 2000 }, () => randomNonce()).join('')) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    // 48 000 draws: about 774 per symbol; a biased mapping would skew some by ~25 %.
    for (const count of counts.values()) expect(count).toBeGreaterThan(600);
  });

  it('makes 43-character base64url tokens and hashes them to SHA-256 hex', () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
