'use client';
import { avatarGradient } from './avatar-gradient.js';
import { cx } from './class-names.js';
import { safeImageSrc } from './safe-image-src.js';
import { useImageStatus } from './use-image-status.js';

export interface AvatarProps {
  address: string;
  /** An avatar image (ENS/name service). Untrusted, checked like WalletImage. */
  src?: string | undefined;
  /** px, default 32. */
  size?: number;
  className?: string;
}

/** An account's picture: its image when it loads, else a gradient derived from the address. Decorative. */
export function Avatar({ address, src, size = 32, className }: AvatarProps) {
  const safeSrc = safeImageSrc(src);
  const status = useImageStatus(safeSrc);
  return (
    <span
      className={cx('wp-avatar', className)}
      style={{ width: size, height: size, background: avatarGradient(address) }}
      aria-hidden="true"
    >
      {status === 'loaded' && safeSrc ? (
        <img src={safeSrc} alt="" width={size} height={size} draggable={false} referrerPolicy="no-referrer" />
      ) : null}
    </span>
  );
}
