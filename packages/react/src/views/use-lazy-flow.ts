'use client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** A feature's flow service as core installs it: the flow's code loads on demand, once per instance. */
export interface LazyFlowService<Flow> {
  /** The flow when a view before already loaded it. */
  loaded(): Flow | undefined;
  load(): Promise<Flow>;
  /** Whether the feature is on and the active account can use it. */
  isSupported(): boolean;
}

export type LazyFlowLoad<Flow> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly flow: Flow }
  /** The feature is off, or the active account cannot use it. */
  | { readonly status: 'unavailable' }
  /** The flow's code did not download. */
  | { readonly status: 'failed'; retry(): void };

/**
 * The instance's flow for a feature's views: already there when a view before loaded it, else loaded now
 * (its own chunk). A feature's views share one flow, so a form survives going to a list and back.
 */
export function useLazyFlow<Flow>(service: LazyFlowService<Flow> | undefined): LazyFlowLoad<Flow> {
  const [flow, setFlow] = useState<Flow | undefined>(() => service?.loaded());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (service === undefined || flow !== undefined || !service.isSupported()) return;
    let current = true;
    void attempt;
    service.load().then(
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
  }, [service, flow, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  if (service === undefined || !service.isSupported()) return { status: 'unavailable' };
  if (flow !== undefined) return { status: 'ready', flow };
  return failed ? { status: 'failed', retry } : { status: 'loading' };
}

/** A flow's state, re-rendering on every change (the views are small; the state is one object). */
export function useFlowState<State>(flow: {
  readonly store: { subscribe(listener: () => void): () => void; getState(): State };
}): State {
  return useSyncExternalStore(flow.store.subscribe, flow.store.getState, flow.store.getState);
}
