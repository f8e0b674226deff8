'use client';
import type { EmbeddedWallet, FrameUser } from '@walletport/core/internal';
import { useCallback, useEffect, useRef } from 'react';
import { useAppKitInstance } from '../context.js';
import { embeddedChainId, finishEmbeddedLogin } from './finish-login.js';

/** The instance's embedded wallet (email login), or undefined when the app has none. */
export function useEmbeddedWallet(): EmbeddedWallet | undefined {
  return useAppKitInstance().services.features.embeddedWallet;
}

/** A ref that says whether the component is still mounted (set again by a development remount). */
export function useMountedRef(): { readonly current: boolean } {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/**
 * Ends a login the way every connect ends: record it, connect the embedded connector, close the modal
 * (unless the visitor has left the view meanwhile). Rejects when connecting fails; the view shows why.
 */
export function useFinishLogin(): (wallet: EmbeddedWallet, user: FrameUser) => Promise<void> {
  const instance = useAppKitInstance();
  const mounted = useMountedRef();
  return useCallback(
    async (wallet, user) => {
      await finishEmbeddedLogin(instance, wallet, user);
      if (mounted.current) instance.close();
    },
    [instance, mounted],
  );
}

/** The chain id the frame should work on now (read when called, not when rendered). */
export function useEmbeddedChainId(): () => number {
  const instance = useAppKitInstance();
  return useCallback(() => embeddedChainId(instance), [instance]);
}
