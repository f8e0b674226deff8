// @vitest-environment happy-dom
/**
 * The network button draws the bundled network mark when the network has no image of its own. The mark
 * is a dynamic import (the page's first bundle does not grow): until it arrives the circle stays empty,
 * so initials never flash before the logo.
 */
import { waitFor } from '@testing-library/react';
import { defineCaipNetwork, mainnet } from '@walletport/core';
import { networkArtwork } from '@walletport/core/artwork';
import { afterEach, describe, expect, it } from 'vitest';
import { AppKitNetworkButton } from '../../src/components/buttons.js';
import { cleanupKits, createKit, renderButton } from '../hooks/harness.js';

afterEach(cleanupKits);

describe('AppKitNetworkButton with bundled artwork', () => {
  it('is empty while the artwork loads, then shows the network’s mark', async () => {
    const { kit } = createKit();
    const view = renderButton(kit, <AppKitNetworkButton />);
    const button = () => view.shadow().getByRole('button');
    expect(button().querySelector('img')).toBeNull();
    expect(button().querySelector('.wp-btn-initials')).toBeNull();
    expect(button().querySelector('.wp-btn-image-fallback')).toBeTruthy();
    // The lazy chunk arrives in its own time (a dynamic import).
    await waitFor(() =>
      expect(button().querySelector('img')?.getAttribute('src')).toBe(networkArtwork('ethereum')),
    );
    expect(button().querySelector('img')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('the app’s chainImages win over the artwork; a network without artwork keeps its initials', async () => {
    const chain = defineCaipNetwork({ ...mainnet, name: 'Other Chain', assets: { imageId: 'nowhere' } });
    const withImage = createKit({ options: { chainImages: { 1: 'https://images.example/eth.png' } } });
    const without = createKit({ networks: [chain] });
    const imageView = renderButton(withImage.kit, <AppKitNetworkButton />);
    const initialsView = renderButton(without.kit, <AppKitNetworkButton />);
    const other = initialsView.shadow().getByRole('button');
    await waitFor(() =>
      expect(other.querySelector('.wp-btn-initials')?.getAttribute('data-initials')).toBe('OC'),
    );
    expect(other.querySelector('img')).toBeNull();
    expect(imageView.shadow().getByRole('button').querySelector('img')?.getAttribute('src')).toBe(
      'https://images.example/eth.png',
    );
  });
});
