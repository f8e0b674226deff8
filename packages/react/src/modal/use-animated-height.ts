'use client';
import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The height of `contentRef`'s element, kept current with a ResizeObserver, to give its scroll container
 * an explicit height a CSS transition can animate (heights to/from `auto` do not transition).
 * Undefined (→ height: auto) when disabled (reduced motion), before the first measurement, and where
 * ResizeObserver does not exist.
 */
export function useAnimatedHeight(
  contentRef: RefObject<HTMLElement | null>,
  enabled: boolean,
): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);

  useLayoutEffect(() => {
    const element = contentRef.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') {
      setHeight(undefined);
      return;
    }
    // offsetHeight is the layout height: getBoundingClientRect would include the card's entrance scale
    // transform, and the observer would not fire again when the transform ends.
    const measure = () => setHeight(element.offsetHeight || undefined);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [contentRef, enabled]);

  return enabled ? height : undefined;
}
