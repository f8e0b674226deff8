'use client';
import type { ReactElement } from 'react';
import { type ArtworkKeys, type ArtworkSet, useArtwork } from './artwork.js';
import { cx } from './class-names.js';
import { safeImageSrc } from './safe-image-src.js';
import { type ImageStatus, useImageStatus } from './use-image-status.js';

/** Stands in when a tile has no artwork to look up (hooks cannot be skipped). */
const NO_ARTWORK: ArtworkSet = {
  peek: () => null,
  subscribe: () => () => {},
  load: () => {},
};

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
  /**
   * Bundled artwork (artwork.ts) for when `src` is missing, refused or broken: the set to look in and the
   * keys to look up. It comes after the tile's own image and before the initials.
   */
  artwork?: { set: ArtworkSet; keys: ArtworkKeys } | undefined;
}

/**
 * The image-or-monogram frame that WalletImage and NetworkImage share: the tile's own image, else the
 * bundled artwork, else the initials (or the icon when there are none). While an image or the artwork
 * loads the frame stays empty (no flash of initials); a missing, refused, broken or slow image falls
 * through to the next. Decorative: the name is always written next to it.
 */
export function ImageWithInitials({
  block,
  src,
  initials,
  fallbackIcon,
  size,
  fontSize,
  className,
  artwork,
}: ImageWithInitialsProps) {
  const safeSrc = safeImageSrc(src);
  const ownStatus = useImageStatus(safeSrc);
  const ownShown = safeSrc !== undefined && ownStatus !== 'failed';
  const found = useArtwork(artwork?.set ?? NO_ARTWORK, artwork?.keys, artwork !== undefined && !ownShown);
  // Our own module's data: URI, still checked like any source.
  const artworkSrc = found.status === 'found' ? safeImageSrc(found.src) : undefined;
  const artworkStatus = useImageStatus(artworkSrc);
  let shownSrc: string | undefined;
  let status: ImageStatus;
  if (ownShown) {
    shownSrc = safeSrc;
    status = ownStatus;
  } else if (found.status === 'loading') {
    status = 'loading';
  } else {
    shownSrc = artworkSrc;
    status = artworkStatus;
  }
  return (
    <span
      className={cx(block, className)}
      style={{ width: size, height: size, fontSize }}
      data-status={status}
      aria-hidden="true"
    >
      {status === 'loaded' && shownSrc ? (
        <img
          src={shownSrc}
          alt=""
          width={size}
          height={size}
          draggable={false}
          referrerPolicy="no-referrer"
        />
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
