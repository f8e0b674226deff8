'use client';
import type { SiwxService } from '@walletport/core/internal';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SignInActions {
  /** Cancel is running (a required sign-in disconnects first). */
  cancelling: boolean;
  signIn(): void;
  cancel(): void;
}

/**
 * The view's two buttons over core's SIWX service. The outcome of a sign-in is read from the store
 * (requestSignIn resolves on failure too); it rejects only when no account is connected any more, which
 * the store already shows as the pair going away, so that rejection is swallowed here.
 */
export function useSignInActions(service: SiwxService | undefined, close: () => void): SignInActions {
  const [cancelling, setCancelling] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const signIn = useCallback(() => {
    service?.requestSignIn().catch(() => {});
  }, [service]);

  const cancel = useCallback(() => {
    // Opened by hand without SIWX configured: nothing to cancel but the modal itself.
    if (service === undefined) return close();
    if (cancelling) return;
    setCancelling(true);
    void service.cancel().finally(() => {
      if (mounted.current) setCancelling(false);
    });
  }, [service, cancelling, close]);

  return { cancelling, signIn, cancel };
}
