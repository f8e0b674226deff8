import { type AdapterConnector, initialConnectorsState } from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import { buildWalletRows, type WalletRowsInput } from '../../../src/views/all-wallets/wallet-rows.js';
import { announced, BROWSER_WALLET } from '../connect/fixtures.js';

function input(connectors: AdapterConnector[], overrides: Partial<WalletRowsInput> = {}): WalletRowsInput {
  return {
    connectors: { ...initialConnectorsState(), connectors },
    visibility: { isMobile: false, hasInjectedWallet: true, excludedWallets: [] },
    featured: [],
    custom: [],
    registry: [],
    search: '',
    connectorImages: {},
    listingImage: (wallet) =>
      wallet.image_id === undefined ? undefined : `https://img.example/${wallet.image_id}`,
    ...overrides,
  };
}

describe('AllWallets rows', () => {
  it('installed wallets first (marked), then featured, custom and registry; each wallet once', () => {
    const rows = buildWalletRows(
      input([BROWSER_WALLET, announced('Rabby Wallet', 'io.rabby'), announced('MetaMask', 'io.metamask')], {
        featured: [{ id: 'rainbow', name: 'Rainbow', image_id: 'r' }],
        custom: [{ id: 'mine', name: 'My Wallet' }],
        registry: [
          { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' },
          { id: 'rainbow', name: 'Rainbow' },
          { id: 'trust', name: 'Trust Wallet' },
        ],
      }),
    );
    expect(rows.map((row) => [row.name, row.installed])).toEqual([
      ['Rabby Wallet', true],
      ['MetaMask', true],
      ['Rainbow', false],
      ['My Wallet', false],
      ['Trust Wallet', false],
    ]);
    expect(rows[0]).toMatchObject({ connectorId: 'io.rabby' });
    expect(rows[2]).toMatchObject({ walletId: 'rainbow', imageUrl: 'https://img.example/r' });
  });

  it('artwork keys: an installed row by its connector id and rdns, a listing by its id and rdns', () => {
    const rows = buildWalletRows(
      input([announced('MetaMask', 'io.metamask')], {
        registry: [{ id: 'trust-wallet', name: 'Trust Wallet', rdns: 'com.trustwallet.app' }],
      }),
    );
    expect(rows.map((row) => row.artworkKeys)).toEqual([
      ['io.metamask'],
      ['trust-wallet', 'com.trustwallet.app'],
    ]);
  });

  it('the search filters installed, featured and custom wallets (the registry page is already a search answer)', () => {
    const rows = buildWalletRows(
      input([announced('Rabby Wallet', 'io.rabby')], {
        featured: [{ id: 'rainbow', name: 'Rainbow' }],
        custom: [{ id: 'mine', name: 'My Wallet' }],
        registry: [{ id: 'rainbow-2', name: 'Rainbow Two' }],
        search: 'rain',
      }),
    );
    expect(rows.map((row) => row.name)).toEqual(['Rainbow', 'Rainbow Two']);
  });

  it('a registry wallet with an SDK connector in the page connects through it (not marked installed)', () => {
    const sdk: AdapterConnector = {
      id: 'coinbaseWalletSDK',
      name: 'Coinbase Wallet',
      type: 'EXTERNAL',
      chain: 'eip155',
      imageUrl: 'https://cb.example/icon.png',
      info: { rdns: 'com.coinbase.wallet' },
    };
    const rows = buildWalletRows(
      input([sdk], {
        registry: [{ id: 'coinbase-wallet', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' }],
      }),
    );
    expect(rows).toEqual([
      {
        key: 'wallet:coinbase-wallet',
        name: 'Coinbase Wallet',
        imageUrl: 'https://cb.example/icon.png',
        // Both the listing and the SDK connector name the wallet's bundled artwork (used without an image).
        artworkKeys: ['coinbase-wallet', 'com.coinbase.wallet', 'coinbaseWalletSDK'],
        installed: false,
        connectorId: 'coinbaseWalletSDK',
      },
    ]);
  });

  it('excluded and other-namespace connectors are not listed; app images win', () => {
    const rows = buildWalletRows(
      input([announced('Rabby Wallet', 'io.rabby'), announced('MetaMask', 'io.metamask')], {
        visibility: { isMobile: false, hasInjectedWallet: true, excludedWallets: [{ rdns: 'io.rabby' }] },
        connectorImages: { 'io.metamask': 'https://app.example/mm.png' },
      }),
    );
    expect(rows.map((row) => [row.name, row.imageUrl])).toEqual([['MetaMask', 'https://app.example/mm.png']]);
  });
});
