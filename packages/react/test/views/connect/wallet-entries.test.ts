import fc from 'fast-check';
import {
  type AdapterConnector,
  CONNECT_SECTIONS,
  type ConnectSection,
  initialConnectorsState,
} from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import {
  applySectionOrder,
  buildConnectList,
  type ConnectListInput,
  formatWalletCount,
  hasInstalledWallet,
} from '../../../src/views/connect/wallet-entries.js';
import { announced, BROWSER_WALLET } from './fixtures.js';

const WALLET_CONNECT: AdapterConnector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};
const COINBASE_SDK: AdapterConnector = {
  id: 'coinbaseWalletSDK',
  name: 'Coinbase Wallet',
  type: 'EXTERNAL',
  chain: 'eip155',
};

function input(connectors: AdapterConnector[], overrides: Partial<ConnectListInput> = {}): ConnectListInput {
  return {
    connectors: { ...initialConnectorsState(), connectors },
    currentConnectorIds: {},
    visibility: { isMobile: false, hasInjectedWallet: true, excludedWallets: [] },
    recentWallets: [],
    featured: [],
    custom: [],
    recommended: [],
    walletConnectEnabled: false,
    sectionOrder: undefined,
    connectorImages: {},
    listingImage: () => undefined,
    ...overrides,
  };
}

