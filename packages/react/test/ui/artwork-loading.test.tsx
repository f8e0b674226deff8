// @vitest-environment happy-dom
/**
 * While the wallet artwork chunk loads, a tile that may use it stays empty: no initials flash before the
 * logo. The chunk's import is held here until the test lets it through; a failed import shows initials.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletImage } from '../../src/ui/index.js';

const gate = vi.hoisted(() => {
  let open: (ok: boolean) => void = () => {};
  const passed = new Promise<boolean>((resolve) => {
    open = resolve;
  });
  return { passed, open: (ok: boolean) => open(ok) };
});

vi.mock('@walletport/core/artwork/wallets', async () => {
  if (!(await gate.passed)) throw new Error('chunk failed to load');
  return {
    walletArtwork: (...keys: unknown[]) =>
      keys.includes('metamask') ? 'data:image/svg+xml,%3Csvg%2F%3E' : undefined,
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

class LoadingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_: string) {
    queueMicrotask(() => this.onload?.());
  }
}

async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('WalletImage while the artwork loads', () => {
  it('stays empty (no initials, no image), then shows the artwork; a wallet without artwork then its initials', async () => {
    vi.stubGlobal('Image', LoadingImage);
    const metamask = render(<WalletImage name="MetaMask" artworkKeys={['metamask']} />);
    const other = render(<WalletImage name="Other Wallet" artworkKeys={['other']} />);
    await settle();
    for (const { container } of [metamask, other]) {
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('[data-initials]')).toBeNull();
      expect(container.firstElementChild?.getAttribute('data-status')).toBe('loading');
    }
    gate.open(true);
    await waitFor(() =>
      expect(metamask.container.querySelector('img')?.getAttribute('src')).toBe(
        'data:image/svg+xml,%3Csvg%2F%3E',
      ),
    );
    await waitFor(() =>
      expect(other.container.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('OW'),
    );
  });
});
