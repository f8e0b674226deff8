'use client';
import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'closing' | 'closed';

/**
 * Keeps the modal in the tree for `exitMs` after `open` turns false, so its closing animation can play.
 * Re-opening during that time cancels the close.
 */
export function usePresence(open: boolean, exitMs: number): PresenceState {
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // Derived during render (not in an effect) so the closing frame is the very next render after close.
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open && exitMs > 0);
  }

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosing(false), exitMs);
    return () => clearTimeout(timer);
  }, [closing, exitMs]);

  if (open) return 'open';
  return closing ? 'closing' : 'closed';
}
