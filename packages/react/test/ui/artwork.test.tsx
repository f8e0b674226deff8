// @vitest-environment happy-dom
/**
 * Bundled artwork in the image tiles: the tile's own image wins, then the bundled mark (loaded on demand
 * from @walletport/core/artwork), then the initials. Real artwork module; the Image preload is stubbed so
 * a test decides which sources load.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { networkArtwork, walletArtwork } from '@walletport/core/artwork';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeImageSrc } from '../../src/ui/safe-image-src.js';
import { NetworkImage, WalletImage } from '../../src/ui/index.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Every preload succeeds, except the sources listed as broken. */
function stubImage(broken: readonly string[] = []) {
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(value: string) {
      queueMicrotask(() => (broken.includes(value) ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal('Image', FakeImage);
}

const imgSrc = (container: HTMLElement) => container.querySelector('img')?.getAttribute('src');
const initials = (container: HTMLElement) =>
  container.querySelector('[data-initials]')?.getAttribute('data-initials');

describe('WalletImage with bundled artwork', () => {
  it('shows the MetaMask mark for a wallet without an image, found by id or rdns', async () => {
    stubImage();
    const byId = render(<WalletImage name="MetaMask" artworkKeys={['metamask']} />);
    const byRdns = render(<WalletImage name="MetaMask" artworkKeys={['injected', 'io.metamask']} />);
    const metamask = walletArtwork('metamask');
    expect(metamask?.startsWith('data:image/svg+xml,')).toBe(true);
    await waitFor(() => expect(imgSrc(byId.container)).toBe(metamask));
    await waitFor(() => expect(imgSrc(byRdns.container)).toBe(metamask));
    expect(initials(byId.container)).toBeUndefined();
    // Decorative, like any wallet image.
    expect(byId.container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(byId.container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('keeps the initials for a wallet the artwork does not have', async () => {
    stubImage();
    const { container } = render(
      <WalletImage name="Bitget Wallet" artworkKeys={['bitget-wallet', 'com.bitget.web3']} />,
    );
    await waitFor(() => expect(initials(container)).toBe('BW'));
    expect(container.querySelector('img')).toBeNull();
  });

  it('precedence: the wallet’s own image (the app’s, the registry’s or its EIP-6963 icon) over the artwork', async () => {
    stubImage();
    const { container } = render(
      <WalletImage src="https://cdn.example/metamask.png" name="MetaMask" artworkKeys={['metamask']} />,
    );
    await waitFor(() => expect(imgSrc(container)).toBe('https://cdn.example/metamask.png'));
  });

  it('a broken or refused image falls through to the artwork, not the initials', async () => {
    stubImage(['https://cdn.example/broken.png']);
    const broken = render(
      <WalletImage src="https://cdn.example/broken.png" name="Rainbow" artworkKeys={['rainbow']} />,
    );
    const refused = render(
      <WalletImage src="javascript:alert(1)" name="Rainbow" artworkKeys={['rainbow']} />,
    );
    await waitFor(() => expect(imgSrc(broken.container)).toBe(walletArtwork('rainbow')));
    await waitFor(() => expect(imgSrc(refused.container)).toBe(walletArtwork('rainbow')));
  });

  it('without artwork keys (an app’s icon) never looks for artwork', async () => {
    stubImage();
    const { container } = render(<WalletImage name="MetaMask" />);
    // At once: without keys there is nothing to wait for.
    expect(initials(container)).toBe('MM');
    expect(container.firstElementChild?.getAttribute('data-status')).toBe('failed');
  });

  it('the WalletConnect connector shows the WalletConnect mark', async () => {
    stubImage();
    const { container } = render(<WalletImage name="WalletConnect" artworkKeys={['walletConnect']} />);
    await waitFor(() => expect(imgSrc(container)).toBe(walletArtwork('wallet-connect')));
  });

  it('every bundled data URI passes the image source check unchanged', () => {
    for (const uri of [
      walletArtwork('metamask'),
      walletArtwork('walletport-dev-wallet'),
      networkArtwork('devnet'),
    ])
      expect(safeImageSrc(uri)).toBe(uri);
  });
});

describe('NetworkImage with bundled artwork', () => {
  it('shows the mark for the network’s imageId; the app’s chainImages and the network’s own image win', async () => {
    stubImage();
    const arbitrum = { name: 'Arbitrum One', assets: { imageId: 'arbitrum' } };
    const bundled = render(<NetworkImage network={arbitrum} />);
    const override = render(<NetworkImage network={arbitrum} src="https://img.example/arb.png" />);
    const own = render(
      <NetworkImage
        network={{ ...arbitrum, assets: { ...arbitrum.assets, imageUrl: 'https://img.example/own.png' } }}
      />,
    );
    await waitFor(() => expect(imgSrc(bundled.container)).toBe(networkArtwork('arbitrum')));
    expect(imgSrc(override.container)).toBe('https://img.example/arb.png');
    expect(imgSrc(own.container)).toBe('https://img.example/own.png');
  });

  it('the local devnet shows our own mark; a network without artwork keeps its initials', async () => {
    stubImage();
    const devnet = render(
      <NetworkImage network={{ name: 'Walletport Devnet', assets: { imageId: 'devnet' } }} />,
    );
    const blast = render(<NetworkImage network={{ name: 'Blast', assets: { imageId: 'blast' } }} />);
    const custom = render(<NetworkImage network={{ name: 'My Chain' }} />);
    await waitFor(() => expect(imgSrc(devnet.container)).toBe(networkArtwork('devnet')));
    await waitFor(() => expect(initials(blast.container)).toBe('B'));
    expect(blast.container.querySelector('img')).toBeNull();
    expect(initials(custom.container)).toBe('MC');
  });
});
