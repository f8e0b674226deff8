import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountType } from '../adapter/index.js';
import { CHAIN_NAMESPACES } from '../caip/index.js';
import {
  ACCOUNT_TYPE_ON_FAILURE,
  DEFAULT_ACCOUNT_TYPES,
  type PreferredAccountTypes,
  preferredAccountTypeOf,
  resolvePreferredAccountTypes,
  toggleEmbeddedAccountType,
} from './account-types.js';

const accountType = fc.constantFrom<AccountType>('eoa', 'smartAccount', 'payment');
const preferences = fc.record(
  Object.fromEntries(CHAIN_NAMESPACES.map((namespace) => [namespace, accountType])) as Record<
    (typeof CHAIN_NAMESPACES)[number],
    typeof accountType
  >,
  { requiredKeys: [] },
) as fc.Arbitrary<PreferredAccountTypes>;

describe('account types', () => {
  it('"Defaults: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment"', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    });
    expect(Object.isFrozen(DEFAULT_ACCOUNT_TYPES)).toBe(true);
  });

  it('a namespace without a preference or default (cosmos) uses eoa', () => {
    expect(preferredAccountTypeOf({}, 'cosmos')).toBe('eoa');
    expect(preferredAccountTypeOf(undefined, 'eip155')).toBe('smartAccount');
  });

  it('"The preference is kept per namespace": one namespace\'s choice does not change another\'s', () => {
    const resolved = resolvePreferredAccountTypes({ stored: { eip155: 'eoa' } });
    expect(preferredAccountTypeOf(resolved, 'eip155')).toBe('eoa');
    expect(preferredAccountTypeOf(resolved, 'bip122')).toBe('payment');
  });

  it("the app's defaultAccountTypes override the built-in defaults; the stored choice overrides both", () => {
    expect(resolvePreferredAccountTypes({ appDefaults: { eip155: 'eoa' } }).eip155).toBe('eoa');
    expect(
      resolvePreferredAccountTypes({ appDefaults: { eip155: 'eoa' }, stored: { eip155: 'smartAccount' } })
        .eip155,
    ).toBe('smartAccount');
  });

  it('an undefined entry does not erase a default', () => {
    expect(resolvePreferredAccountTypes({ appDefaults: { eip155: undefined } }).eip155).toBe('smartAccount');
  });

  it('property: resolved type = stored ?? app default ?? built-in default ?? eoa, for every namespace', () => {
    fc.assert(
      fc.property(preferences, preferences, (appDefaults, stored) => {
        const resolved = resolvePreferredAccountTypes({ appDefaults, stored });
        for (const namespace of CHAIN_NAMESPACES) {
          const expected =
            stored[namespace] ??
            appDefaults[namespace] ??
            (DEFAULT_ACCOUNT_TYPES as PreferredAccountTypes)[namespace] ??
            'eoa';
          expect(preferredAccountTypeOf(resolved, namespace)).toBe(expected);
        }
      }),
    );
  });

  it('"The embedded account type switches between eoa and smartAccount"', () => {
    expect(toggleEmbeddedAccountType('eoa')).toBe('smartAccount');
    expect(toggleEmbeddedAccountType('smartAccount')).toBe('eoa');
    // payment is not an embedded type; toggling from it lands on the smart account side.
    expect(toggleEmbeddedAccountType('payment')).toBe('smartAccount');
  });

  it('property: toggling twice returns to an embedded type, and never yields payment', () => {
    fc.assert(
      fc.property(accountType, (type) => {
        const once = toggleEmbeddedAccountType(type);
        expect(['eoa', 'smartAccount']).toContain(once);
        expect(toggleEmbeddedAccountType(toggleEmbeddedAccountType(once))).toBe(once);
      }),
    );
  });

  it('"On failure the type falls back to eoa"', () => {
    expect(ACCOUNT_TYPE_ON_FAILURE).toBe('eoa');
  });
});
