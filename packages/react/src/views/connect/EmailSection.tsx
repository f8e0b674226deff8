'use client';
import { type CodedText, type EmbeddedWallet, isEmail } from '@walletport/core/internal';
import { useCallback, useEffect, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { EmailField } from '../../embedded/EmailField.js';
import { embeddedFailure } from '../../embedded/embedded-failure.js';
import { useMountedRef } from '../../embedded/use-embedded-wallet.js';
import { useTextTranslate, useTranslate } from '../../i18n/index.js';
import { useViewLoader } from '../view-loader.js';

const INVALID_EMAIL: CodedText = { code: 'SCHEMA_INVALID_EMAIL' };

/**
 * Email login in the Connect view: the address, then "Continue" (the arrow, or Enter) has the embedded
 * wallet mail a code and opens the code view. The frame is loaded as soon as the section shows, so the
 * code goes out without waiting for it. A frame that cannot be loaded or does not answer is one of
 * core's alerts; the field stays usable, and so does the rest of the modal.
 */
export function EmailSection({ wallet }: { wallet: EmbeddedWallet }) {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const text = useTextTranslate();
  const { preloadView } = useViewLoader();
  const mounted = useMountedRef();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<CodedText | undefined>(undefined);

  useEffect(() => {
    // A failure here is not the visitor's concern yet: sending the code loads the frame again.
    wallet.preload().catch(() => {});
  }, [wallet]);

  const warmUp = useCallback(() => {
    void preloadView('EmailVerifyOtp').catch(() => {});
  }, [preloadView]);

  const submit = () => {
    const address = email.trim();
    if (!isEmail(address)) {
      setError(INVALID_EMAIL);
      return;
    }
    setError(undefined);
    setSending(true);
    wallet.sendCode(address).then(
      () => {
        if (!mounted.current) return;
        setSending(false);
        instance.services.router.push({
          name: 'EmailVerifyOtp',
          params: { email: wallet.store.getState().pendingEmail ?? address },
        });
      },
      (reason: unknown) => {
        if (!mounted.current) return;
        setSending(false);
        const failure = embeddedFailure(reason);
        if (failure.alert === undefined) setError(failure.text);
        else instance.stores.alerts.showErrorFromUnknown(reason);
      },
    );
  };

  return (
    <section aria-label={t('email.sectionLabel')}>
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        onSubmit={submit}
        label={t('email.label')}
        placeholder={t('email.placeholder')}
        submitLabel={t('email.continue')}
        busy={sending}
        busyLabel={t('email.sending')}
        error={error === undefined ? undefined : text(error)}
        onIntent={warmUp}
      />
    </section>
  );
}
