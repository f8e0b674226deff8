import { describe, expect, it, vi } from 'vitest';
import { createInitialAccountState } from './account-state.js';
import {
  createAccountsStore,
  getAccountState,
  resetAccount,
  setCaipAddress,
  updateAccount,
} from './accounts-store.js';

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';

describe('accounts store', () => {
  it('keeps one disconnected account per namespace the app has', () => {
    const store = createAccountsStore({
      namespaces: ['eip155', 'solana'],
      preferredAccountTypes: { eip155: 'eoa' },
    });
    expect(Object.keys(store.getState()).sort()).toEqual(['eip155', 'solana']);
    expect(store.getState().eip155).toEqual(createInitialAccountState({ eip155: 'eoa' }));
  });

  it('reads an unseen namespace as a fresh account', () => {
    const store = createAccountsStore({ namespaces: [] });
    expect(getAccountState(store.getState(), 'bip122')).toEqual(createInitialAccountState());
  });

  it('updates one namespace without touching another (same object for the other)', () => {
    const store = createAccountsStore({ namespaces: ['eip155', 'solana'] });
    const solanaBefore = store.getState().solana;
    updateAccount(store, 'eip155', { address: ADDRESS });
    expect(store.getState().eip155?.address).toBe(ADDRESS);
    expect(store.getState().solana).toBe(solanaBefore);
  });

  it('accepts an updater and stays silent when nothing changed', () => {
    const store = createAccountsStore({ namespaces: ['eip155'] });
    const listener = vi.fn();
    store.subscribe(listener);
    updateAccount(store, 'eip155', (account) => ({ balanceLoading: account.balanceLoading }));
    expect(listener).not.toHaveBeenCalled();
    updateAccount(store, 'eip155', (account) => ({ balanceLoading: !account.balanceLoading }));
    expect(listener).toHaveBeenCalledOnce();
  });

  it("throws 'Chain is required to set account prop' without a namespace", () => {
    const store = createAccountsStore({ namespaces: ['eip155'] });
    expect(() => updateAccount(store, undefined, { address: ADDRESS })).toThrow(
      'Chain is required to set account prop',
    );
  });

  it('"Reset or disconnect clears address, balances, profile, tokens, user, provider and wallet info" for one namespace', () => {
    const store = createAccountsStore({
      namespaces: ['eip155', 'solana'],
      preferredAccountTypes: { eip155: 'eoa' },
    });
    updateAccount(store, 'eip155', {
      address: ADDRESS,
      balance: '1',
      profileName: 'alice',
    });
    updateAccount(store, 'solana', { address: 'So1' });
    resetAccount(store, 'eip155');
    expect(store.getState().eip155).toEqual(createInitialAccountState({ eip155: 'eoa' }));
    expect(store.getState().solana?.address).toBe('So1');
  });

  it('setCaipAddress stores the CAIP-10 id and the address in the namespace it names', () => {
    const store = createAccountsStore({ namespaces: ['eip155'] });
    setCaipAddress(store, `eip155:10:${ADDRESS}`);
    expect(store.getState().eip155).toMatchObject({ caipAddress: `eip155:10:${ADDRESS}`, address: ADDRESS });
  });

  it("setCaipAddress rejects malformed ids ('Invalid CAIP-10 address') and unknown namespaces", () => {
    const store = createAccountsStore({ namespaces: ['eip155'] });
    expect(() => setCaipAddress(store, 'eip155:1' as never)).toThrow('Invalid CAIP-10 address');
    expect(() => setCaipAddress(store, 'near:mainnet:alice')).toThrow(
      'Chain is required to update chain account data',
    );
  });

  it('stores of two instances are independent', () => {
    const one = createAccountsStore({ namespaces: ['eip155'] });
    const two = createAccountsStore({ namespaces: ['eip155'] });
    updateAccount(one, 'eip155', { address: ADDRESS });
    expect(two.getState().eip155?.address).toBeUndefined();
  });
});
