import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'error';

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

/** A small label next to a title ("Installed", "Recent", "Testnet"). */
export function Badge({ tone, children }: BadgeProps) {
  return <span className={`wp-badge wp-badge--${tone}`}>{children}</span>;
}
