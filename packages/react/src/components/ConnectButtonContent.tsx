'use client';
import type { ChainNamespace } from '@walletport/core';
import { useAppKitInstance } from '../context.js';
import { useAppKitAccount } from '../hooks/use-app-kit-account.js';
import { useStoreSelector } from '../hooks/use-store.js';
import { useButtonTranslate } from '../i18n/use-button-translate.js';
import { useModalTrigger } from './use-modal-trigger.js';

export type ButtonSize = 'md' | 'sm';

export interface ConnectButtonProps {
  /** The text while idle; defaults to 'Connect Wallet' in the instance's locale. */
  label?: string;
  /** The text while a connection is under way; defaults to 'Connecting…'. */
  loadingLabel?: string;
  size?: ButtonSize;
  disabled?: boolean;
  /** Lists only this namespace's wallets in the modal. */
  namespace?: ChainNamespace;
}

/**
 * The connect button itself (no shadow host). It shows the loading state while a wallet is connecting
 * or reconnecting, and while the modal is open for a connection (as AppKit's does), so a visitor who
 * closes the modal mid-way sees at once whether it worked.
 */
export function ConnectButtonContent({
  label,
  loadingLabel,
  size = 'md',
  disabled,
  namespace,
}: ConnectButtonProps) {
  const t = useButtonTranslate();
  const instance = useAppKitInstance();
  const { status } = useAppKitAccount(namespace === undefined ? {} : { namespace });
  const modalOpen = useStoreSelector(instance.stores.modal, (state) => state.open);
  const trigger = useModalTrigger(namespace === undefined ? undefined : { namespace });
  const loading = status === 'connecting' || status === 'reconnecting' || modalOpen;
  const text = loading ? (loadingLabel ?? t('buttons.connecting')) : (label ?? t('buttons.connect'));
  return (
    <button
      type="button"
      className={size === 'sm' ? 'wp-btn wp-btn-primary wp-btn-sm' : 'wp-btn wp-btn-primary'}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...trigger}
    >
      {loading && <span className="wp-btn-spinner" aria-hidden="true" />}
      <span>{text}</span>
    </button>
  );
}
