// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createError, storageKeys, UserRejectedRequestError } from '@walletport/core/internal';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppKitProvider } from '../../../src/context.js';
import ConnectingExternalView from '../../../src/views/connecting-external/ConnectingExternalView.js';
import {
  listRegistry,
  type RegistryServer,
  startRegistry,
} from '../../../../core/test/api/registry-server.js';
import { ADDRESS, announced, createKit, eventually, type Kit, settle, teardown } from '../connect/harness.js';

let kit: Kit | undefined;
let server: RegistryServer | undefined;
afterEach(async () => {
  teardown(kit);
  kit = undefined;
  await server?.close();
  server = undefined;
});

const METAMASK = announced('MetaMask', 'io.metamask');

/** The modal open on Connect → ConnectingExternal for `connectorId`, as the visitor gets there. */
function openConnecting(
  connectorId: string,
  walletName?: string,
  options: Parameters<typeof createKit>[0] = {},
  beforeRender: (kit: Kit) => void = () => {},
) {
  kit = createKit({ connectors: [METAMASK], ...options });
  beforeRender(kit);
  kit.instance.services.modal.open();
  kit.instance.services.router.push({
    name: 'ConnectingExternal',
    params: walletName === undefined ? { connectorId } : { connectorId, walletName },
  });
  kit.renderOutlet();
  return kit;
}

const status = () => screen.getByRole('status');

