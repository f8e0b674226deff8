'use client';
import { useEffect, useState } from 'react';

/** Image preload timeout: 2 s. An image slower than that is shown as its fallback. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000;

export type ImageStatus = 'loading' | 'loaded' | 'failed';

/**
 * Preloads `src` and says when it can be shown. No src → 'failed' at once. The image must arrive within
 * IMAGE_PRELOAD_TIMEOUT_MS, else the fallback stays (a late image would make the row jump).
 */
export function useImageStatus(src: string | undefined, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS): ImageStatus {
  const [state, setState] = useState<{ src: string | undefined; status: ImageStatus }>({
    src,
    status: src ? 'loading' : 'failed',
  });

  useEffect(() => {
    if (!src) {
      setState({ src, status: 'failed' });
      return;
    }
    setState({ src, status: 'loading' });
    let settled = false;
    const settle = (status: ImageStatus) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      setState({ src, status });
    };
    const image = new Image();
    const timer = setTimeout(() => settle('failed'), timeoutMs);
    image.onload = () => settle('loaded');
    image.onerror = () => settle('failed');
    image.src = src;
    return () => {
      settled = true;
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
    };
  }, [src, timeoutMs]);

  // A src change is 'loading' from the first render with it, not one render later.
  if (state.src !== src) return src ? 'loading' : 'failed';
  return state.status;
}
