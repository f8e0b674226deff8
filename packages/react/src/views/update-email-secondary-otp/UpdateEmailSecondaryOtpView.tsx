'use client';
import type { EmbeddedWallet, RouterState } from '@walletport/core/internal';
import { useAppKitInstance } from '../../context.js';
import { EmailSentence } from '../../embedded/EmailSentence.js';
import { EmbeddedUnavailable } from '../../embedded/EmbeddedUnavailable.js';
import { backTo } from '../../embedded/navigation.js';
import { OtpStep } from '../../embedded/OtpStep.js';
import { useEmbeddedWallet } from '../../embedded/use-embedded-wallet.js';
import { useStoreSelector } from '../../hooks/use-store.js';

const selectNewEmail = (state: RouterState) =>
  state.view.name === 'UpdateEmailSecondaryOtp' ? (state.view.params?.email ?? '') : '';

/**
 * UpdateEmailSecondaryOtp: the code sent to the new address. Once the frame confirms it, the wallet
 * holds the new address and the visitor is back on the Account view, which shows it.
 */
export default function UpdateEmailSecondaryOtpView() {
  const wallet = useEmbeddedWallet();
  if (wallet === undefined) return <EmbeddedUnavailable />;
  return <NewEmailCode wallet={wallet} />;
}

function NewEmailCode({ wallet }: { wallet: EmbeddedWallet }) {
  const instance = useAppKitInstance();
  const email = useStoreSelector(instance.stores.router, selectNewEmail);
  const submit = async (code: string) => {
    await wallet.confirmSecondaryEmailCode(code);
    backTo(instance.services.router, 'Account');
    instance.stores.alerts.showAlert({ message: { code: 'email.update.done' }, variant: 'success' });
  };
  return <OtpStep intro={<EmailSentence messageKey="email.otp.intro" email={email} />} submit={submit} />;
}
