'use client';
import type { EmbeddedWallet, RouterState } from '@walletport/core/internal';
import { useEffect } from 'react';
import { useAppKitInstance } from '../../context.js';
import { EmailSentence } from '../../embedded/EmailSentence.js';
import { EmbeddedUnavailable } from '../../embedded/EmbeddedUnavailable.js';
import { OtpStep } from '../../embedded/OtpStep.js';
import { useEmbeddedChainId, useEmbeddedWallet, useFinishLogin } from '../../embedded/use-embedded-wallet.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useViewLoader } from '../view-loader.js';

const selectEmail = (state: RouterState) =>
  state.view.name === 'EmailVerifyOtp' ? (state.view.params?.email ?? '') : '';

/**
 * EmailVerifyOtp: "Enter the code we sent to {email}". A device the wallet knows is connected at once
 * (then the modal closes, as after any connect); otherwise the key step follows, in place of this view.
 */
export default function EmailVerifyOtpView() {
  const wallet = useEmbeddedWallet();
  if (wallet === undefined) return <EmbeddedUnavailable />;
  return <VerifyLoginCode wallet={wallet} />;
}

function VerifyLoginCode({ wallet }: { wallet: EmbeddedWallet }) {
  const instance = useAppKitInstance();
  const email = useStoreSelector(instance.stores.router, selectEmail);
  const chainId = useEmbeddedChainId();
  const finish = useFinishLogin();
  const { preloadView } = useViewLoader();

  // The key step's screen is likely next: have its code here before the answer comes.
  useEffect(() => {
    void preloadView('EmbeddedWalletKey').catch(() => {});
  }, [preloadView]);

  const submit = async (code: string) => {
    const outcome = await wallet.verifyCode(code, chainId());
    if (outcome.next === 'connected') {
      await finish(wallet, outcome.user);
      return;
    }
    instance.services.router.replace({ name: 'EmbeddedWalletKey', params: { email, step: outcome.next } });
  };

  return (
    <OtpStep
      intro={<EmailSentence messageKey="email.otp.intro" email={email} />}
      submit={submit}
      resend={() => wallet.sendCode(email)}
    />
  );
}
