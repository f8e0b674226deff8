'use client';
import type { SendFlow, SendFlowState } from '@walletport/core/send';
import { fiatValueOf, NATIVE_TOKEN_KEY } from '@walletport/core/send';
import { formatFiat } from '@walletport/core/internal';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Button, Skeleton } from '../../ui/index.js';
import { tokenAmountText } from './amount-text.js';

/** "Network fee ≈ 0.000273 ETH · $0.78": the editing estimate, in the native token, fiat when priced. */
export function FeeLine({ flow, state }: { flow: SendFlow; state: SendFlowState }) {
  const t = useTranslate();
  const locale = useLocale();
  const native = state.tokens.find((token) => token.key === NATIVE_TOKEN_KEY);
  const { fee } = state;
  let value: ReactNode;
  if (fee.status === 'ready' && native !== undefined) {
    const fiat = fiatValueOf(native, fee.estimate.total);
    value = (
      <>
        <span>≈ {tokenAmountText(fee.estimate.total, native.decimals, locale, native.symbol)}</span>
        {fiat === undefined ? null : (
          <span className="wp-send-review__secondary">{formatFiat(fiat, 'USD', locale)}</span>
        )}
      </>
    );
  } else if (fee.status === 'failed') {
    value = (
      <>
        <span className="wp-send-review__secondary">{t('send.feeUnavailable')}</span>
        <Button variant="ghost" size="sm" onClick={() => flow.retryFee()}>
          {t('common.retry')}
        </Button>
      </>
    );
  } else {
    value = (
      <>
        <span className="wp-visually-hidden">{t('send.feeEstimating')}</span>
        <Skeleton width={96} height={14} radius="xs" />
      </>
    );
  }
  return (
    <div className="wp-send__fee">
      <span>{t('send.fee')}</span>
      <span className="wp-send__fee-value">{value}</span>
    </div>
  );
}
