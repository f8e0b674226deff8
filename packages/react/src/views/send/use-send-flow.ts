'use client';
import type { SendFlow, SendFlowState } from '@walletport/core/send';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppKitInstance } from '../../context.js';

export type SendFlowLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly flow: SendFlow }
  /** The app turned Send off, or the active account cannot send. */
  | { readonly status: 'unavailable' }
  /** The flow's code did not download. */
  | { readonly status: 'failed'; retry(): void };

/**
 * The instance's send flow for the Send views: already there when a view before loaded it, else loaded
 * now (its own chunk). The views share one flow, so the form survives going to the token list and back.
 */
export function useSendFlow(): SendFlowLoad {
  const send = useAppKitInstance().services.features.send;
  const [flow, setFlow] = useState<SendFlow | undefined>(() => send?.loaded());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (send === undefined || flow !== undefined) return;
    let current = true;
    void attempt;
    send.load().then(
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
  }, [send, flow, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  if (send === undefined || !send.isSupported()) return { status: 'unavailable' };
  if (flow !== undefined) return { status: 'ready', flow };
  return failed ? { status: 'failed', retry } : { status: 'loading' };
}

/** The flow's state, re-rendering on every change (the views are small; the state is one object). */
export function useSendState(flow: SendFlow): SendFlowState {
  return useSyncExternalStore(flow.store.subscribe, flow.store.getState, flow.store.getState);
}
