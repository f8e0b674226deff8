// @vitest-environment happy-dom
import { loadCatalogue } from '../../../src/i18n/catalog.js';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, storageKeys } from '@walletport/core/internal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppKitProvider } from '../../../src/context.js';
import ConnectView from '../../../src/views/connect/ConnectView.js';
import { LegalFooter } from '../../../src/views/connect/LegalFooter.js';
import { ViewLoaderContext } from '../../../src/views/view-loader.js';
import {
  listRegistry,
  type RegistryServer,
  startRegistry,
} from '../../../../core/test/api/registry-server.js';
import {
  ADDRESS,
  announced,
  BROWSER_WALLET,
  buttonNamed,
  createKit,
  eventually,
  type Kit,
  rowNames,
  settle,
  teardown,
} from './harness.js';

// Spanish from the views' first render, as the modal's mount loads it before mounting.
await loadCatalogue('es');

let kit: Kit | undefined;
let server: RegistryServer | undefined;
afterEach(async () => {
  teardown(kit);
  kit = undefined;
  await server?.close();
  server = undefined;
});

const METAMASK = announced('MetaMask', 'io.metamask');
const RABBY = announced('Rabby Wallet', 'io.rabby');
const walletList = () => screen.getByRole('region', { name: 'Wallets' });

/** Connect on screen with its registry answers in (the list is no longer busy). */
async function showConnect(options: Parameters<typeof createKit>[0] = {}) {
  kit = createKit(options);
  kit.instance.services.modal.open();
  kit.renderOutlet();
  await eventually(() => {
    const region = screen.queryByRole('region', { name: /Wallets|Billeteras/ });
    expect(region?.getAttribute('aria-busy') ?? null).toBeNull();
  });
  return kit;
}

