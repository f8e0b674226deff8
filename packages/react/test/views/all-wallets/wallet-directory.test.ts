import { createRegistryClient } from '@walletport/core/internal';
import { KNOWN_WALLETS } from '@walletport/core/known-wallets';
import { describe, expect, it } from 'vitest';
import { inIdOrder, loadWalletDirectory } from '../../../src/views/all-wallets/wallet-directory.js';

const registry = createRegistryClient({ http: undefined, projectId: 'p', sdkType: 's', sdkVersion: 'v' });
const REQUEST = {
  includeWalletIds: [],
  excludeWalletIds: [],
  featuredWalletIds: [],
  chains: [],
  withRecommended: true,
};

describe('wallet directory', () => {
  it('recommends four wallets and counts the registry', async () => {
    const directory = await loadWalletDirectory(registry, REQUEST);
    expect(directory.recommended.map((wallet) => wallet.id)).toEqual([
      'metamask',
      'trust-wallet',
      'coinbase-wallet',
      'rainbow',
    ]);
    expect(directory.count).toBe(KNOWN_WALLETS.length);
    expect(directory.fallback).toBe(false);
  });

  it('featured wallets come in the app order and leave the recommendations', async () => {
    const directory = await loadWalletDirectory(registry, {
      ...REQUEST,
      featuredWalletIds: ['rainbow', 'safe', 'unknown'],
    });
    expect(directory.featured.map((wallet) => wallet.id)).toEqual(['rainbow', 'safe']);
    expect(directory.recommended.map((wallet) => wallet.id)).toEqual([
      'metamask',
      'trust-wallet',
      'coinbase-wallet',
      'phantom',
    ]);
    expect(directory.count).toBe(KNOWN_WALLETS.length);
  });

  it('excluded ids resolve to rdns and name; unknown ids stay as ids; excluded wallets are not recommended', async () => {
    const directory = await loadWalletDirectory(registry, {
      ...REQUEST,
      excludeWalletIds: ['metamask', 'nope'],
    });
    expect(directory.excluded).toEqual([
      { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' },
      { id: 'nope' },
    ]);
    expect(directory.recommended.map((wallet) => wallet.id)).not.toContain('metamask');
  });

  it('include narrows the recommendations', async () => {
    const directory = await loadWalletDirectory(registry, {
      ...REQUEST,
      includeWalletIds: ['safe', 'frame'],
    });
    expect(directory.recommended.map((wallet) => wallet.id)).toEqual(['safe', 'frame']);
    expect(directory.count).toBe(2);
  });

  it('inIdOrder keeps the order of the ids', () => {
    expect(
      inIdOrder(
        [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
        ],
        ['b', 'c', 'a'],
      ).map((w) => w.id),
    ).toEqual(['b', 'a']);
  });
});
