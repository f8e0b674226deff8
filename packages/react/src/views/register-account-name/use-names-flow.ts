'use client';
import type { RegisterNameFlow, RegisterNameState } from '@walletport/core/names';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppKitInstance } from '../../context.js';

export type NamesFlowLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly flow: RegisterNameFlow }
  /** No Walletport server, or the active account is not an eip155 one. */
  | { readonly status: 'unavailable' }
  /** The flow's code did not download. */
  | { readonly status: 'failed'; retry(): void };

/**
 * The instance's registration flow for the RegisterAccountName views: already there when a view before
 * loaded it, else loaded now (its own chunk). Both views share it: the success view reads the name.
 */
export function useNamesFlow(): NamesFlowLoad {
  const names = useAppKitInstance().services.features.names;
  const [flow, setFlow] = useState<RegisterNameFlow | undefined>(() => names?.loaded());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (names === undefined || flow !== undefined) return;
    let current = true;
    void attempt;
    names.load().then(
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
  }, [names, flow, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  if (names === undefined || !names.isSupported()) return { status: 'unavailable' };
  if (flow !== undefined) return { status: 'ready', flow };
  return failed ? { status: 'failed', retry } : { status: 'loading' };
}

/** The flow's state, re-rendering on every change. */
export function useNamesState(flow: RegisterNameFlow): RegisterNameState {
  return useSyncExternalStore(flow.store.subscribe, flow.store.getState, flow.store.getState);
}
