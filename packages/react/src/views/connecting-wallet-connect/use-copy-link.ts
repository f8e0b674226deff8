'use client';
import { useCallback } from 'react';
import { useAppKitInstance } from '../../context.js';
import type { MessageKey } from '../../i18n/index.js';

/**
 * Copies the pairing link and says so in the modal's alert bar (success, or why not: the Clipboard API is
 * missing on insecure origins and may be refused by the browser). The alert holds the catalogue key, not
 * the words: the alert bar words it (i18n/text.ts).
 */
export function useCopyLink(): (text: string) => Promise<void> {
  const { alerts } = useAppKitInstance().stores;
  return useCallback(
    async (text: string) => {
      try {
        const clipboard = globalThis.navigator?.clipboard;
        if (clipboard === undefined) throw new Error('Clipboard API unavailable');
        await clipboard.writeText(text);
        alerts.showAlert({
          message: { code: 'walletConnect.copied' satisfies MessageKey },
          variant: 'success',
        });
      } catch {
        alerts.showAlert({
          message: { code: 'walletConnect.copyFailed' satisfies MessageKey },
          variant: 'error',
          autoDismissMs: 5_000,
        });
      }
    },
    [alerts],
  );
}
