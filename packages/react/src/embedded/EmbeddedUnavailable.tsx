'use client';
import { useTranslate } from '../i18n/index.js';
import { Icon, Text } from '../ui/index.js';

/** An email-login view opened where the app has no embedded wallet: the shell's "not available" look. */
export function EmbeddedUnavailable() {
  const t = useTranslate();
  return (
    <div className="wp-view-message">
      <span className="wp-view-message__icon">
        <Icon name="info" size={22} />
      </span>
      <Text variant="body" tone="secondary" align="center">
        {t('modal.viewUnavailable')}
      </Text>
    </div>
  );
}
