'use client';
import { useTranslate } from '../../i18n/index.js';
import { Button, Icon, Skeleton, Text } from '../../ui/index.js';
import type { SwapFlowLoad } from './use-swap-flow.js';

/** What a Swap view shows while its flow is not ready: placeholder rows, unavailable, or a retry. */
export function SwapFlowPending({ load }: { load: Exclude<SwapFlowLoad, { status: 'ready' }> }) {
  const t = useTranslate();
  if (load.status === 'loading') {
    return (
      <div className="wp-send" aria-busy="true">
        <span className="wp-visually-hidden" role="status">
          {t('common.loading')}
        </span>
        <Skeleton width="100%" height={120} radius="l" />
        <Skeleton width="100%" height={120} radius="l" />
        <Skeleton width="100%" height={44} radius="m" />
      </div>
    );
  }
  return (
    <div className="wp-send__state" role={load.status === 'failed' ? 'alert' : undefined}>
      <Icon name={load.status === 'failed' ? 'error' : 'info'} size={28} />
      <Text variant="body" tone="secondary" align="center">
        {t(load.status === 'failed' ? 'swap.loadFailed' : 'swap.unavailable')}
      </Text>
      {load.status === 'failed' ? (
        <Button variant="secondary" onClick={load.retry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
