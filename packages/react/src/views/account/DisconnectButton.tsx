'use client';
import { useTranslate } from '../../i18n/index.js';
import { Button, Icon } from '../../ui/index.js';
import { useDisconnectAction } from './use-disconnect-action.js';

/**
 * Disconnect (Account and UnsupportedChain). While it runs the button is disabled with a spinner; the
 * visible label is hidden then, so the accessible name says what is happening instead.
 */
export function DisconnectButton({ className }: { className?: string }) {
  const t = useTranslate();
  const { disconnecting, disconnect } = useDisconnectAction();
  return (
    <Button
      variant="secondary"
      fullWidth
      loading={disconnecting}
      className={className}
      aria-label={disconnecting ? t('account.disconnecting') : undefined}
      onClick={() => void disconnect()}
    >
      <Icon name="disconnect" size={18} />
      {t('account.disconnect')}
    </Button>
  );
}
