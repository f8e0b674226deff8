'use client';
import type { SwapFlowState } from '@walletport/core/swap';
import { priceImpactLevel, unitRate } from '@walletport/core/swap';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Icon } from '../../ui/index.js';
import { tokenAmountText } from '../send/amount-text.js';

/** The quote's rate, price impact and slippage under the cards; nothing until a quote is here. */
export function QuoteDetails({ state }: { state: SwapFlowState }) {
  const t = useTranslate();
  const locale = useLocale();
  const { quote, from, to } = state;
  if (quote.status !== 'ready' || from === undefined || to === undefined) return null;
  const rate = unitRate(quote.quote.fromAmount, quote.quote.toAmount, from.decimals);
  const level = priceImpactLevel(quote.quote.priceImpact);
  return (
    <>
      <dl className="wp-swap__details">
        {rate === undefined ? null : (
          <div className="wp-swap__detail">
            <dt className="wp-visually-hidden">{t('swap.receive')}</dt>
            <dd>
              {t('swap.rate', {
                from: from.symbol,
                amount: tokenAmountText(rate, to.decimals, locale),
                to: to.symbol,
              })}
            </dd>
          </div>
        )}
        {quote.quote.priceImpact === undefined ? null : (
          <div className="wp-swap__detail">
            <dt>{t('swap.priceImpact')}</dt>
            <dd className={level === 'low' ? undefined : `wp-swap__impact--${level}`}>
              {t('swap.percent', { value: quote.quote.priceImpact })}
            </dd>
          </div>
        )}
        <div className="wp-swap__detail">
          <dt>{t('swap.slippage')}</dt>
          <dd>{t('swap.percent', { value: String(state.slippage) })}</dd>
        </div>
      </dl>
      {level === 'high' ? (
        <p className="wp-send__message wp-send__message--error" role="status">
          <Icon name="warning" size={14} />
          <span>{t('swap.highImpact')}</span>
        </p>
      ) : null}
    </>
  );
}
