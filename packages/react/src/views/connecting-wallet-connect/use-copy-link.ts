'use client';
import { useCallback } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';

/**
 * Copies the pairing link and says so in the modal's alert bar (success, or why not: the Clipboard API is
 * missing on insecure origins and may be refused by the browser).
 */
export function useCopyLink(): (text: string) => Promise<void> {
  const { alerts } = useAppKitInstance().stores;
  const t = useTranslate();
  return useCallback(
    async (text: string) => {
      try {
        const clipboard = globalThis.navigator?.clipboard;
        if (clipboard === undefined) throw new Error('Clipboard API unavailable');
        await clipboard.writeText(text);
        alerts.showAlert({ message: t('walletConnect.copied'), variant: 'success' });
      } catch {
        alerts.showAlert({ message: t('walletConnect.copyFailed'), variant: 'error', autoDismissMs: 5_000 });
      }
    },
    [alerts, t],
  );
}
