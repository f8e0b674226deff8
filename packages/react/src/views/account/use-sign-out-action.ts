'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';

/**
 * Sign out of the SIWX session (services.siwx.signOut). When sign-in is required core disconnects the
 * wallet too, so the modal closes as after Disconnect; otherwise Account stays, now offering Sign in.
 * A failure goes to the alert bar: the session may well still be live.
 */
export function useSignOutAction(): { signingOut: boolean; signOut(): Promise<void> } {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const [signingOut, setSigningOut] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const signOut = useCallback(async () => {
    const service = instance.services.siwx;
    if (service === undefined || busy.current) return;
    busy.current = true;
    setSigningOut(true);
    try {
      const required = service.isRequired();
      await service.signOut();
      if (required) instance.close();
    } catch {
      instance.stores.alerts.showAlert({ message: t('siwx.signOutFailed'), variant: 'error' });
    } finally {
      busy.current = false;
      if (mounted.current) setSigningOut(false);
    }
  }, [instance, t]);

  return { signingOut, signOut };
}
