'use client';
import type { ReactElement } from 'react';
import { cx } from './class-names.js';
import { safeImageSrc } from './safe-image-src.js';
import { useImageStatus } from './use-image-status.js';

export interface ImageWithInitialsProps {
  /** BEM block: the frame gets it, the monogram gets `${block}__initials`. */
  block: string;
  /** Untrusted; refused unless safe (safe-image-src.ts). */
  src: string | undefined;
  /** What stands for the picture when it cannot be shown; "" draws `fallbackIcon` instead. */
  initials: string;
  fallbackIcon: ReactElement;
  /** px. */
  size: number;
  /** px, for the monogram. */
  fontSize: number;
  className?: string | undefined;
}

/**
 * The image-or-monogram frame that WalletImage and NetworkImage share. While the image loads the frame
 * stays empty (no flash of initials); a missing, refused, broken or slow image shows the initials (or the
 * icon when there are none). Decorative: the name is always written next to it.
 */
export function ImageWithInitials({
  block,
  src,
  initials,
  fallbackIcon,
  size,
  fontSize,
  className,
}: ImageWithInitialsProps) {
  const safeSrc = safeImageSrc(src);
  const status = useImageStatus(safeSrc);
  return (
    <span
      className={cx(block, className)}
      style={{ width: size, height: size, fontSize }}
      data-status={status}
      aria-hidden="true"
    >
      {status === 'loaded' && safeSrc ? (
        <img src={safeSrc} alt="" width={size} height={size} draggable={false} referrerPolicy="no-referrer" />
      ) : status === 'failed' ? (
        initials ? (
          // Drawn by CSS from the attribute (not a text node): a monogram is a picture, and as text it would
          // join the visible label of the row around it (a mismatch with the row's accessible name).
          <span className={`${block}__initials`} data-initials={initials} />
        ) : (
          fallbackIcon
        )
      ) : null}
    </span>
  );
}
