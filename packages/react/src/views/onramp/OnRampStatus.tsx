'use client';
import { useTranslate } from '../../i18n/index.js';
import { Button, Icon, Skeleton, Text } from '../../ui/index.js';
import type { OnrampFlowLoad } from './use-onramp-flow.js';

/** What a Buy view shows while its flow is not ready: placeholder rows, unavailable, or a retry. */
export function OnrampFlowPending({ load }: { load: Exclude<OnrampFlowLoad, { status: 'ready' }> }) {
  const t = useTranslate();
  if (load.status === 'loading') return <OnrampSkeleton />;
  return (
    <OnrampNotice
      icon={load.status === 'failed' ? 'error' : 'info'}
      text={t(load.status === 'failed' ? 'onramp.loadFailed' : 'onramp.unavailable')}
      {...(load.status === 'failed' ? { retry: load.retry } : {})}
    />
  );
}

export function OnrampSkeleton() {
  const t = useTranslate();
  return (
    <div className="wp-send" aria-busy="true">
      <span className="wp-visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <Skeleton width="100%" height={132} radius="l" />
      <Skeleton width="100%" height={72} radius="l" />
      <Skeleton width="100%" height={44} radius="m" />
    </div>
  );
}

/** A centred message with an optional retry. */
export function OnrampNotice({
  icon,
  text,
  retry,
}: {
  icon: 'error' | 'info';
  text: string;
  retry?: () => void;
}) {
  const t = useTranslate();
  return (
    <div className="wp-send__state" role={icon === 'error' ? 'alert' : undefined}>
      <Icon name={icon} size={28} />
      <Text variant="body" tone="secondary" align="center">
        {text}
      </Text>
      {retry === undefined ? null : (
        <Button variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
