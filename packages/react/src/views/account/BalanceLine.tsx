'use client';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Button, Icon, Skeleton, Text } from '../../ui/index.js';
import { balanceText } from './balance-text.js';
import { useSecondsUntil } from './use-seconds-until.js';

export interface BalanceLineProps {
  balance: string | undefined;
  symbol: string | undefined;
  loading: boolean;
  error: unknown;
  /** When the 30 s block after a failure ends (ms since epoch); the retry waits for it. */
  retryAt: number | undefined;
  refetch(): void;
}

/**
 * The native balance under the account name: a skeleton of the same height while it loads, the amount,
 * or 'Token Balance Unavailable' with a retry. The three states share one fixed-height slot so the
 * actions below never move.
 */
export function BalanceLine({ balance, symbol, loading, error, retryAt, refetch }: BalanceLineProps) {
  const t = useTranslate();
  const retryIn = useSecondsUntil(retryAt);
  // The instance's locale (its option, else the page's language), as every text of the modal.
  const locale = useLocale();
  const text = balance === undefined ? undefined : balanceText(balance, symbol, locale);
  const unreadable = balance !== undefined && text === undefined;

  if (loading) return <BalanceSkeleton label={t('common.loading')} />;
  if ((error !== undefined && error !== null) || unreadable) {
    return (
      <div className="wp-account__balance wp-account__balance--failed">
        <Text as="span" variant="small" tone="secondary">
          <Icon name="warning" size={14} />
          {t('account.balanceUnavailable')}
        </Text>
        {/* Core refuses a refetch for 30 s after a failure; say so instead of a dead button. */}
        <Button variant="ghost" size="sm" disabled={retryIn > 0} onClick={refetch}>
          <Icon name="refresh" size={14} />
          {retryIn > 0 ? t('account.balanceRetryIn', { count: retryIn }) : t('account.balanceRetry')}
        </Button>
      </div>
    );
  }
  // Not fetched yet (the lookup starts after the first render): the same placeholder as loading.
  if (text === undefined) return <BalanceSkeleton label={t('common.loading')} />;
  return (
    <div className="wp-account__balance">
      <Text as="p" variant="body" tone="secondary" className="wp-account__balance-amount">
        <span className="wp-visually-hidden">{t('account.balanceLabel')} </span>
        <span>{text}</span>
      </Text>
    </div>
  );
}

function BalanceSkeleton({ label }: { label: string }) {
  return (
    <div className="wp-account__balance" aria-busy="true">
      <Skeleton width={112} height={20} radius="s" />
      <span className="wp-visually-hidden">{label}</span>
    </div>
  );
}
