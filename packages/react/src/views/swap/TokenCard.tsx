'use client';
import type { SwapToken } from '@walletport/core/swap';
import { fiatValueOf } from '@walletport/core/swap';
import { formatFiat } from '@walletport/core/internal';
import { type ReactNode, useId } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Icon } from '../../ui/index.js';
import { TokenIcon } from '../account/tokens/TokenIcon.js';
import { tokenAmountText } from '../send/amount-text.js';

export interface TokenCardProps {
  side: 'from' | 'to';
  token: SwapToken | undefined;
  /** The amount in base units the fiat line values; undefined shows none. */
  value: bigint | undefined;
  /** The field (pay) or the quoted amount (receive), given the id its label points to. */
  children(inputId: string): ReactNode;
  /** Max, for the pay side. */
  onMax?: (() => void) | undefined;
  hint?: ReactNode;
}

/** One side of the swap: the label, the balance (and Max), the amount and the token button. */
export function TokenCard({ side, token, value, children, onMax, hint }: TokenCardProps) {
  const t = useTranslate();
  const locale = useLocale();
  const instance = useAppKitInstance();
  const inputId = useId();
  const fiat =
    token === undefined || value === undefined || value === 0n ? undefined : fiatValueOf(token, value);
  const label = t(side === 'from' ? 'swap.pay' : 'swap.receive');
  return (
    <div className="wp-send__card">
      <div className="wp-send__card-head">
        <label htmlFor={inputId} className="wp-send__label">
          {label}
        </label>
        {token?.balance !== undefined ? (
          <span className="wp-send__balance">
            <span className="wp-send__balance-text">
              {t('swap.balance', {
                amount: tokenAmountText(token.balance, token.decimals, locale, token.symbol),
              })}
            </span>
            {onMax === undefined ? null : (
              <button type="button" className="wp-send__max" disabled={token.balance === 0n} onClick={onMax}>
                {t('swap.max')}
              </button>
            )}
          </span>
        ) : null}
      </div>
      <div className="wp-send__amount-row">
        {children(inputId)}
        <button
          type="button"
          className="wp-send__token"
          aria-label={
            token === undefined
              ? t(side === 'from' ? 'swap.chooseFrom' : 'swap.chooseTo')
              : t(side === 'from' ? 'swap.changeFrom' : 'swap.changeTo', { symbol: token.symbol })
          }
          onClick={() => instance.services.router.push({ name: 'SwapSelectToken', params: { side } })}
        >
          {token === undefined ? null : <TokenIcon src={token.iconUrl} symbol={token.symbol} size={28} />}
          <span className="wp-send__token-symbol">{token?.symbol ?? t('swap.selectToken')}</span>
          <Icon name="chevron-right" size={16} />
        </button>
      </div>
      <div className="wp-send__hint">
        <span>
          {fiat === undefined ? '' : t('swap.fiatValue', { value: formatFiat(fiat, 'USD', locale) })}
        </span>
        {hint}
      </div>
    </div>
  );
}
