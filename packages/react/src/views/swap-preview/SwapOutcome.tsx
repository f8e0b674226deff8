'use client';
import type { CaipNetwork } from '@walletport/core';
import type { SwapStep } from '@walletport/core/swap';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Icon, Spinner, Text } from '../../ui/index.js';
import { tokenAmountText } from '../send/amount-text.js';
import { ExplorerLink } from '../send-preview/SendOutcome.js';
import { swapFailureText } from '../swap/swap-text.js';

type OutcomeStep = Extract<SwapStep, { name: 'approving' | 'pending' | 'success' | 'failed' }>;

/**
 * The step after Approve or Swap: waiting for the wallet, waiting for the chain, swapped, or failed in
 * plain words. The title is the live region, so each change is announced once.
 */
export function SwapOutcome({
  step,
  network,
  slippage,
}: {
  step: OutcomeStep;
  network: CaipNetwork | undefined;
  slippage: number;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const symbol = step.draft.from.symbol;
  switch (step.name) {
    case 'approving':
      return (
        <div className="wp-send-outcome">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--busy">
            <Icon name="wallet" size={26} />
          </span>
          <div role="status">
            <Text as="h2" variant="title">
              {t('swap.preview.confirmInWallet')}
            </Text>
          </div>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text">
            {step.action === 'approve'
              ? t('swap.preview.confirmApprove', { symbol })
              : t('swap.preview.confirmSwap')}
          </Text>
        </div>
      );
    case 'pending': {
      const title =
        step.action === 'approve' ? t('swap.preview.approving', { symbol }) : t('swap.preview.swapping');
      return (
        <div className="wp-send-outcome">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--busy">
            <Spinner size={28} label={title} />
          </span>
          <Text as="h2" variant="title" aria-hidden="true">
            {title}
          </Text>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text" role="status">
            {t('swap.preview.pendingHint')}
          </Text>
          <ExplorerLink network={network} hash={step.hash} />
        </div>
      );
    }
    case 'success': {
      const { draft, plan } = step;
      return (
        <div className="wp-send-outcome">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--success">
            <Icon name="check" size={28} />
          </span>
          <div role="status">
            <Text as="h2" variant="title">
              {t('swap.preview.success')}
            </Text>
          </div>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text">
            {t('swap.preview.successDetail', {
              pay: tokenAmountText(draft.amount, draft.from.decimals, locale, draft.from.symbol),
              minimum: tokenAmountText(plan.swap.minimumOut, draft.to.decimals, locale, draft.to.symbol),
            })}
          </Text>
          <ExplorerLink network={network} hash={step.hash} />
        </div>
      );
    }
    case 'failed': {
      const message = swapFailureText(step.failure, slippage);
      const declined = step.failure.code === 'USER_REJECTED';
      const title = declined
        ? 'swap.preview.declined'
        : step.action === 'approve'
          ? 'swap.preview.approveFailed'
          : 'swap.preview.failed';
      const saysNothingSwapped = step.failure.code === 'SLIPPAGE' || step.failure.code === 'EXPIRED';
      return (
        <div className="wp-send-outcome" role="alert">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--error">
            <Icon name="error" size={28} />
          </span>
          <Text as="h2" variant="title">
            {t(title)}
          </Text>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text">
            {t(message.key, message.params)}
          </Text>
          {saysNothingSwapped && step.hash === undefined ? null : (
            <Text variant="small" tone="secondary" className="wp-send-outcome__text">
              {step.hash === undefined
                ? t('swap.preview.nothingSwapped')
                : saysNothingSwapped
                  ? t('swap.preview.feeSpent')
                  : `${t('swap.preview.nothingSwapped')} ${t('swap.preview.feeSpent')}`}
            </Text>
          )}
          {step.hash === undefined ? null : <ExplorerLink network={network} hash={step.hash} />}
        </div>
      );
    }
  }
}