describe('Connect wallet list', () => {
  it("follows core's default order: recent, installed, featured, custom, external, recommended — each wallet once", () => {
    const list = buildConnectList(
      input(
        [
          COINBASE_SDK,
          BROWSER_WALLET,
          announced('MetaMask', 'io.metamask'),
          announced('Rabby Wallet', 'io.rabby'),
        ],
        {
          recentWallets: [{ id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby' }],
          featured: [{ id: 'rainbow', name: 'Rainbow' }],
          custom: [{ id: 'mine', name: 'My Wallet' }],
          recommended: [
            { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' },
            { id: 'trust', name: 'Trust Wallet' },
          ],
        },
      ),
    );
    expect(list.map((entry) => [entry.name, entry.section, entry.badge])).toEqual([
      ['Rabby Wallet', 'recent', 'recent'],
      ['Browser Wallet', 'injected', undefined],
      ['MetaMask', 'injected', 'installed'],
      ['Rainbow', 'featured', undefined],
      ['My Wallet', 'custom', undefined],
      ['Coinbase Wallet', 'external', undefined],
      ['Trust Wallet', 'recommended', undefined],
    ]);
    expect(list.map((entry) => entry.target)).toEqual([
      { kind: 'connector', connectorId: 'io.rabby' },
      { kind: 'connector', connectorId: 'injected' },
      { kind: 'connector', connectorId: 'io.metamask' },
      { kind: 'listing', walletId: 'rainbow' },
      { kind: 'listing', walletId: 'mine' },
      { kind: 'connector', connectorId: 'coinbaseWalletSDK' },
      { kind: 'listing', walletId: 'trust' },
    ]);
  });

  it('wallet-connect shows first only when enabled (its view exists) and not already the connection', () => {
    const connectors = [WALLET_CONNECT, announced('MetaMask', 'io.metamask')];
    expect(buildConnectList(input(connectors)).map((entry) => entry.name)).toEqual(['MetaMask']);
    const enabled = buildConnectList(input(connectors, { walletConnectEnabled: true }));
    expect(enabled[0]).toMatchObject({ name: 'WalletConnect', target: { kind: 'walletConnect' } });
    const connected = buildConnectList(
      input(connectors, {
        walletConnectEnabled: true,
        connectors: { ...initialConnectorsState(), connectors },
        currentConnectorIds: { eip155: 'walletConnect' },
      }),
    );
    expect(connected.map((entry) => entry.name)).toEqual(['MetaMask']);
  });

  it("the app's connectorTypeOrder ranks sections; unlisted sections follow in the default order", () => {
    const list = buildConnectList(
      input([COINBASE_SDK, announced('MetaMask', 'io.metamask')], {
        featured: [{ id: 'rainbow', name: 'Rainbow' }],
        sectionOrder: ['featured', 'external'],
      }),
    );
    expect(list.map((entry) => entry.section)).toEqual(['featured', 'external', 'injected']);
  });

  it('images: the app’s connectorImages, else the wallet’s icon, else the registry image', () => {
    const list = buildConnectList(
      input([announced('MetaMask', 'io.metamask'), announced('Rabby Wallet', 'io.rabby')], {
        connectorImages: { 'io.rabby': 'https://app.example/rabby.png' },
        featured: [{ id: 'rainbow', name: 'Rainbow', image_id: 'rb' }],
        listingImage: (wallet) => `https://img.example/${wallet.image_id}`,
      }),
    );
    expect(list.map((entry) => entry.imageUrl)).toEqual([
      'data:image/svg+xml;base64,PHN2Zy8+',
      'https://app.example/rabby.png',
      'https://img.example/rb',
    ]);
  });

  it('artwork keys: everything the entry is known by (connector id, rdns, registry id), each once', () => {
    const list = buildConnectList(
      input([WALLET_CONNECT, COINBASE_SDK, announced('MetaMask', 'io.metamask'), BROWSER_WALLET], {
        walletConnectEnabled: true,
        recommended: [{ id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' }],
      }),
    );
    expect(Object.fromEntries(list.map((entry) => [entry.name, entry.artworkKeys]))).toEqual({
      WalletConnect: ['walletConnect'],
      'Coinbase Wallet': ['coinbaseWalletSDK'],
      MetaMask: ['io.metamask'],
      'Browser Wallet': ['injected'],
      Rainbow: ['rainbow', 'me.rainbow'],
    });
  });

  it('hides excluded wallets and the rdns-less Browser Wallet on mobile', () => {
    const list = buildConnectList(
      input([BROWSER_WALLET, announced('MetaMask', 'io.metamask'), announced('Rabby Wallet', 'io.rabby')], {
        visibility: {
          isMobile: true,
          hasInjectedWallet: true,
          excludedWallets: [{ id: 'x', rdns: 'IO.RABBY' }],
        },
      }),
    );
    expect(list.map((entry) => entry.name)).toEqual(['MetaMask']);
  });

  it('hasInstalledWallet: an installed or injected entry counts; registry wallets do not', () => {
    expect(hasInstalledWallet(buildConnectList(input([BROWSER_WALLET])))).toBe(true);
    expect(
      hasInstalledWallet(buildConnectList(input([COINBASE_SDK], { featured: [{ id: 'a', name: 'A' }] }))),
    ).toBe(false);
  });

  it('property: applySectionOrder is a stable permutation that puts listed sections first, in order', () => {
    const section = fc.constantFrom(...CONNECT_SECTIONS);
    fc.assert(
      fc.property(fc.array(section), fc.uniqueArray(section), (sections, order: ConnectSection[]) => {
        const entries = sections.map((name, id) => ({ section: name, id }));
        const sorted = applySectionOrder(entries, order);
        // Without an order the entries keep core's default order as given.
        if (order.length === 0) expect(sorted).toEqual(entries);
        expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...entries].sort((a, b) => a.id - b.id));
        if (order.length === 0) return;
        const ranks = sorted.map((entry) => {
          const index = order.indexOf(entry.section);
          return index === -1 ? order.length + CONNECT_SECTIONS.indexOf(entry.section) : index;
        });
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        for (const name of CONNECT_SECTIONS) {
          expect(sorted.filter((entry) => entry.section === name)).toEqual(
            entries.filter((entry) => entry.section === name),
          );
        }
      }),
    );
  });

  it('wallet counts read short: exact below ten, tens with a plus above', () => {
    expect(formatWalletCount(0)).toBe('');
    expect(formatWalletCount(7)).toBe('7');
    expect(formatWalletCount(42)).toBe('40+');
    expect(formatWalletCount(431)).toBe('430+');
    fc.assert(
      fc.property(fc.double(), (count) => {
        const text = formatWalletCount(count);
        expect(text === '' || /^\d+\+?$/.test(text)).toBe(true);
        if (text.endsWith('+')) {
          expect(Number.parseInt(text, 10)).toBeLessThanOrEqual(count);
          expect(count - Number.parseInt(text, 10)).toBeLessThan(10);
        }
      }),
    );
  });
});
