import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Connector, WalletListing } from './types.js';
import {
  ALWAYS_ON_MOBILE_WALLETS,
  type ConnectorVisibilityContext,
  filterMobileWallets,
  filterWalletsForPlatform,
  hasInjectedProvider,
  isConnectorVisible,
  isExcludedConnector,
  isGenericBrowserWallet,
  visibleConnectors,
} from './visibility.js';

const connector = (overrides: Partial<Connector> & Pick<Connector, 'id'>): Connector => ({
  name: overrides.id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...overrides,
});
const browserWallet = (rdns?: string): Connector =>
  connector({
    id: 'injected',
    name: 'Browser Wallet',
    type: 'INJECTED',
    ...(rdns ? { info: { rdns } } : {}),
  });

const desktop: ConnectorVisibilityContext = { isMobile: false, hasInjectedWallet: true, excludedWallets: [] };
const mobile: ConnectorVisibilityContext = { isMobile: true, hasInjectedWallet: true, excludedWallets: [] };

describe('a generic Browser Wallet connector is hidden on mobile without rdns or without an installed wallet', () => {
  it('recognises the generic connector by its id', () => {
    expect(isGenericBrowserWallet(browserWallet())).toBe(true);
    expect(isGenericBrowserWallet(connector({ id: 'io.metamask', type: 'INJECTED' }))).toBe(false);
    expect(isGenericBrowserWallet(connector({ id: 'injected', type: 'ANNOUNCED' }))).toBe(false);
  });

  it('is hidden on mobile without rdns even when a wallet is installed', () => {
    expect(isConnectorVisible(browserWallet(), mobile)).toBe(false);
  });

  it('is hidden on mobile without an installed wallet even with an rdns', () => {
    expect(isConnectorVisible(browserWallet('io.metamask'), { ...mobile, hasInjectedWallet: false })).toBe(
      false,
    );
  });

  it('shows on mobile with an rdns and an installed wallet', () => {
    expect(isConnectorVisible(browserWallet('io.metamask'), mobile)).toBe(true);
  });

  it('is not hidden on desktop (the rule is for mobile)', () => {
    expect(isConnectorVisible(browserWallet(), { ...desktop, hasInjectedWallet: false })).toBe(true);
  });

  it('does not hide other connectors on mobile', () => {
    expect(
      isConnectorVisible(connector({ id: 'walletConnect', type: 'WALLET_CONNECT' }), {
        ...mobile,
        hasInjectedWallet: false,
      }),
    ).toBe(true);
  });
});

describe('any injected, announced or external wallet whose rdns or name (case-insensitive) is in the excluded list is hidden', () => {
  const excludedWallets = [{ rdns: 'IO.MetaMask', name: 'Rabby Wallet' }];

  it.each(['INJECTED', 'ANNOUNCED', 'EXTERNAL'] as const)(
    'hides a %s wallet by rdns, case-insensitively',
    (type) => {
      const c = connector({ id: 'x', name: 'Something', type, info: { rdns: 'io.metamask' } });
      expect(isConnectorVisible(c, { ...desktop, excludedWallets })).toBe(false);
    },
  );

  it.each(['INJECTED', 'ANNOUNCED', 'EXTERNAL'] as const)(
    'hides a %s wallet by name, case-insensitively',
    (type) => {
      const c = connector({ id: 'y', name: 'rabby wallet', type });
      expect(isExcludedConnector(c, excludedWallets)).toBe(true);
    },
  );

  it.each(['WALLET_CONNECT', 'AUTH', 'MULTI_CHAIN'] as const)('does not apply to %s connectors', (type) => {
    const c = connector({ id: 'z', name: 'Rabby Wallet', type, info: { rdns: 'io.metamask' } });
    expect(isExcludedConnector(c, excludedWallets)).toBe(false);
  });

  it('hides a connector whose explorerId is an excluded registry id', () => {
    expect(isExcludedConnector(connector({ id: 'a', explorerId: 'reg-1' }), [{ id: 'reg-1' }])).toBe(true);
  });

  it('empty rdns or names in the list match nothing', () => {
    const c = connector({ id: 'a', name: '', info: { rdns: '' } });
    expect(isExcludedConnector(c, [{ rdns: '', name: '' }, { rdns: null }, { id: '' }])).toBe(false);
  });

  it('visibleConnectors keeps the others in order', () => {
    const kept = [connector({ id: 'a', name: 'A' }), connector({ id: 'b', name: 'B' })];
    const list = [
      kept[0]!,
      connector({ id: 'm', name: 'MetaMask', info: { rdns: 'io.metamask' } }),
      kept[1]!,
    ];
    expect(visibleConnectors(list, { ...desktop, excludedWallets })).toEqual(kept);
  });

  it('property: an excluded name hides the wallet whatever the letter case', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.boolean()), (name, upper) => {
        const mixed = [...name].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('');
        fc.pre(mixed.toLowerCase() === name.toLowerCase());
        expect(isExcludedConnector(connector({ id: 'q', name: mixed, type: 'INJECTED' }), [{ name }])).toBe(
          true,
        );
      }),
    );
  });
});

