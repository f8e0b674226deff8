'use client';
import { type ArtworkKeys, walletArtworkSet } from './artwork.js';
import { Icon } from './Icon.js';
import { ImageWithInitials } from './ImageWithInitials.js';
import { initialsOf } from './initials.js';

export interface WalletImageProps {
  /** Untrusted; refused unless safe (safe-image-src.ts). */
  src?: string | undefined;
  name: string;
  /** px, default 40. */
  size?: number;
  className?: string;
  /**
   * What the wallet is known by (wallet id, rdns, connector id) to find its bundled artwork when `src` is
   * missing, refused or broken. Left out (an app's icon, say), the tile never loads artwork.
   */
  artworkKeys?: ArtworkKeys | undefined;
}

/**
 * A wallet's logo in a rounded tile: its own image, else its bundled artwork, else its initials. While
 * the image or artwork loads the tile stays empty (no flash of initials); a missing, refused, broken or
 * slow (> 2 s) image falls through to the next. Decorative: the wallet's name is always written next to it.
 */
export function WalletImage({ src, name, size = 40, className, artworkKeys }: WalletImageProps) {
  return (
    <ImageWithInitials
      block="wp-wallet-image"
      className={className}
      src={src}
      initials={initialsOf(name)}
      fallbackIcon={<Icon name="wallet" size={Math.round(size * 0.5)} />}
      size={size}
      fontSize={Math.round(size * 0.36)}
      artwork={artworkKeys === undefined ? undefined : { set: walletArtworkSet, keys: artworkKeys }}
    />
  );
}
