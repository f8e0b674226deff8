'use client';
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
}

/**
 * A wallet's logo in a rounded tile. While the image loads the tile stays empty (no flash of initials);
 * a missing, refused, broken or slow (> 2 s) image shows the wallet's initials instead. Decorative: the
 * wallet's name is always written next to it.
 */
export function WalletImage({ src, name, size = 40, className }: WalletImageProps) {
  return (
    <ImageWithInitials
      block="wp-wallet-image"
      className={className}
      src={src}
      initials={initialsOf(name)}
      fallbackIcon={<Icon name="wallet" size={Math.round(size * 0.5)} />}
      size={size}
      fontSize={Math.round(size * 0.36)}
    />
  );
}
