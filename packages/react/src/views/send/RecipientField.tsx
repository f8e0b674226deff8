'use client';
import type { SendFlow, SendFlowState } from '@walletport/core/send';
import { useId } from 'react';
import { useTranslate } from '../../i18n/index.js';
import { Icon, type IconName } from '../../ui/index.js';
import { recipientMessage, recipientPlaceholder } from './send-text.js';

const TONE_ICON: Readonly<Record<'error' | 'neutral' | 'success', IconName>> = {
  error: 'error',
  neutral: 'search',
  success: 'check',
};

/** The recipient: an address, a CAIP-10 account or (eip155) a name; the message says what is wrong or where a name points. */
export function RecipientField({ flow, state }: { flow: SendFlow; state: SendFlowState }) {
  const t = useTranslate();
  const inputId = useId();
  const messageId = useId();
  const namespace = state.network?.chainNamespace;
  const message = recipientMessage(
    state.recipient,
    state.network?.name ?? t('common.unknownNetwork'),
    namespace,
  );
  const placeholder = recipientPlaceholder(namespace);
  return (
    <div className="wp-send__card">
      <label htmlFor={inputId} className="wp-send__label">
        {t('send.recipientLabel')}
      </label>
      <input
        id={inputId}
        className="wp-send__recipient"
        type="text"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t(placeholder.key)}
        value={state.form.recipientText}
        onChange={(event) => flow.setRecipient(event.target.value)}
        aria-invalid={message?.tone === 'error' ? true : undefined}
        aria-describedby={message === undefined ? undefined : messageId}
      />
      {/* Polite: a name's lookup result is announced when it arrives, without interrupting typing. */}
      <div aria-live="polite">
        {message === undefined ? null : (
          <p id={messageId} className={`wp-send__message wp-send__message--${message.tone}`}>
            <Icon name={TONE_ICON[message.tone]} size={14} />
            <span>{t(message.text.key, message.text.params)}</span>
          </p>
        )}
      </div>
    </div>
  );
}
