'use client';
import { useTranslate } from '../../i18n/index.js';
import { IconButton } from '../../ui/index.js';
import { useCopyFeedback } from './use-copy-feedback.js';

/**
 * Copies the full address. The icon turns into a check and 'Copied' shows for 1.5 s; a polite live
 * region (always present, so screen readers hear the change) announces the outcome.
 */
export function CopyAddressButton({ address }: { address: string }) {
  const t = useTranslate();
  const { status, copy } = useCopyFeedback();
  return (
    <span className="wp-account__copy">
      <IconButton
        size="sm"
        icon={status === 'copied' ? 'check' : 'copy'}
        label={t('account.copyAddress')}
        className={status === 'copied' ? 'wp-account__copy-button--done' : undefined}
        onClick={() => void copy(address)}
      />
      <span className="wp-account__copy-feedback" role="status" aria-live="polite">
        {status === 'copied' ? t('common.copied') : status === 'failed' ? t('account.copyFailed') : ''}
      </span>
    </span>
  );
}
