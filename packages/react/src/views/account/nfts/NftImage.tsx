'use client';
import { useState } from 'react';
import { safeImageSrc, useViewStyles } from '../../../ui/index.js';
import { AccountIcon } from '../feature-icons.js';
import { NFT_PICTURE_CSS } from './styles.js';

/**
 * An NFT's picture, loaded lazily as the grid scrolls; a neutral placeholder when there is none, the
 * source is not allowed (safe-image-src.ts) or it fails to load. Decorative: the name is written below.
 */
export function NftImage({ src }: { src: string | null | undefined }) {
  useViewStyles(NFT_PICTURE_CSS);
  const safe = safeImageSrc(src ?? undefined);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const showImage = safe !== undefined && failed !== safe;
  return (
    <span className="wp-nft__picture" data-status={showImage ? 'image' : 'placeholder'} aria-hidden="true">
      {showImage ? (
        <img
          src={safe}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          referrerPolicy="no-referrer"
          onError={() => setFailed(safe)}
        />
      ) : (
        <AccountIcon name="picture" size={28} />
      )}
    </span>
  );
}
