'use client';
import type { CaipNetwork } from '@walletport/core';
import { cx } from './class-names.js';
import { Icon } from './Icon.js';
import { initialsOf } from './initials.js';
import { safeImageSrc } from './safe-image-src.js';
import { useImageStatus } from './use-image-status.js';

export interface NetworkImageProps {
  /** Undefined draws the unknown-network globe. */
  network: Pick<CaipNetwork, 'name' | 'assets'> | undefined;
  /** Overrides the network's own image (the app's `chainImages`). Untrusted, checked like WalletImage. */
  src?: string | undefined;
  /** px, default 24. */
  size?: number;
  className?: string;
}

/** A network's logo in a circle; falls back to its initials (or a globe when unknown). Decorative. */
export function NetworkImage({ network, src, size = 24, className }: NetworkImageProps) {
  const safeSrc = safeImageSrc(src ?? network?.assets?.imageUrl);
  const status = useImageStatus(safeSrc);
  const initials = network ? initialsOf(network.name) : '';
  return (
    <span
      className={cx('wp-network-image', className)}
      style={{ width: size, height: size, fontSize: Math.max(8, Math.round(size * 0.38)) }}
      data-status={status}
      aria-hidden="true"
    >
      {status === 'loaded' && safeSrc ? (
        <img src={safeSrc} alt="" width={size} height={size} draggable={false} referrerPolicy="no-referrer" />
      ) : status === 'failed' ? (
        initials ? (
          // Drawn by CSS from the attribute (not a text node): a monogram is a picture, and as text it would
          // join the visible label of the row around it (a mismatch with the row's accessible name).
          <span className="wp-network-image__initials" data-initials={initials} />
        ) : (
          <Icon name="globe" size={Math.round(size * 0.7)} />
        )
      ) : null}
    </span>
  );
}