describe('ConnectView: warming the next step', () => {
  /** ConnectView inside a view loader that has every view, recording what it warms. */
  function renderWithLoader(options: Parameters<typeof createKit>[0]) {
    kit = createKit(options);
    const warmed: string[] = [];
    const loader = {
      hasView: () => true,
      preloadView: async (name: string) => void warmed.push(name),
    };
    const preload = vi.spyOn(kit.instance.services.connection, 'preloadWalletConnect');
    kit.instance.services.modal.open();
    kit.render(() => (
      <ViewLoaderContext.Provider value={loader}>
        <ConnectView />
      </ViewLoaderContext.Provider>
    ));
    return { warmed, preload };
  }

  it('fetches the wallet-connect view and client while the list shows, without pairing', async () => {
    const { warmed, preload } = renderWithLoader({ connectors: [METAMASK] });
    await eventually(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(warmed).toEqual(['ConnectingExternal', 'ConnectingWalletConnect']);
    await settle();
    expect(kit?.instance.stores.connection.getState().wcUri).toBeUndefined();
  });

  it('leaves wallet-connect alone when the app turned it off', async () => {
    const { warmed, preload } = renderWithLoader({
      connectors: [METAMASK],
      options: { enableWalletConnect: false },
    });
    await eventually(() => expect(warmed).toEqual(['ConnectingExternal']));
    await settle();
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('ConnectView: the wallet list', () => {
  it('shows installed wallets at once and reserves rows while the registry loads', async () => {
    kit = createKit({ connectors: [METAMASK] });
    kit.renderOutlet();
    // First render: the installed wallet is there, the recommendations are placeholders.
    expect(rowNames(walletList())).toEqual(['MetaMask', 'All wallets']);
    expect(walletList().getAttribute('aria-busy')).toBe('true');
    expect(walletList().querySelectorAll('.wp-skeleton').length).toBeGreaterThan(0);
    await eventually(() => expect(walletList().getAttribute('aria-busy')).toBeNull());
    expect(walletList().querySelectorAll('.wp-skeleton')).toHaveLength(0);
  });

  it('orders installed (badged) then the bundled recommendations, each wallet once, then All wallets', async () => {
    await showConnect({ connectors: [METAMASK, RABBY] });
    // MetaMask is also the first bundled recommendation: it stays one row, the installed one.
    expect(rowNames(walletList())).toEqual([
      'MetaMask',
      'Rabby Wallet',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
      'All wallets',
    ]);
    expect(within(buttonNamed(/^MetaMask/)).getByText('Installed')).toBeTruthy();
    expect(within(buttonNamed(/^Trust Wallet/)).queryByText('Installed')).toBeNull();
    // The bundled wallets that support an eip155 chain (the app's only network): 37, shown rounded.
    expect(within(buttonNamed(/^All wallets/)).getByText('30+')).toBeTruthy();
  });

  it('puts the recent wallets first with a Recent badge', async () => {
    const storage = createMemoryStorage();
    storage.setItem(
      storageKeys.recentWallets.name,
      JSON.stringify([{ id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby' }]),
    );
    await showConnect({ connectors: [METAMASK, RABBY], storage });
    expect(rowNames(walletList()).slice(0, 2)).toEqual(['Rabby Wallet', 'MetaMask']);
    expect(within(buttonNamed(/^Rabby Wallet/)).getByText('Recent')).toBeTruthy();
  });

  it("lists the app's featured wallets in its order and hides excluded ones", async () => {
    await showConnect({
      connectors: [METAMASK, RABBY],
      options: { featuredWalletIds: ['safe', 'ledger-live'], excludeWalletIds: ['rabby', 'trust-wallet'] },
    });
    expect(rowNames(walletList())).toEqual([
      'MetaMask',
      'Safe',
      'Ledger Live',
      'Coinbase Wallet',
      'Rainbow',
      'Phantom',
      'All wallets',
    ]);
  });

  it('the registry answers from apiUrl when it is reachable', async () => {
    server = await startRegistry(
      listRegistry([
        { id: 'alpha', name: 'Alpha Wallet' },
        { id: 'beta', name: 'Beta Wallet' },
        { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' },
      ]),
    );
    await showConnect({ connectors: [METAMASK], options: { apiUrl: server.url } });
    await eventually(() =>
      expect(rowNames(walletList())).toEqual(['MetaMask', 'Alpha Wallet', 'Beta Wallet', 'All wallets']),
    );
    expect(within(buttonNamed(/^All wallets/)).getByText('3')).toBeTruthy();
    const query = server.requests.find((url) => url.searchParams.get('entries') === '4');
    expect(query?.searchParams.get('projectId')).toBe('test-project');
    expect(query?.searchParams.get('chains')).toBe('eip155:1');
  });

  it('no All wallets row when the feature is off', async () => {
    await showConnect({ connectors: [METAMASK], options: { features: { allWallets: false } } });
    expect(rowNames(walletList())).not.toContain('All wallets');
  });

  it('email and socials on (the default) render no placeholder: only the wallet section', async () => {
    await showConnect({
      connectors: [METAMASK],
      options: { features: { email: true, socials: ['google', 'x'] } },
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /google|email/i })).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('with wallets turned off and nothing else available it says so', async () => {
    await showConnect({ connectors: [METAMASK], options: { enableWallets: false } });
    expect(screen.queryByRole('region', { name: 'Wallets' })).toBeNull();
    expect(screen.getByText('No wallets are available here.')).toBeTruthy();
  });

  it('renders in Spanish with locale es', async () => {
    await showConnect({ connectors: [METAMASK], options: { locale: 'es' } });
    expect(within(buttonNamed(/^MetaMask/)).getByText('Instalada')).toBeTruthy();
    expect(buttonNamed(/^Todas las billeteras/)).toBeTruthy();
  });
});

describe('ConnectView: choosing a wallet', () => {
  it('an installed wallet opens ConnectingExternal, which connects and closes the modal', async () => {
    const k = await showConnect({ connectors: [METAMASK] });
    await act(async () => {
      fireEvent.click(buttonNamed(/^MetaMask/));
    });
    expect(k.view()).toEqual({
      name: 'ConnectingExternal',
      params: { connectorId: 'io.metamask', walletName: 'MetaMask' },
    });
    await eventually(() => expect(k.instance.getAddress()).toBe(ADDRESS));
    expect(k.adapter.callsOf('connect')).toEqual([
      { connectorId: 'io.metamask', chainId: 1, rdns: 'io.metamask', onWalletRequest: expect.any(Function) },
    ]);
    await eventually(() => expect(k.instance.stores.modal.getState().open).toBe(false));
  });

  it('a registry wallet opens ConnectingExternal with its registry id; All wallets opens AllWallets', async () => {
    const k = await showConnect({ connectors: [METAMASK] });
    await act(async () => {
      fireEvent.click(buttonNamed(/^Rainbow/));
    });
    expect(k.view()).toEqual({
      name: 'ConnectingExternal',
      params: { connectorId: 'rainbow', walletName: 'Rainbow' },
    });
    expect(k.adapter.callsOf('connect')).toEqual([]);
    act(() => k.instance.services.router.goBack());
    await settle();
    await act(async () => {
      fireEvent.click(buttonNamed(/^All wallets/));
    });
    expect(k.view().name).toBe('AllWallets');
  });

  it('keyboard: every row is a button in list order, and Enter chooses the focused one', async () => {
    const k = await showConnect({ connectors: [BROWSER_WALLET, METAMASK] });
    const user = userEvent.setup();
    const buttons = within(walletList()).getAllByRole('button');
    expect(buttons.map((button) => button.tagName)).toEqual(buttons.map(() => 'BUTTON'));
    await user.tab();
    expect(document.activeElement).toBe(buttons[0]);
    await user.tab();
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons[1]?.textContent).toContain('MetaMask');
    await user.keyboard('{Enter}');
    expect(k.view()).toMatchObject({ name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } });
  });
});

describe('ConnectView: legal footer', () => {
  it('links the terms and the privacy policy, opening in a new tab', async () => {
    await showConnect({
      connectors: [METAMASK],
      options: {
        termsConditionsUrl: 'https://app.example/terms',
        privacyPolicyUrl: 'https://app.example/privacy',
      },
    });
    const terms = screen.getByRole('link', { name: /Terms of Service/ });
    expect(terms.getAttribute('href')).toBe('https://app.example/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe(
      'https://app.example/privacy',
    );
    expect(terms.closest('p')?.textContent).toContain(
      'By connecting your wallet, you agree to our Terms of Service',
    );
  });

  it('no footer without links; an unsafe URL is never a link', async () => {
    await showConnect({ connectors: [METAMASK] });
    expect(screen.queryByText(/By connecting your wallet/)).toBeNull();
    teardown(kit);
    kit = createKit();
    render(
      <AppKitProvider instance={kit.instance}>
        <LegalFooter termsConditionsUrl="javascript:alert(1)" privacyPolicyUrl="https://app.example/p" />
      </AppKitProvider>,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://app.example/p',
    ]);
    expect(screen.queryByText(/Terms of Service/)).toBeNull();
  });
});
