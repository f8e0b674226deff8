'use client';
import {
  type EmbeddedWallet,
  offeredSocialProviders,
  type StoredSocialProvider,
} from '@walletport/core/internal';
import { useEffect, useMemo, useState } from 'react';
import { useAppKitInstance } from '../context.js';
import { useViewLoader } from '../views/view-loader.js';

/**
 * The social providers the Connect view offers: the app's `features.socials`, in its order, that the
 * Walletport server offers too (GET /embedded/v1/social/providers). Empty until the server answered, and
 * when it cannot be asked: a button that could only fail is never shown. Farcaster has a view of its own
 * and is offered only where the modal has it.
 */
export function useSocialProviders(wallet: EmbeddedWallet | undefined): readonly StoredSocialProvider[] {
  const { options } = useAppKitInstance();
  const { hasView } = useViewLoader();
  const [served, setServed] = useState<readonly string[]>([]);
  useEffect(() => {
    if (wallet === undefined || options.features.socials === false) return;
    let live = true;
    wallet.socialProviders().then(
      (list) => {
        if (live) setServed(list);
      },
      () => {
        // Unreachable server: no social buttons; email and wallets still work.
      },
    );
    return () => {
      live = false;
    };
  }, [wallet, options.features.socials]);
  const socials = options.features.socials;
  return useMemo(
    () =>
      offeredSocialProviders(socials, served).filter(
        (provider) => provider !== 'farcaster' || hasView('ConnectingFarcaster'),
      ),
    [socials, served, hasView],
  );
}
