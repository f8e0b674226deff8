'use client';
import type { SendFlow, SendFlowState } from '@walletport/core/send';
import { fiatValueOf, NATIVE_TOKEN_KEY } from '@walletport/core/send';
import { formatFiat } from '@walletport/core/internal';
import { useId } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Icon } from '../../ui/index.js';
import { TokenIcon } from '../account/tokens/TokenIcon.js';
import { tokenAmountText } from './amount-text.js';
import { amountMessage } from './send-text.js';

/**
 * The amount: the field, the token button (opens the token list), the balance with Max, the fiat value
 * (only when the token has a price) and the message when the amount cannot be sent.
 */
export function AmountCard({ flow, state }: { flow: SendFlow; state: SendFlowState }) {
  const t = useTranslate();
  const locale = useLocale();
  const instance = useAppKitInstance();
  const inputId = useId();
  const messageId = useId();
  const { token, amount, check, fee } = state;
  const nativeSymbol = state.tokens.find((candidate) => candidate.key === NATIVE_TOKEN_KEY)?.symbol ?? '';
  const message = amountMessage(amount, check.ok ? undefined : check.reason, {
    token: token?.symbol ?? '',
    native: nativeSymbol,
  });
  const fiat = token === undefined || amount.value === 0n ? undefined : fiatValueOf(token, amount.value);
  const maxReady = token?.balance !== undefined && (token.address !== undefined || fee.status === 'ready');
  return (
    <div className="wp-send__field">
      <div className="wp-send__card">
        <div className="wp-send__card-head">
          <label htmlFor={inputId} className="wp-send__label">
            {t('send.amountLabel')}
          </label>
          {token?.balance !== undefined ? (
            <span className="wp-send__balance">
              <span className="wp-send__balance-text">
                {t('send.balance', {
                  amount: tokenAmountText(token.balance, token.decimals, locale, token.symbol),
                })}
              </span>
              <button
                type="button"
                className="wp-send__max"
                disabled={!maxReady}
                onClick={() => flow.setMax()}
              >
                {t('send.max')}
              </button>
            </span>
          ) : null}
        </div>
        <div className="wp-send__amount-row">
          <input
            id={inputId}
            className="wp-send__amount-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder="0"
            value={state.form.amountText}
            onChange={(event) => flow.setAmount(event.target.value)}
            aria-invalid={message === undefined ? undefined : true}
            aria-describedby={message === undefined ? undefined : messageId}
          />
          <button
            type="button"
            className="wp-send__token"
            aria-label={
              token === undefined ? t('send.selectToken') : t('send.changeToken', { symbol: token.symbol })
            }
            onClick={() => instance.services.router.push({ name: 'SendSelectToken' })}
          >
            {token === undefined ? null : <TokenIcon src={token.iconUrl} symbol={token.symbol} size={28} />}
            <span className="wp-send__token-symbol">{token?.symbol ?? t('send.selectToken')}</span>
            <Icon name="chevron-right" size={16} />
          </button>
        </div>
        <div className="wp-send__hint">
          <span>
            {fiat === undefined ? '' : t('send.fiatValue', { value: formatFiat(fiat, 'USD', locale) })}
          </span>
          {amount.rounded && token !== undefined ? (
            <span>{t('send.rounded', { decimals: String(token.decimals) })}</span>
          ) : null}
        </div>
      </div>
      {message === undefined ? null : (
        <p id={messageId} className="wp-send__message wp-send__message--error">
          <Icon name="error" size={14} />
          <span>{t(message.key, message.params)}</span>
        </p>
      )}
    </div>
  );
}