describe('ConnectingExternalView', () => {
  it('waits for the wallet: its image in a turning ring and "Continue in {wallet}"', async () => {
    let release = () => {};
    const k = openConnecting('io.metamask', 'MetaMask', {}, (created) => {
      release = created.adapter.hold('connect');
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Continue in MetaMask' })).toBeTruthy();
    expect(status().textContent).toContain('Approve the connection in MetaMask');
    expect(document.querySelector('.wp-status-ring--pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(k.instance.stores.connection.getState().namespaceStatus.eip155).toBe('connecting');
    expect(k.adapter.callsOf('connect')).toHaveLength(1);
    await act(async () => release());
  });

  it('names what the wallet asks: the connection, then adding the network, then switching to it', async () => {
    let release = () => {};
    const k = openConnecting('io.metamask', 'MetaMask', {}, (created) => {
      release = created.adapter.hold('connect');
    });
    await settle();
    expect(status().textContent).toContain('Approve the connection in MetaMask');
    // The adapter reports each further request it sends (core publishes it as the namespace's pending one).
    const [params] = k.adapter.callsOf('connect') as [{ onWalletRequest(request: object): void }];
    act(() => params.onWalletRequest({ kind: 'add-network', caipNetworkId: 'eip155:1' }));
    expect(status().textContent).toContain('Approve adding Ethereum in MetaMask');
    expect(status().textContent).not.toContain('Approve the connection');
    act(() => params.onWalletRequest({ kind: 'switch-network', caipNetworkId: 'eip155:1' }));
    expect(status().textContent).toContain('Approve switching to Ethereum in MetaMask');
    expect(screen.getByRole('heading', { name: 'Continue in MetaMask' })).toBeTruthy();
    await act(async () => release());
    await eventually(() => expect(k.instance.stores.connection.getState().walletRequests).toEqual({}));
  });

  it('says the request in the visitor’s language (Spanish)', async () => {
    let release = () => {};
    const k = openConnecting('io.metamask', 'MetaMask', { options: { locale: 'es' } }, (created) => {
      release = created.adapter.hold('connect');
    });
    await eventually(() => expect(status().textContent).toContain('Aprueba la conexión en MetaMask'));
    const [params] = k.adapter.callsOf('connect') as [{ onWalletRequest(request: object): void }];
    act(() => params.onWalletRequest({ kind: 'add-network', caipNetworkId: 'eip155:1' }));
    expect(status().textContent).toContain('Aprueba añadir Ethereum en MetaMask');
    await act(async () => release());
  });

  it("React's development double mount (StrictMode) asks the wallet once", async () => {
    kit = createKit({ connectors: [METAMASK] });
    const k = kit;
    const release = k.adapter.hold('connect');
    k.instance.services.modal.open();
    k.instance.services.router.push({ name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } });
    render(
      <StrictMode>
        <AppKitProvider instance={k.instance}>
          <ConnectingExternalView />
        </AppKitProvider>
      </StrictMode>,
    );
    await settle();
    expect(k.adapter.callsOf('connect')).toHaveLength(1);
    // Without a walletName param the connector's name is used.
    expect(screen.getByRole('heading', { name: 'Continue in MetaMask' })).toBeTruthy();
    await act(async () => release());
    await eventually(() => expect(k.instance.stores.modal.getState().open).toBe(false));
  });

  it('success: connected, remembered as recent, and the modal closes', async () => {
    const k = openConnecting('io.metamask', 'MetaMask');
    await eventually(() => expect(k.instance.stores.modal.getState().open).toBe(false));
    expect(k.instance.getAddress()).toBe(ADDRESS);
    expect(k.instance.services.storage.get(storageKeys.recentWallets)).toEqual([
      { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' },
    ]);
  });

  it('a rejection says "Connection declined"; Try again asks the wallet again and then connects', async () => {
    const k = openConnecting('io.metamask', 'MetaMask', {}, (created) =>
      created.adapter.fail('connect', new UserRejectedRequestError(), 1),
    );
    await eventually(() => expect(screen.getByRole('heading', { name: 'Connection declined' })).toBeTruthy());
    expect(document.querySelector('.wp-status-ring--error')).toBeTruthy();
    expect(k.instance.stores.connection.getState().namespaceStatus.eip155 ?? 'disconnected').toBe(
      'disconnected',
    );
    expect(k.instance.stores.modal.getState().open).toBe(true);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(k.adapter.callsOf('connect')).toHaveLength(2);
    await eventually(() => expect(k.instance.getAddress()).toBe(ADDRESS));
    await eventually(() => expect(k.instance.stores.modal.getState().open).toBe(false));
  });

  it('declined, then the wallet connects by itself (unlocked): the modal adopts it and closes', async () => {
    const k = openConnecting('io.metamask', 'MetaMask', {}, (created) =>
      created.adapter.fail('connect', new UserRejectedRequestError(), 1),
    );
    await eventually(() => expect(screen.getByRole('heading', { name: 'Connection declined' })).toBeTruthy());
    await act(async () => {
      k.adapter.emit('connect', {
        connectorId: 'io.metamask',
        accounts: [{ address: ADDRESS, type: 'eoa' }],
        chainId: 1,
      });
    });
    await eventually(() => expect(k.instance.stores.modal.getState().open).toBe(false));
    expect(k.instance.getAddress()).toBe(ADDRESS);
    expect(k.adapter.callsOf('connect')).toHaveLength(1);
  });

  it('Try again works from the keyboard (Enter)', async () => {
    const k = openConnecting('io.metamask', 'MetaMask', {}, (created) =>
      created.adapter.fail('connect', { code: 4001, message: 'User rejected the request.' }, 1),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const release = k.adapter.hold('connect');
    retry.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(k.adapter.callsOf('connect')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Continue in MetaMask' })).toBeTruthy();
    await act(async () => release());
  });

  it('other errors show their short message and a retry', async () => {
    openConnecting('io.metamask', 'MetaMask', {}, (created) =>
      created.adapter.fail('connect', createError('CHAIN_ADAPTER_NOT_FOUND'), 1),
    );
    await eventually(() => expect(screen.getByRole('heading', { name: 'Connection failed' })).toBeTruthy());
    expect(status().textContent).toContain('Chain adapter not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a wallet that only announces itself after the view opened is connected when it arrives', async () => {
    const k = openConnecting('io.rabby', 'Rabby Wallet');
    await eventually(() => expect(screen.getByRole('heading', { name: /not available/ })).toBeTruthy());
    const rabby = announced('Rabby Wallet', 'io.rabby');
    k.adapter.setWallet('io.rabby', { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 });
    act(() => k.adapter.emit('connectorsChanged', { connectors: [METAMASK, rabby] }));
    await eventually(() => expect(k.instance.getAddress()).toBe(ADDRESS));
    expect(k.adapter.callsOf('connect')).toEqual([
      { connectorId: 'io.rabby', chainId: 1, rdns: 'io.rabby', onWalletRequest: expect.any(Function) },
    ]);
  });

  it('going back while the wallet asks leaves the modal open when the wallet answers', async () => {
    let release = () => {};
    const k = openConnecting('io.metamask', 'MetaMask', {}, (created) => {
      release = created.adapter.hold('connect');
    });
    await settle();
    act(() => {
      k.instance.services.router.goBack();
    });
    expect(k.view().name).toBe('Connect');
    await act(async () => release());
    await eventually(() => expect(k.instance.getAddress()).toBe(ADDRESS));
    expect(k.instance.stores.modal.getState().open).toBe(true);
  });
});

describe('ConnectingExternalView: a wallet that is not installed', () => {
  it('shows the bundled wallet’s links (safe ones, new tab) and no QR code', async () => {
    openConnecting('rainbow', 'Rainbow');
    await eventually(() =>
      expect(screen.getByRole('heading', { name: 'Rainbow is not installed in this browser' })).toBeTruthy(),
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Get Rainbow', 'https://rainbow.me/'],
    ]);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('[data-icon="qr"]')).toBeNull();
    expect(kit?.adapter.callsOf('connect')).toEqual([]);
  });

  it("an app's custom wallet shows its own links: desktop app, web app, website", async () => {
    openConnecting('mine', undefined, {
      connectors: [],
      options: {
        customWallets: [
          {
            id: 'mine',
            name: 'My Wallet',
            homepage: 'https://mine.example',
            webapp_link: 'https://app.mine.example',
            desktop_link: 'mywallet://open',
          },
        ],
      },
    });
    await eventually(() =>
      expect(screen.getByRole('heading', { name: /My Wallet is not installed/ })).toBeTruthy(),
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'mywallet://open',
      'https://app.mine.example/',
      'https://mine.example/',
    ]);
  });

  it('looks the wallet up on the server when one is configured (loading, then the links)', async () => {
    server = await startRegistry(
      listRegistry([{ id: 'remote-1', name: 'Remote Wallet', homepage: 'https://remote.example' } as never]),
    );
    openConnecting('remote-1', 'Remote Wallet', { options: { apiUrl: server.url } });
    expect(screen.getByText('Loading wallet')).toBeTruthy();
    await eventually(() =>
      expect(screen.getByRole('heading', { name: /Remote Wallet is not installed/ })).toBeTruthy(),
    );
    expect(server.requests[0]?.searchParams.get('include')).toBe('remote-1');
  });

  it('an id nobody knows says the wallet is not available', async () => {
    openConnecting('no-such-wallet');
    await eventually(() =>
      expect(screen.getByRole('heading', { name: 'This wallet is not available' })).toBeTruthy(),
    );
  });
});
