'use client';
import { cx } from './class-names.js';
import { Icon } from './Icon.js';
import { initialsOf } from './initials.js';
import { safeImageSrc } from './safe-image-src.js';
import { useImageStatus } from './use-image-status.js';

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
  const safeSrc = safeImageSrc(src);
  const status = useImageStatus(safeSrc);
  const initials = initialsOf(name);
  return (
    <span
      className={cx('wp-wallet-image', className)}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
      data-status={status}
      aria-hidden="true"
    >
      {status === 'loaded' && safeSrc ? (
        <img src={safeSrc} alt="" width={size} height={size} draggable={false} referrerPolicy="no-referrer" />
      ) : status === 'failed' ? (
        initials ? (
          // Drawn by CSS from the attribute (not a text node): a monogram is a picture, and as text it would
          // join the visible label of the row around it (a mismatch with the row's accessible name).
          <span className="wp-wallet-image__initials" data-initials={initials} />
        ) : (
          <Icon name="wallet" size={Math.round(size * 0.5)} />
        )
      ) : null}
    </span>
  );
}
