'use client';
import type { AlertVariant } from '@walletport/core/internal';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from '../hooks/use-store.js';
import { useTextTranslate, useTranslate } from '../i18n/index.js';
import { Icon, IconButton, type IconName } from '../ui/index.js';

const VARIANT_ICONS: Readonly<Record<AlertVariant, IconName>> = {
  success: 'check',
  info: 'info',
  warning: 'warning',
  error: 'error',
};

/**
 * The instance's current alert (alerts store: one at a time, the next shows after a dismiss), worded from
 * the codes the store holds in the instance's locale (i18n/text.ts). Errors and
 * warnings interrupt screen readers (role="alert"); success and info wait their turn (role="status").
 */
export function AlertBar() {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const text = useTextTranslate();
  const alert = useStoreSelector(instance.stores.alerts, (state) => state.current);
  return (
    <section className="wp-alerts" aria-label={t('modal.alerts')}>
      {alert ? (
        <div
          // A new alert is a new live-region node, so it is announced even if its text repeats.
          key={`${alert.id}:${text(alert.message)}`}
          className={`wp-alert wp-alert--${alert.variant}`}
          role={alert.variant === 'error' || alert.variant === 'warning' ? 'alert' : 'status'}
          data-variant={alert.variant}
        >
          <span className="wp-alert__icon">
            <Icon name={VARIANT_ICONS[alert.variant]} size={18} />
          </span>
          <div className="wp-alert__body">
            <p className="wp-alert__message">{text(alert.message)}</p>
            {alert.longMessage ? <p className="wp-alert__long">{text(alert.longMessage)}</p> : null}
          </div>
          <IconButton
            label={t('common.dismissAlert')}
            icon="close"
            size="sm"
            onClick={() => instance.stores.alerts.close()}
          />
        </div>
      ) : null}
    </section>
  );
}
