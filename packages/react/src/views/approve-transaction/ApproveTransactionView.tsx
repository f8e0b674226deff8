'use client';
import { EmbeddedUnavailable } from '../../embedded/EmbeddedUnavailable.js';
import { FrameSlot } from '../../embedded/FrameSlot.js';
import { EMBEDDED_CSS } from '../../embedded/styles.js';
import { useEmbeddedWallet } from '../../embedded/use-embedded-wallet.js';
import { useTranslate } from '../../i18n/index.js';
import { Text, useViewStyles } from '../../ui/index.js';

/**
 * ApproveTransaction: the frame draws the request and its Approve and Reject buttons; the view only gives
 * it its place. Core ignores a close here (the request waits for an answer) and moves on when the last
 * request is answered, so the view adds no way out of its own.
 */
export default function ApproveTransactionView() {
  useViewStyles(EMBEDDED_CSS);
  const t = useTranslate();
  const wallet = useEmbeddedWallet();
  if (wallet === undefined) return <EmbeddedUnavailable />;
  return (
    <div className="wp-embedded-view">
      <Text variant="small" tone="secondary" align="center" className="wp-embedded-view__caption">
        {t('email.approve.caption')}
      </Text>
      <FrameSlot wallet={wallet} loadingLabel={t('common.loading')} />
    </div>
  );
}
