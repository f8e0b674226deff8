'use client';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far before the end of the list the next page starts loading. */
export const LOAD_AHEAD_PX = 240;

/**
 * Calls `onNear` whenever the element at the end of a list comes within LOAD_AHEAD_PX of the visible part
 * of `root` (the box the list scrolls in; the viewport when null), while `enabled`. Returns the ref for
 * that element, and whether IntersectionObserver exists here: without it, the list shows a "Load more"
 * button instead.
 */
export function useEndSentinel(
  root: { readonly current: HTMLElement | null },
  enabled: boolean,
  onNear: () => void,
): { ref: RefObject<HTMLDivElement | null>; observed: boolean } {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  const [observed] = useState(() => typeof IntersectionObserver !== 'undefined');
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !observed || target === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { root: root.current, rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, enabled, observed]);
  return { ref, observed };
}
