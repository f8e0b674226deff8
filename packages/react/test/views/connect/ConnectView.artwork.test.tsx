// @vitest-environment happy-dom
/**
 * The Connect view's rows draw real artwork where a wallet has no image of its own: the bundled list's
 * MetaMask (no registry image), the WalletConnect row. A wallet the artwork lacks keeps its initials; an
 * app's connectorImages, a wallet's EIP-6963 icon and a registry image all come before the artwork.
 */
import type { AdapterConnector } from '@walletport/core/internal';
import { walletArtwork } from '@walletport/core/artwork';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithViews } from '../connecting-wallet-connect/harness.js';
import {
  announced,
  buttonNamed,
  createKit,
  eventually,
  type Kit,
  listRegistry,
  type RegistryServer,
  startRegistry,
  teardown,
} from './harness.js';

let kit: Kit | undefined;
let server: RegistryServer | undefined;
beforeEach(() => {
  // Every image preload succeeds (happy-dom loads none).
  class LoadingImage {
    onload: (() => void) | null = null;
    set src(_: string) {
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('Image', LoadingImage);
});
afterEach(async () => {
  teardown(kit);
  kit = undefined;
  await server?.close();
  server = undefined;
  vi.unstubAllGlobals();
});

const WALLET_CONNECT: AdapterConnector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};
/** An announced wallet whose announcement has no icon. */
const BITGET: AdapterConnector = {
  id: 'com.bitget.web3',
  name: 'Bitget Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'com.bitget.web3', name: 'Bitget Wallet' },
};

const rowImage = (name: RegExp) => buttonNamed(name).querySelector('img')?.getAttribute('src');
const rowInitials = (name: RegExp) =>
  buttonNamed(name).querySelector('[data-initials]')?.getAttribute('data-initials');

async function showConnect(options: Parameters<typeof createKit>[0]) {
  kit = createKit(options);
  kit.instance.services.modal.open();
  renderWithViews(kit.instance);
  await eventually(() => expect(buttonNamed(/^Rainbow/)).toBeTruthy());
}

describe('ConnectView: bundled artwork', () => {
  it('the bundled list’s MetaMask row and the WalletConnect row show their marks; Bitget keeps initials', async () => {
    await showConnect({ connectors: [WALLET_CONNECT, BITGET] });
    await eventually(() => expect(rowImage(/^MetaMask/)).toBe(walletArtwork('metamask')));
    expect(rowImage(/^WalletConnect/)).toBe(walletArtwork('wallet-connect'));
    expect(rowImage(/^Rainbow/)).toBe(walletArtwork('rainbow'));
    expect(buttonNamed(/^Bitget Wallet/).querySelector('img')).toBeNull();
    expect(rowInitials(/^Bitget Wallet/)).toBe('BW');
  });

  it('precedence: the app’s connectorImages, then the wallet’s EIP-6963 icon, then the artwork', async () => {
    const metamask = announced('MetaMask', 'io.metamask');
    await showConnect({
      connectors: [WALLET_CONNECT, metamask, announced('Rabby Wallet', 'io.rabby')],
      options: { connectorImages: { walletConnect: 'https://app.example/wc.png' } },
    });
    await eventually(() => expect(rowImage(/^Rabby Wallet/)).toBe(metamask.info?.icon));
    expect(rowImage(/^WalletConnect/)).toBe('https://app.example/wc.png');
    expect(rowImage(/^MetaMask/)).toBe(metamask.info?.icon);
  });

  it('a registry wallet with an image shows the registry’s image, not the artwork', async () => {
    // The registry's own answer shape: MetaMask with an image, Rainbow without one.
    const wallets = [
      { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', image_id: 'metamask' },
      { id: 'rainbow', name: 'Rainbow' },
    ];
    server = await startRegistry(listRegistry(wallets));
    await showConnect({ options: { apiUrl: server.url } });
    await eventually(() =>
      expect(rowImage(/^MetaMask/)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/getWalletImage\/metamask/),
    );
    // Without an image in the registry, the artwork.
    expect(rowImage(/^Rainbow/)).toBe(walletArtwork('rainbow'));
  });
});
