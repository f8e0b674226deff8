'use client';
import type { CodedText, EmbeddedWallet, RouterState } from '@walletport/core/internal';
import { useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { EmailField } from '../../embedded/EmailField.js';
import { EmbeddedUnavailable } from '../../embedded/EmbeddedUnavailable.js';
import { embeddedFailure } from '../../embedded/embedded-failure.js';
import { EMBEDDED_CSS } from '../../embedded/styles.js';
import { useEmbeddedWallet, useMountedRef } from '../../embedded/use-embedded-wallet.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTextTranslate, useTranslate } from '../../i18n/index.js';
import { Text, useViewStyles } from '../../ui/index.js';
import { newEmailProblem } from './new-email.js';

const selectCurrent = (state: RouterState) =>
  state.view.name === 'UpdateEmail' ? (state.view.params?.email ?? '') : '';

/**
 * UpdateEmail: the new address. A code then goes to the current address (UpdateEmailPrimaryOtp), and
 * after it one to the new address (UpdateEmailSecondaryOtp).
 */
export default function UpdateEmailView() {
  const wallet = useEmbeddedWallet();
  if (wallet === undefined) return <EmbeddedUnavailable />;
  return <NewEmailForm wallet={wallet} />;
}

function NewEmailForm({ wallet }: { wallet: EmbeddedWallet }) {
  useViewStyles(EMBEDDED_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const text = useTextTranslate();
  const current = useStoreSelector(instance.stores.router, selectCurrent);
  const mounted = useMountedRef();
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<CodedText<string> | undefined>(undefined);

  const submit = () => {
    const address = value.trim();
    const problem = newEmailProblem(address, current);
    setError(problem);
    if (problem !== undefined) return;
    setSending(true);
    wallet.startEmailUpdate(address).then(
      () => {
        if (!mounted.current) return;
        setSending(false);
        instance.services.router.push({ name: 'UpdateEmailPrimaryOtp', params: { email: address } });
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
    <div className="wp-embedded-view">
      <Text variant="body" tone="secondary" align="center" className="wp-embedded-view__intro">
        {t('email.update.intro')}
      </Text>
      <EmailField
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        onSubmit={submit}
        label={t('email.update.newLabel')}
        placeholder={t('email.placeholder')}
        submitLabel={t('email.continue')}
        busy={sending}
        busyLabel={t('email.sending')}
        error={error === undefined ? undefined : text(error)}
        autoFocus
      />
    </div>
  );
}
