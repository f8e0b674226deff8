import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountState, createInitialAccountState, resetAccountState } from './account-state.js';

// The account's status is not among them: the connection store holds it and selectors derive it.
const SPEC_FIELDS = [
  'caipAddress',
  'address',
  'allAccounts',
  'user',
  'socialProvider',
  'socialWindow',
  'farcasterUrl',
  'preferredAccountTypes',
  'smartAccountDeployed',
  'profileName',
  'profileImage',
  'balance',
  'balanceSymbol',
  'balanceLoading',
  'lastRetry',
  'addressExplorerUrl',
  'tokenBalance',
  'addressLabels',
  'currentTab',
  'shouldUpdateToAddress',
  'connectedWalletInfo',
];

/** An account with every field set to something other than its initial value. */
function connectedAccount(): AccountState {
  return {
    caipAddress: 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    allAccounts: [{ address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', type: 'eoa' }],
    user: { email: 'a@example.org', username: 'alice' },
    socialProvider: 'google',
    socialWindow: { close: () => {} },
    farcasterUrl: 'https://farcaster.example/abc',
    preferredAccountTypes: { eip155: 'eoa' },
    smartAccountDeployed: true,
    profileName: 'alice.reown.id',
    profileImage: 'https://img.example/a.png',
    balance: '1.5',
    balanceSymbol: 'ETH',
    balanceLoading: true,
    lastRetry: 1_000,
    addressExplorerUrl: 'https://etherscan.io/address/0xab16',
    tokenBalance: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        price: 3000,
        quantity: { decimals: '18', numeric: '1.5' },
        iconUrl: 'https://img.example/eth.png',
      },
    ],
    addressLabels: { '0xab16': 'Main' },
    currentTab: 'Activity',
    shouldUpdateToAddress: '0xcafe',
    connectedWalletInfo: { name: 'MetaMask', icon: 'data:,', type: 'INJECTED', identifier: 'io.metamask' },
  };
}

describe('account state', () => {
  it('Account state (per namespace): caipAddress, address, allAccounts, status, user, socialProvider, socialWindow, farcasterUrl, preferredAccountTypes, smartAccountDeployed, profileName, profileImage, balance, balanceSymbol, balanceLoading, lastRetry, addressExplorerUrl, tokenBalance, addressLabels, currentTab, shouldUpdateToAddress, connectedWalletInfo', () => {
    expect(Object.keys(createInitialAccountState()).sort()).toEqual([...SPEC_FIELDS].sort());
    expect(Object.keys(connectedAccount()).sort()).toEqual([...SPEC_FIELDS].sort());
  });

  it('starts disconnected with nothing loaded', () => {
    const account = createInitialAccountState();
    expect(account.address).toBeUndefined();
    expect(account.balanceLoading).toBe(false);
    expect(account.tokenBalance).toEqual([]);
    expect(account.currentTab).toBe('Tokens');
  });

  it('"Reset or disconnect clears address, balances, profile, tokens, user, provider and wallet info"', () => {
    const reset = resetAccountState(connectedAccount());
    expect(reset.caipAddress).toBeUndefined();
    expect(reset.address).toBeUndefined();
    expect(reset.allAccounts).toEqual([]);
    expect(reset.balance).toBeUndefined();
    expect(reset.balanceSymbol).toBeUndefined();
    expect(reset.balanceLoading).toBe(false);
    expect(reset.lastRetry).toBeUndefined();
    expect(reset.profileName).toBeUndefined();
    expect(reset.profileImage).toBeUndefined();
    expect(reset.tokenBalance).toEqual([]);
    expect(reset.user).toBeUndefined();
    expect(reset.socialProvider).toBeUndefined();
    expect(reset.socialWindow).toBeUndefined();
    expect(reset.connectedWalletInfo).toBeUndefined();
    expect(reset.addressLabels).toEqual({});
  });

  it('"The preference is kept per namespace": reset keeps the preferred account types', () => {
    expect(resetAccountState(connectedAccount()).preferredAccountTypes).toEqual({ eip155: 'eoa' });
  });

  it('property: reset gives the initial state whatever was set, and is idempotent', () => {
    const account = fc.record(
      {
        address: fc.string(),
        balance: fc.string(),
        balanceLoading: fc.boolean(),
        lastRetry: fc.nat(),
        profileName: fc.option(fc.string(), { nil: null }),
        smartAccountDeployed: fc.boolean(),
        status: fc.constantFrom('connected', 'connecting', 'reconnecting', 'disconnected' as const),
        currentTab: fc.constantFrom('Tokens', 'NFTs', 'Activity' as const),
        preferredAccountTypes: fc.record(
          { eip155: fc.constantFrom('eoa', 'smartAccount', 'payment' as const) },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(account, (patch) => {
        const state = { ...createInitialAccountState(), ...patch };
        const reset = resetAccountState(state);
        expect(reset).toEqual(createInitialAccountState(state.preferredAccountTypes));
        expect(resetAccountState(reset)).toEqual(reset);
      }),
    );
  });
});
