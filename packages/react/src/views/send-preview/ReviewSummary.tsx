'use client';
import type { CaipNetwork } from '@walletport/core';
import { formatFiat } from '@walletport/core/internal';
import { fiatValueOf, type SendDraft, type SendFeeEstimate, type SendToken } from '@walletport/core/send';
import { useAppKitInstance } from '../../context.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { NetworkImage, Skeleton } from '../../ui/index.js';
import { TokenIcon } from '../account/tokens/TokenIcon.js';
import { networkImageSrc } from '../networks/network-image-src.js';
import { tokenAmountText } from '../send/amount-text.js';

export interface ReviewSummaryProps {
  draft: SendDraft;
  network: CaipNetwork | undefined;
  /** Undefined while the fee is estimated. */
  fee: SendFeeEstimate | undefined;
  native: SendToken | undefined;
}

/**
 * What is being sent, in full: the amount (exact, with its fiat value when priced), the recipient (its
 * name and the whole address it resolved to), the network and the most the fee can be.
 */
export function ReviewSummary({ draft, network, fee, native }: ReviewSummaryProps) {
  const t = useTranslate();
  const locale = useLocale();
  const instance = useAppKitInstance();
  const { token } = draft;
  const fiat = fiatValueOf(token, draft.amount);
  const feeFiat = fee === undefined || native === undefined ? undefined : fiatValueOf(native, fee.total);
  return (
    <div className="wp-send__card wp-send-review__summary">
      <div className="wp-send-review__amount">
        <TokenIcon src={token.iconUrl} symbol={token.symbol} size={40} />
        <div className="wp-send-review__amount-text">
          <span className="wp-send__label">{t('send.preview.amount')}</span>
          <p className="wp-send-review__amount-value">
            {tokenAmountText(draft.amount, token.decimals, locale, token.symbol)}
          </p>
          {fiat === undefined ? null : (
            <span className="wp-send-review__secondary">{formatFiat(fiat, 'USD', locale)}</span>
          )}
        </div>
      </div>
      <dl className="wp-send-review__rows">
        <div className="wp-send-review__row">
          <dt>{t('send.preview.to')}</dt>
          <dd>
            {draft.name === undefined ? null : <span>{draft.name}</span>}
            <span className="wp-send-review__address">{draft.to}</span>
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
        <div className="wp-send-review__row">
          <dt>{t('send.preview.fee')}</dt>
          <dd>
            {fee === undefined || native === undefined ? (
              <>
                <span className="wp-visually-hidden">{t('send.preview.estimating')}</span>
                <Skeleton width={96} height={14} radius="xs" />
              </>
            ) : (
              <>
                <span>
                  {t('send.preview.feeUpTo', {
                    amount: tokenAmountText(fee.total, native.decimals, locale, native.symbol),
                  })}
                </span>
                {feeFiat === undefined ? null : (
                  <span className="wp-send-review__secondary">{formatFiat(feeFiat, 'USD', locale)}</span>
                )}
              </>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
