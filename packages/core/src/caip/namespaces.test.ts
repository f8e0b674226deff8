import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES, isKnownNamespace } from './namespaces.js';

describe('CHAIN_NAMESPACES', () => {
  it('lists exactly the known namespaces', () => {
    expect([...CHAIN_NAMESPACES]).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']);
  });
});

describe('isKnownNamespace', () => {
  it.each(CHAIN_NAMESPACES)('accepts %s', (namespace) => {
    expect(isKnownNamespace(namespace)).toBe(true);
  });

  it.each(['near', 'EIP155', 'eip155 ', '', 'eip', 'sol'])('rejects %j', (value) => {
    expect(isKnownNamespace(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isKnownNamespace(undefined)).toBe(false);
    expect(isKnownNamespace(155)).toBe(false);
    expect(isKnownNamespace(['eip155'])).toBe(false);
  });

  it('is true only for the listed namespaces, for any input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const listed = typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
        expect(isKnownNamespace(value)).toBe(listed);
      }),
    );
  });
});
