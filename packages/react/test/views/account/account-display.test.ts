import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountDisplayName } from '../../../src/views/account/account-display.js';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';

describe('accountDisplayName', () => {
  it('shows the profile name when the account has one', () => {
    expect(accountDisplayName('vitalik.eth', ADDRESS)).toBe('vitalik.eth');
  });

  it('falls back to the address cut to 4 + 6 characters', () => {
    expect(accountDisplayName(undefined, ADDRESS)).toBe('0x12…345678');
    expect(accountDisplayName(null, ADDRESS)).toBe('0x12…345678');
  });

  it('treats a blank name as none', () => {
    expect(accountDisplayName('   ', ADDRESS)).toBe('0x12…345678');
  });

  it('never yields an empty text for a non-empty address', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.string({ minLength: 1 }),
        (name, address) => {
          expect(accountDisplayName(name, address).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
