'use client';
import { useTranslate } from '../../i18n/index.js';
import { Icon, Text, useViewStyles } from '../../ui/index.js';
import { CONNECTING_VIEW_CSS } from './styles.js';

/**
 * What a connecting view shows for a wallet it cannot find: not in this browser (an extension removed
 * since it was last used) and not in the wallet registry. Shared by every view a wallet row can open,
 * so a stale "Recent" row never falls back to a generic flow the visitor did not choose.
 */
export function WalletNotAvailable() {
  useViewStyles(CONNECTING_VIEW_CSS);
  const t = useTranslate();
  return (
    <div className="wp-connecting">
      <div className="wp-connecting-icon wp-connecting-icon--warning">
        <Icon name="warning" size={28} />
      </div>
      <div className="wp-connecting-text">
        <Text as="h2" variant="title" align="center">
          {t('connecting.notFound')}
        </Text>
        <Text variant="body" tone="secondary" align="center">
          {t('connecting.notFoundHint')}
        </Text>
      </div>
    </div>
  );
}
