// @vitest-environment happy-dom
import { loadCatalogue } from '../../../src/i18n/catalog.js';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  createMemoryStorage,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  storageKeys,
} from '@walletport/core/internal';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppKitProvider } from '../../../src/context.js';
import { createTextTranslator } from '../../../src/i18n/index.js';
import ConnectingWalletConnectView from '../../../src/views/connecting-wallet-connect/ConnectingWalletConnectView.js';
import {
  actAsPhone,
  createKit,
  eventually,
  type Kit,
  NEXT_PAIRING_URI,
  PAIRING_URI,
  pairingClient,
  renderWithViews,
  settle,
  teardown,
} from './harness.js';

// The views speak Spanish from their first render once its chunk is here (the modal's mount loads it).
await loadCatalogue('es');

let kit: Kit | undefined;
afterEach(() => {
  teardown(kit);
  kit = undefined;
  vi.restoreAllMocks();
});

const MY_WALLET = {
  id: 'mine',
  name: 'My Wallet',
  homepage: 'https://mine.example',
  mobile_link: 'mywallet://',
  desktop_link: 'mywallet://open',
  webapp_link: 'https://app.mine.example',
};

function openWalletConnect(
  params: { walletId?: string } = {},
  options: Parameters<typeof createKit>[0] = {},
) {
  kit = createKit({ options: { customWallets: [MY_WALLET] }, ...options });
  kit.instance.services.modal.open();
  kit.instance.services.router.push({ name: 'ConnectingWalletConnect', params });
  return kit;
}

const qr = () => screen.getByRole('img', { name: /^QR code to connect/ });
const copyButton = () => screen.getByRole('button', { name: 'Copy link' });

