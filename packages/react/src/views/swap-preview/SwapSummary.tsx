'use client';
import type { CaipNetwork } from '@walletport/core';
import { formatFiat } from '@walletport/core/internal';
import type { SendFeeEstimate } from '@walletport/core/send';
import {
  fiatValueOf,
  priceImpactLevel,
  type SwapDraft,
  type SwapPlan,
  type SwapToken,
} from '@walletport/core/swap';
import type { ReactNode } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { NetworkImage, Skeleton } from '../../ui/index.js';
import { TokenIcon } from '../account/tokens/TokenIcon.js';
import { networkImageSrc } from '../networks/network-image-src.js';
import { tokenAmountText } from '../send/amount-text.js';

export interface SwapSummaryProps {
  draft: SwapDraft;
  /** Undefined while the review loads. */
  plan: SwapPlan | undefined;
  network: CaipNetwork | undefined;
  native: SwapToken | undefined;
  slippage: number;
}

function AmountRow({
  label,
  token,
  amount,
  prefix,
}: {
  label: string;
  token: SwapToken;
  amount: bigint | undefined;
  prefix?: string;
}) {
  const locale = useLocale();
  const fiat = amount === undefined ? undefined : fiatValueOf(token, amount);
  return (
    <div className="wp-swap__receive-row">
      <TokenIcon src={token.iconUrl} symbol={token.symbol} size={36} />
      <div className="wp-send-review__amount-text">
        <span className="wp-send__label">{label}</span>
        {amount === undefined ? (
          <Skeleton width={140} height={24} radius="xs" />
        ) : (
          <p className="wp-send-review__amount-value">
            {prefix}
            {tokenAmountText(amount, token.decimals, locale, token.symbol)}
          </p>
        )}
        {fiat === undefined ? null : (
          <span className="wp-send-review__secondary">{formatFiat(fiat, 'USD', locale)}</span>
        )}
      </div>
    </div>
  );
}

/** Pay, receive (≈ the fresh quote), the minimum under the slippage, price impact, the fee and the network. */
export function SwapSummary({ draft, plan, network, native, slippage }: SwapSummaryProps) {
  const t = useTranslate();
  const locale = useLocale();
  const instance = useAppKitInstance();
  const estimating = (
    <>
      <span className="wp-visually-hidden">{t('swap.preview.estimating')}</span>
      <Skeleton width={96} height={14} radius="xs" />
    </>
  );
  const feeText = (fee: SendFeeEstimate): ReactNode => {
    if (native === undefined) return estimating;
    const fiat = fiatValueOf(native, fee.total);
    return (
      <>
        <span>
          {t('swap.preview.feeUpTo', {
            amount: tokenAmountText(fee.total, native.decimals, locale, native.symbol),
          })}
        </span>
        {fiat === undefined ? null : (
          <span className="wp-send-review__secondary">{formatFiat(fiat, 'USD', locale)}</span>
        )}
      </>
    );
  };
  const impact = plan?.quote.priceImpact;
  const level = priceImpactLevel(impact);
  return (
    <div className="wp-send__card wp-send-review__summary">
      <AmountRow label={t('swap.pay')} token={draft.from} amount={draft.amount} />
      <AmountRow label={t('swap.receive')} token={draft.to} amount={plan?.quote.toAmount} prefix="≈ " />
      <dl className="wp-send-review__rows">
        <div className="wp-send-review__row">
          <dt>{t('swap.preview.minimum')}</dt>
          <dd>
            {plan === undefined
              ? estimating
              : tokenAmountText(plan.swap.minimumOut, draft.to.decimals, locale, draft.to.symbol)}
          </dd>
        </div>
        <div className="wp-send-review__row">
          <dt>{t('swap.priceImpact')}</dt>
          <dd className={level === undefined || level === 'low' ? undefined : `wp-swap__impact--${level}`}>
            {plan === undefined
              ? estimating
              : impact === undefined
                ? '—'
                : t('swap.percent', { value: impact })}
          </dd>
        </div>
        <div className="wp-send-review__row">
          <dt>{t('swap.slippage')}</dt>
          <dd>{t('swap.percent', { value: String(slippage) })}</dd>
        </div>
        {plan?.approval === undefined ? null : (
          <div className="wp-send-review__row">
            <dt>{t('swap.preview.approvalFee')}</dt>
            <dd>{feeText(plan.approval.fee)}</dd>
          </div>
        )}
        <div className="wp-send-review__row">
          <dt>{t('swap.preview.fee')}</dt>
          <dd>
            {plan === undefined ? (
              estimating
            ) : plan.fee === undefined ? (
              <span className="wp-send-review__secondary">{t('swap.preview.feeAfterApproval')}</span>
            ) : (
              feeText(plan.fee)
            )}
          </dd>
        </div>
        <div className="wp-send-review__row">
          <dt>{t('send.preview.network')}</dt>
          <dd>
            <span className="wp-send-review__network">
              <NetworkImage
                network={network}
                src={network === undefined ? undefined : networkImageSrc(instance.options, network)}
                size={18}
              />
              {network?.name ?? t('common.unknownNetwork')}
            </span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
