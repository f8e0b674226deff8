'use client';
import type { EmbeddedWallet, RouterState } from '@walletport/core/internal';
import { useAppKitInstance } from '../../context.js';
import { EmbeddedUnavailable } from '../../embedded/EmbeddedUnavailable.js';
import { OtpStep } from '../../embedded/OtpStep.js';
import { useEmbeddedWallet } from '../../embedded/use-embedded-wallet.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';

/** The new address, carried through the update's steps. */
const selectNewEmail = (state: RouterState) =>
  state.view.name === 'UpdateEmailPrimaryOtp' ? (state.view.params?.email ?? '') : '';

/**
 * UpdateEmailPrimaryOtp: the code sent to the current address proves the change is the owner's; then a
 * code goes to the new address. "Resend code" starts the update again (a new code to the current address).
 */
export default function UpdateEmailPrimaryOtpView() {
  const wallet = useEmbeddedWallet();
  if (wallet === undefined) return <EmbeddedUnavailable />;
  return <CurrentEmailCode wallet={wallet} />;
}

function CurrentEmailCode({ wallet }: { wallet: EmbeddedWallet }) {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const email = useStoreSelector(instance.stores.router, selectNewEmail);
  const submit = async (code: string) => {
    await wallet.confirmPrimaryEmailCode(code);
    instance.services.router.push({ name: 'UpdateEmailSecondaryOtp', params: { email } });
  };
  return (
    <OtpStep
      intro={t('email.update.primaryIntro')}
      submit={submit}
      resend={() => wallet.startEmailUpdate(email)}
    />
  );
}
