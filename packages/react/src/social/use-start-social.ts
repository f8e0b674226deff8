'use client';
import type { EmbeddedWallet, StoredSocialProvider } from '@walletport/core/internal';
import { useCallback } from 'react';
import { useAppKitInstance } from '../context.js';
import { EMBEDDED_NAMESPACE, embeddedChainId } from '../embedded/finish-login.js';
import { followSocialWindow, startSocialAttempt } from './social-attempt.js';

/**
 * What a provider button does, synchronously inside its click: Farcaster opens its own view; any other
 * provider starts the login (the popup opens now, while the click still allows it) and shows the
 * waiting view, which picks the running login up.
 */
export function useStartSocial(wallet: EmbeddedWallet): (provider: StoredSocialProvider) => void {
  const instance = useAppKitInstance();
  return useCallback(
    (provider) => {
      const { router } = instance.services;
      if (provider === 'farcaster') {
        router.push({ name: 'ConnectingFarcaster' });
        return;
      }
      const attempt = startSocialAttempt(wallet, provider, embeddedChainId(instance), instance.platform);
      followSocialWindow(instance.stores.accounts, EMBEDDED_NAMESPACE, attempt);
      router.push({ name: 'ConnectingSocial', params: { provider } });
    },
    [instance, wallet],
  );
}
