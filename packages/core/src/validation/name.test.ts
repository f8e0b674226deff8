import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidName,
  LEGACY_NAME_SUFFIXES,
  MIN_NAME_LENGTH,
  stripNameSuffix,
  validateNameRegistration,
} from './name.js';

describe('validateNameRegistration', () => {
  it.each(['alice', 'abcd', 'A1-b', '1234', 'my-wallet-name'])('accepts %s', (name) => {
    expect(validateNameRegistration(name)).toEqual({ valid: true });
    expect(isValidName(name)).toBe(true);
  });

  it('needs at least 4 characters', () => {
    expect(MIN_NAME_LENGTH).toBe(4);
    expect(validateNameRegistration('abc')).toEqual({ valid: false, reason: 'too-short' });
    expect(validateNameRegistration('')).toEqual({ valid: false, reason: 'too-short' });
    expect(isValidName('abc')).toBe(false);
  });

  it.each(['alice!', 'ali ce', 'alice.reown.id', 'under_score', 'ålice', 'alice😀'])(
    'rejects characters other than letters, digits or hyphens in %j',
    (name) => {
      expect(validateNameRegistration(name)).toEqual({ valid: false, reason: 'invalid-characters' });
      expect(isValidName(name)).toBe(false);
    },
  );

  it('reports invalid characters before a short length', () => {
    expect(validateNameRegistration('a!')).toEqual({ valid: false, reason: 'invalid-characters' });
  });

  it('property: valid exactly when made of 4+ letters, digits or hyphens; never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 10 }), fc.stringMatching(/^[A-Za-z0-9-]{0,8}$/)),
        (name) => {
          const result = validateNameRegistration(name);
          expect(result.valid).toBe(/^[A-Za-z0-9-]{4,}$/.test(name));
          expect(isValidName(name)).toBe(result.valid);
        },
      ),
    );
  });
});

describe('stripNameSuffix', () => {
  it('knows the legacy suffixes', () => {
    expect(LEGACY_NAME_SUFFIXES).toEqual(['.reown.id', '.wcn.id']);
    expect(Object.isFrozen(LEGACY_NAME_SUFFIXES)).toBe(true);
  });

  it('removes a known suffix, ignoring case', () => {
    expect(stripNameSuffix('alice.reown.id')).toBe('alice');
    expect(stripNameSuffix('alice.wcn.id')).toBe('alice');
    expect(stripNameSuffix('Alice.Reown.ID')).toBe('Alice');
  });

  it('leaves other names alone', () => {
    expect(stripNameSuffix('alice.eth')).toBe('alice.eth');
    expect(stripNameSuffix('alice')).toBe('alice');
  });

  it('uses the given suffixes, longest first', () => {
    expect(stripNameSuffix('bob.walletport.id', ['.walletport.id'])).toBe('bob');
    expect(stripNameSuffix('bob.walletport.id', ['.id', '.walletport.id'])).toBe('bob');
    expect(stripNameSuffix('bob.reown.id', ['.walletport.id'])).toBe('bob.reown.id');
    expect(stripNameSuffix('bob', [''])).toBe('bob');
  });

  it('property: stripping a suffix that was added gives the name back', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/),
        fc.constantFrom(...LEGACY_NAME_SUFFIXES),
        (name, suffix) => {
          expect(stripNameSuffix(`${name}${suffix}`)).toBe(name);
          expect(stripNameSuffix(name)).toBe(name);
        },
      ),
    );
  });
});
