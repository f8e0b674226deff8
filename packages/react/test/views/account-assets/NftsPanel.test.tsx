// @vitest-environment happy-dom
/** The NFTs tab: a grid with names, spam hidden, placeholders, empty and failed states. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NftsPanel from '../../../src/views/account/nfts/NftsPanel.js';
import { axeViolations } from './axe.js';
import { type AssetsHarness, CHAIN, COLLECTIBLES, createAssetsHarness, settle, teardown } from './harness.js';

let harness: AssetsHarness | undefined;
afterEach(() => {
  teardown(harness);
  harness = undefined;
});

const nft = (id: number, overrides: Record<string, unknown> = {}) => ({
  chainId: CHAIN,
  contract: COLLECTIBLES,
  tokenId: String(id),
  name: `Walletport Collectible #${id}`,
  imageUrl: `http://127.0.0.1:5173/collectibles/${id}.svg`,
  collection: { name: 'Walletport Collectibles', symbol: 'WPC' },
  isSpam: false,
  ...overrides,
});

async function panel(setUp?: (h: AssetsHarness) => void) {
  harness = createAssetsHarness();
  setUp?.(harness);
  await harness.connect();
  const view = harness.render(NftsPanel);
  await act(() => settle());
  return { h: harness, view };
}

describe('the NFTs tab', () => {
  it('shows each NFT with its picture (loaded lazily) and name; spam is hidden', async () => {
    const { view } = await panel((h) =>
      h.server.answer('nfts', { data: [nft(1), nft(2, { isSpam: true, name: 'Free money' }), nft(3)] }),
    );
    const grid = await screen.findByRole('list', { name: 'NFTs on Walletport Devnet' }, { timeout: 5000 });
    const tiles = within(grid).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Walletport Collectible #1',
      'Walletport Collectible #3',
    ]);
    const image = tiles[0]?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('http://127.0.0.1:5173/collectibles/1.svg');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByText('Free money')).toBeNull();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('shows a neutral placeholder when the picture is missing, not allowed, or fails to load', async () => {
    await panel((h) =>
      h.server.answer('nfts', {
        data: [nft(1, { imageUrl: null }), nft(2, { imageUrl: 'javascript:alert(1)' }), nft(3)],
      }),
    );
    const grid = await screen.findByRole('list', { name: 'NFTs on Walletport Devnet' }, { timeout: 5000 });
    const pictures = [...grid.querySelectorAll('.wp-nft__picture')];
    expect(pictures.map((picture) => picture.getAttribute('data-status'))).toEqual([
      'placeholder',
      'placeholder',
      'image',
    ]);
    act(() => void fireEvent.error(pictures[2]?.querySelector('img') as HTMLImageElement));
    expect(pictures[2]?.getAttribute('data-status')).toBe('placeholder');
  });

  it('names an NFT without a name by its collection and id', async () => {
    await panel((h) => h.server.answer('nfts', { data: [nft(7, { name: '' })] }));
    expect(await screen.findByText('Walletport Collectibles #7', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('placeholder tiles while loading, then the empty state', async () => {
    let release = () => {};
    const { view } = await panel((h) => {
      release = h.server.hold('nfts');
    });
    expect(view.container.querySelector('[aria-busy="true"] .wp-skeleton')).not.toBeNull();
    expect(await axeViolations(view.container)).toEqual([]);
    await act(async () => {
      release();
      await settle();
    });
    expect(await screen.findByText('No NFTs yet')).toBeTruthy();
    expect(screen.getByText('NFTs you own on Walletport Devnet will show here.')).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('a failed load says so, with a retry', async () => {
    const { view } = await panel((h) => {
      h.server.fail('nfts', 1);
      h.server.answer('nfts', { data: [nft(1)] });
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'Could not load your NFTs',
    );
    expect(await axeViolations(view.container)).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
    });
    expect(await screen.findByText('Walletport Collectible #1')).toBeTruthy();
  });
});
