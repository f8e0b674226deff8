import { describe, expect, it } from 'vitest';
import {
  isValidCaipAccountAddress,
  isValidCaipNamespace,
  isValidCaipReference,
  previewInput,
} from './caip-syntax.js';

describe('isValidCaipNamespace ([-a-z0-9]{3,8})', () => {
  it.each(['eip155', 'solana', 'bip122', 'abc', 'a-b-c', '12345678'])('accepts %j', (value) => {
    expect(isValidCaipNamespace(value)).toBe(true);
  });

  it.each(['ab', '123456789', 'Eip155', 'eip_155', 'eip.155', 'eip155\n', ' eip155', ''])(
    'rejects %j',
    (value) => {
      expect(isValidCaipNamespace(value)).toBe(false);
    },
  );
});

describe('isValidCaipReference ([-_a-zA-Z0-9]{1,32})', () => {
  it.each(['1', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'a_b-C', 'x'.repeat(32)])('accepts %j', (value) => {
    expect(isValidCaipReference(value)).toBe(true);
  });

  it.each(['', 'x'.repeat(33), '1.0', '1 ', '1\n', 'ä', '0x1/2'])('rejects %j', (value) => {
    expect(isValidCaipReference(value)).toBe(false);
  });
});

describe('isValidCaipAccountAddress ([-.%a-zA-Z0-9]{1,128})', () => {
  it.each(['0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', 'a.b-c%20', 'x'.repeat(128)])(
    'accepts %j',
    (value) => {
      expect(isValidCaipAccountAddress(value)).toBe(true);
    },
  );

  it.each(['', 'x'.repeat(129), 'a_b', 'a/b', 'a b', 'a\n'])('rejects %j', (value) => {
    expect(isValidCaipAccountAddress(value)).toBe(false);
  });
});

describe('previewInput', () => {
  it('quotes strings', () => {
    expect(previewInput('eip155:1')).toBe('"eip155:1"');
  });

  it('shortens long input so details stay readable', () => {
    const preview = previewInput('a'.repeat(500));
    expect(preview.length).toBeLessThan(100);
    expect(preview).toContain('…');
  });

  it('names the type of non-strings', () => {
    expect(previewInput(42)).toBe('a value of type number');
    expect(previewInput(null)).toBe('a value of type null');
  });
});
