'use client';
import type { OnrampFlowState } from '@walletport/core/onramp';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Icon, Skeleton } from '../../ui/index.js';
import { TokenIcon } from '../account/tokens/TokenIcon.js';
import { useAppKitInstance } from '../../context.js';
import { moneyText, tokenText } from './onramp-text.js';

/**
 * What the amount buys: the token button (opens the token list), the quoted amount, and the fees and
 * total under it. Without a quote (none asked yet, the provider gave a placeholder, or it failed) it says
 * so in words: no amount is ever shown that the provider did not quote.
 */
export function QuoteCard({ state }: { state: OnrampFlowState }) {
  const t = useTranslate();
  const locale = useLocale();
  const instance = useAppKitInstance();
  const { token, quote } = state;
  let amount: React.ReactNode;
  if (quote.status === 'ready' && token !== undefined) {
    amount = (
      <span className="wp-onramp__get-amount">
        ≈ {tokenText(quote.quote.purchaseAmount.value, token.symbol, locale)}
      </span>
    );
  } else if (quote.status === 'loading') {
    amount = (
      <span className="wp-onramp__get-amount" aria-busy="true">
        <span className="wp-visually-hidden">{t('onramp.quote.loading')}</span>
        <Skeleton width={120} height={20} radius="xs" />
      </span>
    );
  } else {
    amount = (
      <span className="wp-onramp__get-amount wp-onramp__get-amount--empty">
        {t(quote.status === 'unavailable' ? 'onramp.quote.unavailable' : 'onramp.quote.hint')}
      </span>
    );
  }
  const money = (value: { value: string; currency: string }) =>
    moneyText(value.value, value.currency, locale);
  return (
    <div className="wp-send__card">
      <div className="wp-send__card-head">
        <span className="wp-send__label">{t('onramp.tokenLabel')}</span>
      </div>
      <div className="wp-onramp__get">
        {/* Polite: a new quote is announced when it arrives, without interrupting typing. */}
        <div aria-live="polite">{amount}</div>
        <button
          type="button"
          className="wp-send__token"
          aria-label={
            token === undefined ? t('send.selectToken') : t('onramp.changeToken', { symbol: token.symbol })
          }
          onClick={() => instance.services.router.push({ name: 'OnRampTokenSelect' })}
        >
          {token === undefined ? null : <TokenIcon src={undefined} symbol={token.symbol} size={28} />}
          <span className="wp-send__token-symbol">{token?.symbol ?? t('send.selectToken')}</span>
          <Icon name="chevron-right" size={16} />
        </button>
      </div>
      {quote.status === 'ready' ? (
        <dl className="wp-onramp__rows">
          <div className="wp-onramp__row">
            <dt>{t('onramp.quote.providerFee')}</dt>
            <dd>{money(quote.quote.coinbaseFee)}</dd>
          </div>
          <div className="wp-onramp__row">
            <dt>{t('onramp.quote.networkFee')}</dt>
            <dd>{money(quote.quote.networkFee)}</dd>
          </div>
          <div className="wp-onramp__row wp-onramp__row--total">
            <dt>{t('onramp.quote.total')}</dt>
            <dd>{money(quote.quote.paymentTotal)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
