/**
 * The social providers' marks, drawn here as simple shapes in each brand's colours (no images to load,
 * nothing fetched from the providers). Decorative: the button around a mark carries its name.
 */
import type { StoredSocialProvider } from '@walletport/core/internal';
import type { ReactElement } from 'react';

export interface SocialIconProps {
  provider: StoredSocialProvider;
  /** Rendered size in px (drawn on a 24 px grid). Default 20. */
  size?: number;
}

const MARKS: Readonly<Record<StoredSocialProvider, () => ReactElement>> = {
  google: () => (
    <g fill="none" strokeWidth={4}>
      <path d="M20 12a8 8 0 0 1-14.2 5.1" stroke="#34A853" />
      <path d="M5.8 17.1A8 8 0 0 1 5.8 6.9" stroke="#FBBC05" />
      <path d="M5.8 6.9A8 8 0 0 1 17.7 6.3" stroke="#EA4335" />
      <path d="M12 12h8" stroke="#4285F4" />
      <path d="M20 12a8 8 0 0 1-2.4 5.7" stroke="#4285F4" />
    </g>
  ),
  x: () => (
    <g fill="currentColor">
      <path d="M4 4h4.6l11.4 16h-4.6z" />
      <path d="M18.2 4h2L13.4 11.8l-1.1-1.5z M5.6 20h-2l6.9-7.9 1.1 1.5z" />
    </g>
  ),
  discord: () => (
    <g>
      <path
        d="M6.5 5.5c1.7-.8 3.4-1.2 5.5-1.2s3.8.4 5.5 1.2c1.9 2.7 2.9 5.9 2.8 9.6-1.6 1.3-3.3 2.1-5 2.6l-1.1-1.7c-1.4.3-3 .3-4.4 0l-1.1 1.7c-1.7-.5-3.4-1.3-5-2.6-.1-3.7.9-6.9 2.8-9.6z"
        fill="#5865F2"
      />
      <ellipse cx="9.2" cy="11.8" rx="1.5" ry="1.7" fill="#fff" />
      <ellipse cx="14.8" cy="11.8" rx="1.5" ry="1.7" fill="#fff" />
    </g>
  ),
  farcaster: () => (
    <g>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#855DCD" />
      <path d="M7 7h10v10h-2.2v-4a2.8 2.8 0 0 0-5.6 0v4H7z" fill="#fff" />
    </g>
  ),
  github: () => (
    <g fill="currentColor">
      <path d="M12 2.5a9.5 9.5 0 0 0-3 18.5c.5.1.6-.2.6-.5v-1.8c-2.6.6-3.2-1.2-3.2-1.2-.4-1.1-1-1.4-1-1.4-.9-.6 0-.6 0-.6.9.1 1.5 1 1.5 1 .9 1.5 2.3 1 2.8.8.1-.6.3-1 .6-1.3-2.1-.2-4.3-1-4.3-4.7 0-1 .4-1.9 1-2.6-.1-.2-.4-1.2.1-2.5 0 0 .8-.3 2.6 1a9 9 0 0 1 4.7 0c1.8-1.3 2.6-1 2.6-1 .5 1.3.2 2.3.1 2.5.6.7 1 1.6 1 2.6 0 3.7-2.2 4.5-4.3 4.7.3.3.6.9.6 1.8v2.7c0 .3.2.6.7.5A9.5 9.5 0 0 0 12 2.5z" />
    </g>
  ),
  apple: () => (
    <g fill="currentColor">
      <path d="M16.4 12.6c0-2.2 1.8-3.2 1.9-3.3-1-1.5-2.6-1.7-3.2-1.7-1.4-.1-2.6.8-3.3.8-.7 0-1.7-.8-2.9-.8-1.5 0-2.8.9-3.6 2.2-1.5 2.7-.4 6.6 1.1 8.7.7 1 1.5 2.2 2.6 2.2 1 0 1.4-.7 2.7-.7 1.2 0 1.6.7 2.7.7s1.8-1 2.5-2c.8-1.1 1.1-2.2 1.1-2.3 0 0-2.1-.8-2.1-3.2z" />
      <path d="M14.4 5.9c.6-.7 1-1.7.9-2.7-.9 0-1.9.6-2.5 1.3-.5.6-1 1.6-.9 2.6 1 .1 1.9-.5 2.5-1.2z" />
    </g>
  ),
  facebook: () => (
    <g>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path
        d="M13.2 22v-7.3h2.4l.4-2.8h-2.8v-1.8c0-.8.3-1.4 1.4-1.4h1.5V6.2c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.7v2.1H7.9v2.8h2.4V22z"
        fill="#fff"
      />
    </g>
  ),
};

export function SocialIcon({ provider, size = 20 }: SocialIconProps) {
  const Mark = MARKS[provider];
  return (
    <svg
      className="wp-social-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      strokeLinecap="butt"
      aria-hidden="true"
      focusable="false"
      data-social={provider}
    >
      <Mark />
    </svg>
  );
}
