'use client';
import { useState } from 'react';
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
 * A network's picture; without one its initials (as the modal's NetworkImage), a globe when there is no
 * network, a warning sign for an unsupported one. Decorative.
 */
export function ButtonNetworkImage({
  src,
  name,
  warning,
}: {
  src: string | undefined;
  name: string | undefined;
  warning: boolean;
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const safe = warning ? undefined : safeImageSrc(src);
  if (safe !== undefined && failed !== safe) {
    return (
      <img className="wp-btn-image" src={safe} alt="" aria-hidden="true" onError={() => setFailed(safe)} />
    );
  }
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
