'use client';
import type { OnrampFlow, OnrampFlowState } from '@walletport/core/onramp';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppKitInstance } from '../../context.js';

export type OnrampFlowLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly flow: OnrampFlow }
  /** The app turned Buy off, the server is not configured, or the active account cannot buy. */
  | { readonly status: 'unavailable' }
  /** The flow's code did not download. */
  | { readonly status: 'failed'; retry(): void };

/**
 * The instance's buy flow for the OnRamp views: already there when a view before loaded it, else loaded
 * now (its own chunk). The views share one flow, so the form survives the currency and token lists.
 */
export function useOnrampFlow(): OnrampFlowLoad {
  const onramp = useAppKitInstance().services.features.onramp;
  const [flow, setFlow] = useState<OnrampFlow | undefined>(() => onramp?.loaded());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (onramp === undefined || flow !== undefined || !onramp.isSupported()) return;
    let current = true;
    void attempt;
    onramp.load().then(
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
  }, [onramp, flow, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  if (onramp === undefined || !onramp.isSupported()) return { status: 'unavailable' };
  if (flow !== undefined) return { status: 'ready', flow };
  return failed ? { status: 'failed', retry } : { status: 'loading' };
}

export function useOnrampState(flow: OnrampFlow): OnrampFlowState {
  return useSyncExternalStore(flow.store.subscribe, flow.store.getState, flow.store.getState);
}
