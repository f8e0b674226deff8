'use client';
import type { CaipNetwork } from '@walletport/core';
import { networkArtworkSet } from './artwork.js';
import { Icon } from './Icon.js';
import { ImageWithInitials } from './ImageWithInitials.js';
import { initialsOf } from './initials.js';

export interface NetworkImageProps {
  /** Undefined draws the unknown-network globe. */
  network: Pick<CaipNetwork, 'name' | 'assets'> | undefined;
  /** Overrides the network's own image (the app's `chainImages`). Untrusted, checked like WalletImage. */
  src?: string | undefined;
  /** px, default 24. */
  size?: number;
  className?: string;
}

/**
 * A network's logo in a circle: the app's or the network's own image, else the bundled artwork for its
 * `assets.imageId`, else its initials (or a globe when unknown). Decorative.
 */
export function NetworkImage({ network, src, size = 24, className }: NetworkImageProps) {
  const imageId = network?.assets?.imageId;
  return (
    <ImageWithInitials
      block="wp-network-image"
      className={className}
      src={src ?? network?.assets?.imageUrl}
      initials={network ? initialsOf(network.name) : ''}
      fallbackIcon={<Icon name="globe" size={Math.round(size * 0.7)} />}
      size={size}
      fontSize={Math.max(8, Math.round(size * 0.38))}
      artwork={imageId === undefined ? undefined : { set: networkArtworkSet, keys: [imageId] }}
    />
  );
}
