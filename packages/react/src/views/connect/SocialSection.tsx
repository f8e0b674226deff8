'use client';
import type { EmbeddedWallet, StoredSocialProvider } from '@walletport/core/internal';
import { useCallback, useEffect } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';
import { SocialButtons } from '../../social/SocialButtons.js';
import { SOCIAL_CSS } from '../../social/styles.js';
import { useStartSocial } from '../../social/use-start-social.js';
import { useViewStyles } from '../../ui/index.js';
import { useViewLoader } from '../view-loader.js';

/**
 * Social login in the Connect view: the providers the app asks for and the server offers, in the app's
 * order (first wide, then icons, then "more"); the Connect view passes them once the server said which
 * it offers.
 */
export function SocialSection({
  wallet,
  providers,
}: {
  wallet: EmbeddedWallet;
  providers: readonly StoredSocialProvider[];
}) {
  useViewStyles(SOCIAL_CSS);
  const { services } = useAppKitInstance();
  const t = useTranslate();
  const start = useStartSocial(wallet);
  const { preloadView } = useViewLoader();

  // The waiting view's code is fetched ahead, and the frame too: the click then waits for neither.
  const warmUp = useCallback(() => {
    void preloadView('ConnectingSocial').catch(() => {});
    wallet.preload().catch(() => {});
  }, [preloadView, wallet]);
  useEffect(() => {
    if (providers.length > 0) warmUp();
  }, [providers.length, warmUp]);

  if (providers.length === 0) return null;
  return (
    <section aria-label={t('social.sectionLabel')}>
      <SocialButtons
        providers={providers}
        onSelect={start}
        onMore={() => services.router.push({ name: 'ConnectSocials' })}
        onIntent={warmUp}
      />
    </section>
  );
}
