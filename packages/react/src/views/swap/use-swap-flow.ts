'use client';
import type { SwapFlow, SwapFlowState } from '@walletport/core/swap';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppKitInstance } from '../../context.js';

export type SwapFlowLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly flow: SwapFlow }
  /** The app turned swaps off, or the active account cannot swap. */
  | { readonly status: 'unavailable' }
  /** The flow's code did not download. */
  | { readonly status: 'failed'; retry(): void };

/**
 * The instance's swap flow for the Swap views: already there when a view before loaded it, else loaded
 * now (its own chunk). The views share one flow, so the form survives the token list and the review.
 */
export function useSwapFlow(): SwapFlowLoad {
  const swaps = useAppKitInstance().services.features.swaps;
  const [flow, setFlow] = useState<SwapFlow | undefined>(() => swaps?.loaded());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (swaps === undefined || flow !== undefined) return;
    let current = true;
    void attempt;
    swaps.load().then(
      (loaded) => {
        if (current) setFlow(loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [swaps, flow, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  if (swaps === undefined || !swaps.isSupported()) return { status: 'unavailable' };
  if (flow !== undefined) return { status: 'ready', flow };
  return failed ? { status: 'failed', retry } : { status: 'loading' };
}

/** The flow's state, re-rendering on every change. */
export function useSwapState(flow: SwapFlow): SwapFlowState {
  return useSyncExternalStore(flow.store.subscribe, flow.store.getState, flow.store.getState);
}
