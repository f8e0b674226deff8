'use client';
import type { CaipNetwork } from '@walletport/core';
import type { SendStep } from '@walletport/core/send';
import { truncateAddress } from '@walletport/core/internal';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Icon, Spinner, Text } from '../../ui/index.js';
import { tokenAmountText } from '../send/amount-text.js';
import { failureText } from '../send/send-text.js';
import { transactionExplorerLink } from './explorer-link.js';

type OutcomeStep = Extract<SendStep, { name: 'approving' | 'pending' | 'success' | 'failed' }>;

/** The transaction's hash, linked to the network's explorer when it names a safe one. */
export function ExplorerLink({ network, hash }: { network: CaipNetwork | undefined; hash: string }) {
  const t = useTranslate();
  const link = transactionExplorerLink(network, hash);
  const short = truncateAddress(hash);
  if (link === undefined) {
    return (
      <span className="wp-send-outcome__hash" title={hash}>
        {t('send.preview.transaction', { hash: short })}
      </span>
    );
  }
  return (
    <a className="wp-send-outcome__link" href={link.url} target="_blank" rel="noopener noreferrer">
      {t('send.preview.viewOnExplorer', { explorer: link.name })}
      <Icon name="external" size={14} />
      <span className="wp-visually-hidden"> {t('send.preview.opensInNewTab')}</span>
    </a>
  );
}

/**
 * The step after Send: waiting for the wallet, waiting for the chain (slow past 25 s), sent, or failed in
 * plain words. The title is the live region, so each change is announced once.
 */
export function SendOutcome({ step, network }: { step: OutcomeStep; network: CaipNetwork | undefined }) {
  const t = useTranslate();
  const locale = useLocale();
  switch (step.name) {
    case 'approving':
      return (
        <div className="wp-send-outcome">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--busy">
            <Icon name="wallet" size={26} />
          </span>
          <div role="status">
            <Text as="h2" variant="title">
              {t('send.preview.approve')}
            </Text>
          </div>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text">
            {t('send.preview.approveHint')}
          </Text>
        </div>
      );
    case 'pending':
      return (
        <div className="wp-send-outcome">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--busy">
            <Spinner size={28} label={t('send.preview.pending')} />
          </span>
          <Text as="h2" variant="title" aria-hidden="true">
            {t('send.preview.pending')}
          </Text>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text" role="status">
            {!step.watched
              ? t('send.preview.unwatched')
              : step.slow
                ? t('send.preview.slow')
                : t('send.preview.pendingHint')}
          </Text>
          <ExplorerLink network={network} hash={step.hash} />
        </div>
      );
    case 'success': {
      const { draft } = step;
      return (
        <div className="wp-send-outcome">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--success">
            <Icon name="check" size={28} />
          </span>
          <div role="status">
            <Text as="h2" variant="title">
              {t('send.preview.success')}
            </Text>
          </div>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text">
            {t('send.preview.successDetail', {
              amount: tokenAmountText(draft.amount, draft.token.decimals, locale, draft.token.symbol),
              recipient: draft.name ?? truncateAddress(draft.to),
            })}
          </Text>
          {step.replacementHash === undefined ? null : (
            <Text variant="small" tone="secondary">
              {t('send.preview.spedUp')}
            </Text>
          )}
          <ExplorerLink network={network} hash={step.replacementHash ?? step.hash} />
        </div>
      );
    }
    case 'failed': {
      const message = failureText(step.failure);
      const declined = step.failure.code === 'USER_REJECTED';
      return (
        <div className="wp-send-outcome" role="alert">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--error">
            <Icon name="error" size={28} />
          </span>
          <Text as="h2" variant="title">
            {t(declined ? 'send.preview.declined' : 'send.preview.failed')}
          </Text>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text">
            {t(message.key, message.params)}
          </Text>
          {step.hash === undefined || step.failure.code === 'TRANSACTION_REVERTED' ? (
            <Text variant="small" tone="secondary" className="wp-send-outcome__text">
              {t(step.hash === undefined ? 'send.preview.nothingSent' : 'send.preview.feeSpent')}
            </Text>
          ) : null}
          {step.hash === undefined ? null : (
            <ExplorerLink network={network} hash={step.failure.replacementHash ?? step.hash} />
          )}
        </div>
      );
    }
  }
}
