'use client';
import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The laid-out width of an element (clientWidth: its box, not scaled by the card's entrance transform),
 * followed with a ResizeObserver; undefined until it has one (not laid out, or no layout engine). Measured
 * in a layout effect, so a layout that depends on it is chosen before the first paint.
 */
export function useInlineSize(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const read = () => setWidth(element.clientWidth > 0 ? element.clientWidth : undefined);
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