describe('the mobile wallet list keeps only wallets with a mobile link plus two special wallets (one only on solana)', () => {
  const [coinbase, solanaOnly] = ALWAYS_ON_MOBILE_WALLETS;
  const linked: WalletListing = { id: 'w1', name: 'Linked', mobile_link: 'linked://' };
  const unlinked: WalletListing = { id: 'w2', name: 'Desktop only', desktop_link: 'x://' };
  const everywhere: WalletListing = { id: coinbase!.id, name: 'Coinbase Wallet' };
  const onSolana: WalletListing = { id: solanaOnly!.id, name: 'Solflare' };

  it('has exactly two special wallets, one of them only on solana', () => {
    expect(ALWAYS_ON_MOBILE_WALLETS).toHaveLength(2);
    expect(ALWAYS_ON_MOBILE_WALLETS.filter((w) => w.namespaces !== undefined)).toEqual([
      expect.objectContaining({ namespaces: ['solana'] }),
    ]);
  });

  it('keeps wallets with a mobile link and drops the others', () => {
    expect(
      filterMobileWallets([linked, unlinked, { ...unlinked, id: 'w3', mobile_link: '' }], {
        namespace: 'eip155',
      }),
    ).toEqual([linked]);
  });

  it('keeps the everywhere special wallet on any namespace, and without one', () => {
    expect(filterMobileWallets([everywhere], { namespace: 'eip155' })).toEqual([everywhere]);
    expect(filterMobileWallets([everywhere], { namespace: undefined })).toEqual([everywhere]);
  });

  it('keeps the solana special wallet only on solana', () => {
    expect(filterMobileWallets([onSolana], { namespace: 'solana' })).toEqual([onSolana]);
    expect(filterMobileWallets([onSolana], { namespace: 'eip155' })).toEqual([]);
    expect(filterMobileWallets([onSolana], { namespace: undefined })).toEqual([]);
  });

  it('takes another special list (a self-hosted registry with its own ids)', () => {
    const alwaysOnMobile = [{ id: 'w2', name: 'Desktop only', namespaces: ['eip155'] as const }];
    expect(
      filterMobileWallets([linked, unlinked, everywhere], { namespace: 'eip155', alwaysOnMobile }),
    ).toEqual([linked, unlinked]);
  });

  it('only filters on mobile', () => {
    const all = [linked, unlinked, onSolana];
    expect(filterWalletsForPlatform(all, { isMobile: false, namespace: 'eip155' })).toEqual(all);
    expect(filterWalletsForPlatform(all, { isMobile: true, namespace: 'eip155' })).toEqual([linked]);
  });
});

describe('hasInjectedProvider (the page has a wallet provider, as the adapters report it)', () => {
  it('is true for an announced wallet, or an injected connector carrying a provider', () => {
    expect(hasInjectedProvider([connector({ id: 'io.metamask' })])).toBe(true);
    expect(hasInjectedProvider([{ ...browserWallet(), provider: { request() {} } }])).toBe(true);
  });

  it('is false for an injected connector without a provider, wallet-connect, or nothing at all', () => {
    expect(hasInjectedProvider([])).toBe(false);
    expect(hasInjectedProvider([browserWallet(), { ...browserWallet(), provider: null }])).toBe(false);
    expect(
      hasInjectedProvider([connector({ id: 'walletConnect', type: 'WALLET_CONNECT', provider: {} })]),
    ).toBe(false);
  });
});
