'use client';
import type { EmbeddedWallet } from '@walletport/core/internal';
import { EmbeddedUnavailable } from '../../embedded/EmbeddedUnavailable.js';
import { useEmbeddedWallet } from '../../embedded/use-embedded-wallet.js';
import { useTranslate } from '../../i18n/index.js';
import { SocialButton } from '../../social/SocialButtons.js';
import { SOCIAL_CSS } from '../../social/styles.js';
import { useSocialProviders } from '../../social/use-social-providers.js';
import { useStartSocial } from '../../social/use-start-social.js';
import { useViewStyles } from '../../ui/index.js';

/** ConnectSocials: every provider the app asks for and the server offers, each as a wide button. */
export default function ConnectSocialsView() {
  const wallet = useEmbeddedWallet();
  if (wallet === undefined) return <EmbeddedUnavailable />;
  return <SocialList wallet={wallet} />;
}

function SocialList({ wallet }: { wallet: EmbeddedWallet }) {
  useViewStyles(SOCIAL_CSS);
  const t = useTranslate();
  const providers = useSocialProviders(wallet);
  const start = useStartSocial(wallet);
  return (
    <section className="wp-social-list" aria-label={t('social.sectionLabel')}>
      {providers.map((provider) => (
        <SocialButton key={provider} provider={provider} wide onSelect={start} />
      ))}
    </section>
  );
}
