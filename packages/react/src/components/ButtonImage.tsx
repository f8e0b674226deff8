'use client';
import { useEffect, useState } from 'react';
import { avatarGradient } from '../ui/avatar-gradient.js';
import { initialsOf } from '../ui/initials.js';
import { safeImageSrc } from '../ui/safe-image-src.js';

// The buttons import only these three pure helpers from ui/ (not its barrel), so the avatar looks the same
// as in the modal while the components stay out of the modal's chunk.

/** An account picture: the profile image when it loads, else the address's gradient. Decorative. */
export function ButtonAvatar({ address, src }: { address: string; src?: string | null | undefined }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const safe = safeImageSrc(src);
  if (safe !== undefined && failed !== safe) {
    return (
      <img className="wp-btn-avatar" src={safe} alt="" aria-hidden="true" onError={() => setFailed(safe)} />
    );
  }
  return (
    <span className="wp-btn-avatar" aria-hidden="true" style={{ background: avatarGradient(address) }} />
  );
}

/**
 * The network's bundled mark (@walletport/core/artwork), loaded with import() so the artwork is a chunk
 * of its own outside the page's first bundle: undefined while loading (the circle stays empty, so initials
 * never flash before the logo), null when there is none or the chunk fails (the initials show).
 */
function useNetworkArtwork(imageId: string | undefined): string | null | undefined {
  const [art, setArt] = useState<{ id: string; src: string | null }>();
  useEffect(() => {
    // An answer for an earlier id is ignored below, so a late one needs no cancelling.
    if (imageId)
      import('@walletport/core/artwork/networks').then(
        (module) => setArt({ id: imageId, src: safeImageSrc(module.networkArtwork(imageId)) ?? null }),
        () => setArt({ id: imageId, src: null }),
      );
  }, [imageId]);
  return art !== undefined && art.id === imageId ? art.src : undefined;
}

/**
 * A network's picture: its image, else its bundled artwork (by `imageId`, as the modal's NetworkImage),
 * else its initials; a globe when there is no network, a warning sign for an unsupported one. Decorative.
 */
export function ButtonNetworkImage({
  src,
  imageId,
  name,
  warning,
}: {
  src: string | undefined;
  imageId?: string | undefined;
  name: string | undefined;
  warning: boolean;
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const safe = safeImageSrc(src);
  const own = safe !== undefined && failed !== safe ? safe : undefined;
  const art = useNetworkArtwork(own || warning ? undefined : imageId);
  const image = own ?? (art && failed !== art ? art : undefined);
  if (image) {
    return (
      <img className="wp-btn-image" src={image} alt="" aria-hidden="true" onError={() => setFailed(image)} />
    );
  }
  // The artwork is loading (a server renders this too; the browser's own render loads it).
  if (art === undefined && imageId && !warning) {
    return <span className="wp-btn-image wp-btn-image-fallback" aria-hidden="true" />;
  }
  return networkFallback(name, warning);
}

/** The initials, or a globe (no network) or a warning sign (an unsupported one). */
function networkFallback(name: string | undefined, warning: boolean) {
  const initials = warning || name === undefined ? '' : initialsOf(name);
  if (initials) {
    // Drawn by CSS from the attribute, not as a text node: as text the monogram would join the button's
    // visible label ('WD Walletport Devnet') and no longer match its accessible name.
    return (
      <span
        className="wp-btn-image wp-btn-image-fallback wp-btn-initials"
        data-initials={initials}
        aria-hidden="true"
      />
    );
  }
  return (
    <span className="wp-btn-image wp-btn-image-fallback" aria-hidden="true">
      <svg
        aria-hidden="true"
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {warning ? (
          <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        ) : (
          <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.5 3.6 5.5 3.6 9s-1.1 6.5-3.6 9c-2.5-2.5-3.6-5.5-3.6-9S9.5 5.5 12 3Z" />
        )}
      </svg>
    </span>
  );
}
