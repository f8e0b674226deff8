import { walletArtworkIds } from '@walletport/core/artwork';
import { describe, expect, it } from 'vitest';
import { acceptImage } from './image-types.js';
import { decodeDataUrl } from './import-registry.js';
import { SEED_WALLETS, seedAssetImages, seedWalletEntries } from './seed-wallets.js';
import { isSafeSvg } from './svg-sanitizer.js';

describe('the seed’s artwork', () => {
  it('gives every seed wallet with bundled artwork that image, each a plain SVG the sanitizer accepts', () => {
    const withImage = seedWalletEntries().filter((entry) => entry.image !== undefined);
    // Every artwork id but the WalletConnect mark (a protocol, not a listed wallet) is a seed wallet.
    const seeded = new Set(SEED_WALLETS.map((wallet) => wallet.id));
    expect(withImage.map((entry) => entry.id).sort()).toEqual(
      walletArtworkIds()
        .filter((id) => seeded.has(id))
        .sort(),
    );
    expect(withImage.length).toBeGreaterThanOrEqual(26);
    for (const entry of withImage) {
      const bytes = decodeDataUrl(entry.image);
      expect(bytes, String(entry.id)).toBeDefined();
      expect(acceptImage(bytes ?? new Uint8Array()), String(entry.id)).toBe('image/svg+xml');
      expect(isSafeSvg(Buffer.from(bytes ?? []).toString('utf8')), String(entry.id)).toBe(true);
    }
  });

  it('gives every network image id with artwork an asset image the sanitizer accepts', () => {
    const images = seedAssetImages();
    expect(images.map((image) => image.id)).toContain('ethereum');
    expect(images.map((image) => image.id)).toContain('devnet');
    for (const image of images) {
      const bytes = decodeDataUrl(image.image);
      expect(acceptImage(bytes ?? new Uint8Array()), image.id).toBe('image/svg+xml');
    }
  });
});
