'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';

/**
 * The Disconnect button of Account and UnsupportedChain: disconnects every chain, then closes the modal.
 * A failure ('Failed to disconnect', spec §4) goes to the alert bar and leaves the modal open, since the
 * wallet may well still be connected.
 */
export function useDisconnectAction(): { disconnecting: boolean; disconnect(): Promise<void> } {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const [disconnecting, setDisconnecting] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const disconnect = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setDisconnecting(true);
    try {
      await instance.disconnect();
      instance.close();
    } catch {
      instance.stores.alerts.showAlert({ message: t('account.disconnectFailed'), variant: 'error' });
    } finally {
      busy.current = false;
      if (mounted.current) setDisconnecting(false);
    }
  }, [instance, t]);

  return { disconnecting, disconnect };
}
