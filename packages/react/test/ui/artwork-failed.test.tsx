// @vitest-environment happy-dom
/** A wallet artwork chunk that fails to load (offline, a bad deploy) leaves the tiles on their initials. */
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletImage } from '../../src/ui/index.js';

vi.mock('@walletport/core/artwork/wallets', () => {
  throw new Error('chunk failed to load');
});

afterEach(cleanup);

describe('WalletImage when the artwork cannot load', () => {
  it('shows the initials', async () => {
    const { container } = render(<WalletImage name="MetaMask" artworkKeys={['metamask']} />);
    expect(container.querySelector('[data-initials]')).toBeNull();
    await waitFor(() =>
      expect(container.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('MM'),
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