describe('ConnectingWalletConnectView: the pairing', () => {
  it('loading: starts a pairing on mount and shows a placeholder of the same box until the URI is there', async () => {
    const k = openWalletConnect();
    const client = pairingClient(k.instance, []);
    renderWithViews(k.instance);
    await settle();
    expect(client.spy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Creating a connection code');
    expect(document.querySelector('.wp-wc-qr-box .wp-qr--loading .wp-skeleton')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect((copyButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Scan this QR code with your phone')).toBeTruthy();
  });

  it("React's development double mount (StrictMode) pairs once", async () => {
    const k = openWalletConnect();
    const client = pairingClient(k.instance);
    render(
      <StrictMode>
        <AppKitProvider instance={k.instance}>
          <ConnectingWalletConnectView />
        </AppKitProvider>
      </StrictMode>,
    );
    await eventually(() => expect(qr()).toBeTruthy());
    expect(client.spy).toHaveBeenCalledTimes(1);
  });

  it('shows the QR code of the URI set through the service, with the wallet-connect mark in the centre', async () => {
    const k = openWalletConnect();
    const client = pairingClient(k.instance, []);
    k.instance.services.connection.setWcUri(PAIRING_URI);
    renderWithViews(k.instance);
    await settle();
    // A live pairing is reused: no new one.
    expect(client.spy).not.toHaveBeenCalled();
    const code = qr();
    expect(code.getAttribute('aria-label')).toBe('QR code to connect a wallet');
    // Quiet zone of 4 modules around a version-15 (77-module) code at error correction H.
    expect(code.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 85 85');
    expect(code.querySelectorAll('.wp-qr__finder')).toHaveLength(3);
    expect(code.querySelector('.wp-qr__modules')?.getAttribute('d')?.length).toBeGreaterThan(1000);
    expect(code.querySelector('.wp-qr__plate .wp-qr__mark')).toBeTruthy();
    expect((copyButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('the placeholder and the code take the same box (no layout jump)', async () => {
    const k = openWalletConnect();
    pairingClient(k.instance);
    renderWithViews(k.instance);
    const box = document.querySelector('.wp-wc-qr-box');
    expect(box?.querySelector('.wp-qr--loading')).toBeTruthy();
    await eventually(() => expect(qr()).toBeTruthy());
    // The same element stays; only its content changes, and both fill it (position: absolute; inset: 0).
    expect(document.querySelector('.wp-wc-qr-box')).toBe(box);
    expect(box?.children[0]?.classList.contains('wp-qr')).toBe(true);
  });

  it('Copy link puts the URI on the clipboard and says so in the alert bar', async () => {
    const k = openWalletConnect();
    const writeText = vi.fn(async (_text: string) => {});
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    k.instance.services.connection.setWcUri(PAIRING_URI);
    renderWithViews(k.instance);
    await act(async () => {
      fireEvent.click(copyButton());
    });
    expect(writeText).toHaveBeenCalledWith(PAIRING_URI);
    expect(k.instance.stores.alerts.getState().current).toMatchObject({
      variant: 'success',
      message: { code: 'walletConnect.copied' },
    });
    expect(createTextTranslator('en')({ code: 'walletConnect.copied' })).toBe('Link copied');
  });

  it('a refused copy shows an error alert instead', async () => {
    const k = openWalletConnect();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText: async () => {
        throw new Error('denied');
      },
    } as unknown as Clipboard);
    k.instance.services.connection.setWcUri(PAIRING_URI);
    renderWithViews(k.instance);
    await act(async () => {
      fireEvent.click(copyButton());
    });
    expect(k.instance.stores.alerts.getState().current).toMatchObject({
      variant: 'error',
      message: { code: 'walletConnect.copyFailed' },
    });
    expect(createTextTranslator('en')({ code: 'walletConnect.copyFailed' })).toBe(
      'The link could not be copied',
    );
  });

  it('a pairing within 10 s of its expiry counts as expired: a new one starts on mount', async () => {
    const k = openWalletConnect();
    const client = pairingClient(k.instance, [NEXT_PAIRING_URI]);
    k.instance.stores.connection.setState({
      wcUri: PAIRING_URI,
      wcPairingExpiry: Date.now() + PAIRING_EXPIRY_MARGIN_MS - 500,
    });
    renderWithViews(k.instance);
    // The stale code is never shown.
    expect(screen.queryByRole('img')).toBeNull();
    await settle();
    expect(client.spy).toHaveBeenCalledTimes(1);
    await eventually(() => expect(k.instance.stores.connection.getState().wcUri).toBe(NEXT_PAIRING_URI));
    expect(qr()).toBeTruthy();
  });

  it('when the shown pairing expires, a new one is fetched by itself', async () => {
    const k = openWalletConnect();
    const client = pairingClient(k.instance, [NEXT_PAIRING_URI]);
    // Live for another ~150 ms before the 10 s margin.
    k.instance.stores.connection.setState({
      wcUri: PAIRING_URI,
      wcPairingExpiry: Date.now() + PAIRING_EXPIRY_MARGIN_MS + 150,
    });
    renderWithViews(k.instance);
    await settle();
    expect(qr()).toBeTruthy();
    expect(client.spy).not.toHaveBeenCalled();
    await eventually(() => expect(client.spy).toHaveBeenCalledTimes(1));
    await eventually(() => expect(k.instance.stores.connection.getState().wcUri).toBe(NEXT_PAIRING_URI));
    const expiry = k.instance.stores.connection.getState().wcPairingExpiry ?? 0;
    expect(expiry - Date.now()).toBeGreaterThan(PAIRING_EXPIRY_MS - 5_000);
    expect(qr()).toBeTruthy();
  });

  it('error: a failed attempt (wcError) says so and "Try again" starts a new pairing', async () => {
    const k = openWalletConnect();
    const client = pairingClient(k.instance, [PAIRING_URI, NEXT_PAIRING_URI]);
    renderWithViews(k.instance);
    await eventually(() => expect(qr()).toBeTruthy());
    await act(async () => client.reject());
    expect(screen.getByRole('alert').textContent).toContain('Connection failed');
    expect(screen.queryByRole('img')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(client.spy).toHaveBeenCalledTimes(2);
    await eventually(() => expect(k.instance.stores.connection.getState().wcUri).toBe(NEXT_PAIRING_URI));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(qr()).toBeTruthy();
  });

  it('a refused pairing is not shown again: leaving and re-entering the view starts a new one', async () => {
    const k = openWalletConnect();
    const client = pairingClient(k.instance, [PAIRING_URI, NEXT_PAIRING_URI]);
    renderWithViews(k.instance);
    await eventually(() => expect(qr()).toBeTruthy());
    await act(async () => client.reject());
    expect(screen.getByRole('alert').textContent).toContain('Connection failed');
    await act(async () => {
      k.instance.services.router.push({ name: 'Connect' });
    });
    await act(async () => {
      k.instance.services.router.push({ name: 'ConnectingWalletConnect', params: {} });
    });
    await eventually(() => expect(client.spy).toHaveBeenCalledTimes(2));
    await eventually(() => expect(k.instance.stores.connection.getState().wcUri).toBe(NEXT_PAIRING_URI));
    await eventually(() => expect(qr()).toBeTruthy());
    expect(screen.queryByText('Connection failed')).toBeNull();
  });

  it('error without any client (wallet-connect off): the call itself fails, no wcError, the view still says so', async () => {
    const k = openWalletConnect({}, { options: { enableWalletConnect: false } });
    renderWithViews(k.instance);
    await eventually(() => expect(screen.getByRole('alert').textContent).toContain('Connection failed'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('approval closes the modal', async () => {
    const k = openWalletConnect();
    const client = pairingClient(k.instance);
    renderWithViews(k.instance);
    await eventually(() => expect(qr()).toBeTruthy());
    await act(async () => client.approve());
    await eventually(() => expect(k.instance.stores.modal.getState().open).toBe(false));
  });

  it('renders in Spanish with locale es', async () => {
    const k = openWalletConnect({}, { options: { customWallets: [MY_WALLET], locale: 'es' } });
    k.instance.services.connection.setWcUri(PAIRING_URI);
    renderWithViews(k.instance);
    expect(screen.getByText('Escanea este código QR con tu teléfono')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeTruthy();
  });
});

describe('ConnectingWalletConnectView: a registry wallet', () => {
  it("desktop: the wallet's icon in the code, its desktop and web app links with the encoded URI", async () => {
    const k = openWalletConnect({ walletId: 'mine' });
    k.instance.services.connection.setWcUri(PAIRING_URI);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithViews(k.instance);
    await eventually(() => expect(screen.getByRole('button', { name: 'Open desktop app' })).toBeTruthy());
    expect(qr().getAttribute('aria-label')).toBe('QR code to connect My Wallet');
    expect(qr().querySelector('.wp-qr__plate .wp-wallet-image')).toBeTruthy();
    expect(screen.getByText('Scan this QR code with My Wallet on your phone')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open My Wallet' })).toBeNull();
    expect(k.instance.stores.connection.getState().recentWallet).toEqual({ id: 'mine', name: 'My Wallet' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open desktop app' }));
    });
    const encoded = encodeURIComponent(PAIRING_URI);
    expect(open).toHaveBeenLastCalledWith(`mywallet://open/wc?uri=${encoded}`, '_self', 'noreferrer');
    expect(k.instance.stores.connection.getState().wcLinking).toEqual({
      href: 'mywallet://open',
      name: 'My Wallet',
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open web app' }));
    });
    expect(open).toHaveBeenLastCalledWith(
      `https://app.mine.example/wc?uri=${encoded}`,
      '_blank',
      'noopener,noreferrer',
    );
    // Finalizing the connection stores the deep-link choice under its storage key (never the pairing URI).
    await act(() => k.instance.services.connection.finalizeWcConnection());
    const stored = await k.instance.services.storage.get(storageKeys.deepLinkChoice);
    expect(stored).toEqual({ href: 'https://app.mine.example/', name: 'My Wallet' });
    expect(JSON.stringify(stored)).not.toContain('symKey');
  });

  it('phone: "Open {wallet}" with its deep link, no desktop app', async () => {
    actAsPhone();
    const k = openWalletConnect({ walletId: 'mine' });
    k.instance.services.connection.setWcUri(PAIRING_URI);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithViews(k.instance);
    await eventually(() => expect(screen.getByRole('button', { name: 'Open My Wallet' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Open desktop app' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open My Wallet' }));
    });
    expect(open).toHaveBeenLastCalledWith(
      `mywallet://wc?uri=${encodeURIComponent(PAIRING_URI)}`,
      '_self',
      'noreferrer',
    );
    expect(k.instance.stores.connection.getState().wcLinking).toEqual({
      href: 'mywallet://',
      name: 'My Wallet',
    });
  });
});

/** Opens AllWallets and presses the wallet whose accessible name matches `name`. */
async function pickFromAllWallets(k: Kit, name: RegExp): Promise<void> {
  k.instance.services.modal.open();
  k.instance.services.router.push({ name: 'AllWallets' });
  renderWithViews(k.instance);
  await eventually(() => expect(screen.getByRole('button', { name })).toBeTruthy());
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('wallet entries route to the wallet-connect flow', () => {
  const WALLET_CONNECT = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
  } as const;

  it('Connect: a registry wallet opens ConnectingWalletConnect with its id; the generic entry without one', async () => {
    kit = createKit({ connectors: [WALLET_CONNECT] });
    const k = kit;
    pairingClient(k.instance);
    k.instance.services.modal.open();
    renderWithViews(k.instance);
    await eventually(() => expect(screen.getByRole('button', { name: /^Rainbow/ })).toBeTruthy());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Rainbow/ }));
    });
    expect(k.view()).toEqual({ name: 'ConnectingWalletConnect', params: { walletId: 'rainbow' } });
    await eventually(() =>
      expect(screen.getByText('Scan this QR code with Rainbow on your phone')).toBeTruthy(),
    );
    act(() => k.instance.services.router.goBack());
    await eventually(() => expect(screen.getByRole('button', { name: /^WalletConnect/ })).toBeTruthy());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^WalletConnect/ }));
    });
    expect(k.view()).toEqual({ name: 'ConnectingWalletConnect', params: {} });
  });

  it('a Recent wallet that was removed from the browser and is in no registry says it is not available', async () => {
    const storage = createMemoryStorage();
    storage.setItem(
      storageKeys.recentWallets.name,
      JSON.stringify([{ id: 'io.gone', name: 'Gone Wallet', rdns: 'io.gone' }]),
    );
    kit = createKit({ connectors: [WALLET_CONNECT], storage });
    const k = kit;
    const client = pairingClient(k.instance);
    k.instance.services.modal.open();
    renderWithViews(k.instance);
    await eventually(() => expect(screen.getByRole('button', { name: /^Gone Wallet/ })).toBeTruthy());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Gone Wallet/ }));
    });
    await eventually(() =>
      expect(screen.getByRole('heading', { name: 'This wallet is not available' })).toBeTruthy(),
    );
    expect(screen.queryByText(/Scan this QR code/)).toBeNull();
    expect(screen.queryByRole('img', { name: /^QR code/ })).toBeNull();
    // No pairing was started for it: the page is not left "connecting" behind this view.
    expect(client.spy).not.toHaveBeenCalled();
    // Back still leads to the list, and the generic WalletConnect entry still pairs.
    act(() => k.instance.services.router.goBack());
    await eventually(() => expect(screen.getByRole('button', { name: /^WalletConnect/ })).toBeTruthy());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^WalletConnect/ }));
    });
    await eventually(() => expect(qr()).toBeTruthy());
    expect(client.spy).toHaveBeenCalled();
  });

  it('AllWallets: a registry wallet opens ConnectingWalletConnect with its id', async () => {
    kit = createKit();
    const k = kit;
    pairingClient(k.instance);
    await pickFromAllWallets(k, /^Rabby Wallet/);
    expect(k.view()).toEqual({ name: 'ConnectingWalletConnect', params: { walletId: 'rabby' } });
  });

  it('with enableWalletConnect off, a registry wallet keeps its links panel (ConnectingExternal)', async () => {
    kit = createKit({ options: { enableWalletConnect: false } });
    await pickFromAllWallets(kit, /^Rabby Wallet/);
    expect(kit.view()).toMatchObject({ name: 'ConnectingExternal', params: { connectorId: 'rabby' } });
  });

  it('on a phone AllWallets keeps only wallets with a mobile link (plus the special ones)', async () => {
    actAsPhone();
    kit = createKit();
    const k = kit;
    k.instance.services.modal.open();
    k.instance.services.router.push({ name: 'AllWallets' });
    renderWithViews(k.instance);
    const list = await screen.findByRole('list', { name: 'Wallets' });
    await eventually(() => expect(within(list).getByRole('button', { name: /^MetaMask/ })).toBeTruthy());
    // Rabby, Brave Wallet and Backpack publish no mobile link.
    for (const name of [/^Rabby Wallet/, /^Brave Wallet/, /^Backpack/])
      expect(within(list).queryByRole('button', { name })).toBeNull();
  });
});

describe('ConnectingWalletConnectBasicView', () => {
  it('the QR code and one row of wallets; a wallet reuses the live pairing', async () => {
    kit = createKit({ options: { adapters: [] } });
    const k = kit;
    const client = pairingClient(k.instance);
    k.instance.services.modal.open();
    k.instance.services.router.push({ name: 'ConnectingWalletConnectBasic' });
    renderWithViews(k.instance);
    await eventually(() => expect(qr()).toBeTruthy());
    const grid = screen.getByRole('list', { name: 'Wallets' });
    await eventually(() => expect(within(grid).getAllByRole('button')).toHaveLength(4));
    const tiles = within(grid).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'All wallets',
    ]);
    await act(async () => {
      fireEvent.click(tiles[1] as HTMLElement);
    });
    expect(k.view()).toEqual({ name: 'ConnectingWalletConnect', params: { walletId: 'trust-wallet' } });
    await settle();
    // The pairing the basic view made is still live: the wallet's view shows it, it does not pair again.
    expect(client.spy).toHaveBeenCalledTimes(1);
    expect(qr().getAttribute('aria-label')).toBe('QR code to connect Trust Wallet');
    expect(k.instance.stores.connection.getState().wcUri).toBe(PAIRING_URI);
  });
});
