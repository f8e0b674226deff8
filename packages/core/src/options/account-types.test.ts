import { describe, expect, it } from 'vitest';
import { NAMESPACE_DEFAULT_ACCOUNT_TYPES, resolveDefaultAccountTypes } from './account-types.js';

describe('defaultAccountTypes', () => {
  it('"Defaults: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment."', () => {
    expect(NAMESPACE_DEFAULT_ACCOUNT_TYPES).toMatchObject({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    });
    expect(resolveDefaultAccountTypes(undefined)).toEqual(NAMESPACE_DEFAULT_ACCOUNT_TYPES);
  });

  it("merges the app's choices over the per-namespace defaults", () => {
    expect(resolveDefaultAccountTypes({ eip155: 'eoa' })).toEqual({
      ...NAMESPACE_DEFAULT_ACCOUNT_TYPES,
      eip155: 'eoa',
    });
  });

  it('an undefined entry keeps the default', () => {
    expect(resolveDefaultAccountTypes({ eip155: undefined }).eip155).toBe('smartAccount');
  });

  it('returns a frozen object and leaves the defaults untouched', () => {
    const resolved = resolveDefaultAccountTypes({ eip155: 'eoa' });
    expect(Object.isFrozen(resolved)).toBe(true);
    expect(NAMESPACE_DEFAULT_ACCOUNT_TYPES.eip155).toBe('smartAccount');
  });
});
