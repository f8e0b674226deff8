// @vitest-environment happy-dom
import { loadCatalogue } from '../../src/i18n/catalog.js';
import { defineCaipNetwork, mainnet } from '@walletport/core';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
} from '../../src/components/buttons.js';
import { cleanupKits, createKit, deferred, renderButton, settle } from '../hooks/harness.js';

// The views speak Spanish from their first render once its chunk is here (the modal's mount loads it).
await loadCatalogue('es');

afterEach(cleanupKits);

describe('AppKitButton', () => {
  it('renders inside its own shadow root: nothing of it is in the page’s light DOM', () => {
    const { kit } = createKit();
    const view = renderButton(kit, <AppKitButton />);
    expect(view.container.querySelectorAll('button')).toHaveLength(0);
    const root = view.host().shadowRoot;
    expect(root?.querySelector('style')?.textContent).toContain(':host{all:initial');
    expect(view.shadow().getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('shows the connecting state while the wallet is asked, then the account with a balance skeleton, then the balance', async () => {
    const { kit, adapter, setBalance } = createKit();
    const release = adapter.hold('connect');
    const balance = deferred<{ balance: string; symbol: string }>();
    setBalance(balance);
    const view = renderButton(kit, <AppKitButton />);

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    });
    const connecting = view.shadow().getByRole('button', { name: 'Connecting…' });
    expect(connecting.getAttribute('aria-busy')).toBe('true');
    expect(connecting.querySelector('.wp-btn-spinner')).toBeTruthy();

    await act(async () => {
      release();
      await pending;
    });
    const account = view.shadow().getByRole('button', { name: 'Account 0x00…0000a1' });
    expect(account.textContent).toContain('0x00…0000a1');
    expect(view.shadow().getByTestId('wp-balance-skeleton')).toBeTruthy();

    await act(async () => balance.resolve({ balance: '1.23456', symbol: 'ETH' }));
    expect(view.shadow().queryByTestId('wp-balance-skeleton')).toBeNull();
    // The label holds the visible text in its DOM order (name, then balance) without a word between.
    const loaded = view.shadow().getByRole('button', { name: 'Account 0x00…0000a1, 1.234 ETH' });
    expect(loaded.textContent).toContain('1.234 ETH');
  });

  it('keeps one shadow host across the connect → account switch', async () => {
    const { kit, connect } = createKit();
    const view = renderButton(kit, <AppKitButton />);
    const before = view.host();
    await connect();
    await settle();
    expect(view.host()).toBe(before);
    expect(view.shadow().getByRole('button', { name: /^Account / })).toBeTruthy();
  });

  it('shows the profile name and avatar when the account has them', async () => {
    const { kit, connect } = createKit();
    await connect();
    act(() =>
      kit.stores.accounts.setState((state) => ({ eip155: { ...state.eip155!, profileName: 'alice.eth' } })),
    );
    const view = renderButton(kit, <AppKitButton balance="hide" />);
    const button = view.shadow().getByRole('button', { name: 'Account alice.eth' });
    expect(button.textContent).toBe('alice.eth');
    const avatar = button.querySelector<HTMLElement>('.wp-btn-avatar');
    expect(avatar?.getAttribute('style')).toContain('gradient');
  });

  it('hover and focus load the modal ahead of the click; the click opens it', async () => {
    const { kit } = createKit();
    const view = renderButton(kit, <AppKitButton />);
    const button = view.shadow().getByRole('button', { name: 'Connect Wallet' });
    expect(document.querySelector('walletport-modal')).toBeNull();
    await act(async () => {
      fireEvent.pointerEnter(button);
    });
    await waitFor(() => expect(document.querySelector('walletport-modal')).not.toBeNull());
    expect(kit.getState().open).toBe(false);

    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(kit.getState().open).toBe(true));
    expect(kit.stores.router.getState().view.name).toBe('Connect');
    expect(view.shadow().getByRole('button', { name: 'Connecting…' })).toBeTruthy();
  });

  it('focus alone preloads the modal too', async () => {
    const { kit } = createKit();
    const view = renderButton(kit, <AppKitConnectButton />);
    await act(async () => {
      fireEvent.focus(view.shadow().getByRole('button'));
    });
    await waitFor(() => expect(document.querySelector('walletport-modal')).not.toBeNull());
  });

  it('clicking the account button opens the Account view', async () => {
    const { kit, connect } = createKit();
    await connect();
    const view = renderButton(kit, <AppKitButton />);
    await act(async () => {
      fireEvent.click(view.shadow().getByRole('button', { name: /^Account / }));
    });
    await waitFor(() => expect(kit.getState().open).toBe(true));
    expect(kit.stores.router.getState().view.name).toBe('Account');
  });

  it('disabled does not open', async () => {
    const { kit } = createKit();
    const view = renderButton(kit, <AppKitButton disabled />);
    const button = view.shadow().getByRole('button', { name: 'Connect Wallet' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});

describe('AppKitConnectButton', () => {
  it('takes its own label, loading label and size', () => {
    const { kit } = createKit();
    const view = renderButton(kit, <AppKitConnectButton label="Sign in" loadingLabel="Hold on" size="sm" />);
    const button = view.shadow().getByRole('button', { name: 'Sign in' });
    expect(button.className).toContain('wp-btn-sm');
    act(() => kit.stores.modal.setState({ open: true }));
    expect(view.shadow().getByRole('button', { name: 'Hold on' })).toBeTruthy();
  });
});

describe('AppKitAccountButton', () => {
  it('renders nothing without an account', () => {
    const { kit } = createKit();
    const view = renderButton(kit, <AppKitAccountButton />);
    expect(view.shadow().queryByRole('button')).toBeNull();
  });

  it('balance="hide" leaves the balance out and never looks it up', async () => {
    const { kit, connect, balanceCalls } = createKit();
    await connect();
    const view = renderButton(kit, <AppKitAccountButton balance="hide" />);
    await settle();
    expect(view.shadow().queryByTestId('wp-balance-skeleton')).toBeNull();
    expect(view.shadow().getByRole('button', { name: 'Account 0x00…0000a1' }).textContent).not.toContain(
      'ETH',
    );
    expect(balanceCalls).toHaveLength(0);
  });

  it('a failed lookup shows no amount (never the 0.00 ETH placeholder), not a skeleton forever', async () => {
    const { kit, connect, setBalance } = createKit();
    setBalance(new Error('rpc down'));
    await connect();
    const view = renderButton(kit, <AppKitAccountButton />);
    await settle();
    const button = view.shadow().getByRole('button', { name: /^Account / });
    expect(button.getAttribute('aria-label')).not.toMatch(/ETH|\d\.\d/);
    expect(button.className).toContain('wp-btn-no-balance');
    expect(view.shadow().queryByTestId('wp-balance-skeleton')).toBeNull();
  });
});

describe('AppKitNetworkButton', () => {
  it('shows the active network and opens the network list', async () => {
    const { kit } = createKit();
    const view = renderButton(kit, <AppKitNetworkButton />);
    const button = view.shadow().getByRole('button', { name: 'Network: Ethereum. Change network' });
    expect(button.querySelector('.wp-btn-name')?.textContent).toBe('Ethereum');
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(kit.getState().open).toBe(true));
    expect(kit.stores.router.getState().view.name).toBe('Networks');
  });

  it('a wallet on a network the app did not configure reads Unknown Network', async () => {
    const { kit, connect } = createKit({ chainId: 4242 });
    await connect();
    const view = renderButton(kit, <AppKitNetworkButton />);
    const button = view
      .shadow()
      .getByRole('button', { name: 'Unsupported network: Unknown Network. Change network' });
    expect(button.textContent).toBe('Unknown Network');
    expect(button.className).toContain('wp-btn-warning');
    expect(button.querySelector('.wp-btn-image-fallback svg')).toBeTruthy();
  });

  it('uses the app’s chain image when it is a safe source', () => {
    const { kit } = createKit({
      options: { chainImages: { 1: 'https://images.example/eth.png' } },
    });
    const view = renderButton(kit, <AppKitNetworkButton />);
    expect(view.shadow().getByRole('button').querySelector('img')?.getAttribute('src')).toBe(
      'https://images.example/eth.png',
    );
  });

  it('never loads a network image over plain http from another host: its initials show instead', () => {
    const insecure = defineCaipNetwork({ ...mainnet, assets: { imageUrl: 'http://images.example/eth.png' } });
    const { kit } = createKit({ networks: [insecure] });
    const view = renderButton(kit, <AppKitNetworkButton />);
    const button = view.shadow().getByRole('button');
    expect(button.querySelector('img')).toBeNull();
    // A picture, not text: drawn by CSS from the attribute, so it never joins the button's visible label.
    const initials = button.querySelector('.wp-btn-initials');
    expect(initials?.getAttribute('data-initials')).toBe('E');
    expect(initials?.textContent).toBe('');
  });

  it('follows the theme: switching to light mode updates the tokens around the button', () => {
    const { kit } = createKit();
    const view = renderButton(kit, <AppKitNetworkButton />);
    const scope = () => view.host().shadowRoot?.querySelector<HTMLElement>('.wp-btn-theme');
    expect(scope()?.style.getPropertyValue('--wp-color-scheme')).toBe('dark');
    act(() => kit.setThemeMode('light'));
    expect(scope()?.style.getPropertyValue('--wp-color-scheme')).toBe('light');
  });
});

describe('locale', () => {
  it('speaks Spanish with locale "es"', async () => {
    const { kit, connect } = createKit({ chainId: 4242, options: { locale: 'es' } });
    const connectView = renderButton(kit, <AppKitButton />);
    expect(connectView.shadow().getByRole('button', { name: 'Conectar billetera' })).toBeTruthy();
    connectView.unmount();

    await connect();
    const network = renderButton(kit, <AppKitNetworkButton />);
    expect(network.shadow().getByRole('button').textContent).toBe('Red desconocida');
    network.unmount();
    const account = renderButton(kit, <AppKitAccountButton balance="hide" />);
    expect(account.shadow().getByRole('button', { name: 'Cuenta 0x00…0000a1' })).toBeTruthy();
  });
});

describe('the page language', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
  });

  it("follows <html lang> when the locale option is not set, live, and in the language's direction", async () => {
    document.documentElement.lang = 'fr-CA';
    const { kit } = createKit();
    const view = renderButton(kit, <AppKitButton />);
    expect(view.shadow().getByRole('button', { name: 'Connecter un portefeuille' })).toBeTruthy();
    const scope = () => view.shadow().getByRole('button').closest('[dir]');
    expect(scope()?.getAttribute('dir')).toBe('ltr');

    document.documentElement.lang = 'ar';
    await waitFor(() => expect(view.shadow().getByRole('button', { name: 'ربط المحفظة' })).toBeTruthy());
    expect(scope()?.getAttribute('dir')).toBe('rtl');
    expect(scope()?.getAttribute('lang')).toBe('ar');
  });

  it('the locale option wins over the page, and an unsupported page language reads English', async () => {
    document.documentElement.lang = 'de';
    const { kit } = createKit({ options: { locale: 'ja' } });
    const view = renderButton(kit, <AppKitButton />);
    expect(view.shadow().getByRole('button', { name: 'ウォレットを接続' })).toBeTruthy();
    view.unmount();

    document.documentElement.lang = 'nl';
    const { kit: other } = createKit();
    const dutch = renderButton(other, <AppKitButton />);
    expect(dutch.shadow().getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it("labels with the locale's catalogue once its chunk is here, English labels until then", async () => {
    document.documentElement.lang = 'tr';
    const { kit, connect } = createKit({ chainId: 4242 });
    await connect();
    const view = renderButton(kit, <AppKitAccountButton balance="hide" />);
    expect(view.shadow().getByRole('button', { name: 'Account 0x00…0000a1' })).toBeTruthy();
    const turkish = await act(() => loadCatalogue('tr'));
    const label = turkish['buttons.account'] as string;
    await waitFor(() =>
      expect(
        view.shadow().getByRole('button', { name: label.replace('{name}', '0x00…0000a1') }),
      ).toBeTruthy(),
    );
  });
});
