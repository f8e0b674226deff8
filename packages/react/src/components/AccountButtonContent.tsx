'use client';
import { type ChainNamespace, truncateAddress } from '@walletport/core';
import { useAccountState, useTargetNamespace } from '../hooks/use-app-kit-account.js';
import { useBalance } from '../hooks/use-balance.js';
import { useIdentity } from '../hooks/use-identity.js';
import { useButtonTranslate } from '../i18n/use-button-translate.js';
import { useLocale } from '../i18n/use-locale.js';
import { balanceLabel } from './balance-label.js';
import { ButtonAvatar } from './ButtonImage.js';
import type { ButtonSize } from './ConnectButtonContent.js';
import { useModalTrigger } from './use-modal-trigger.js';

export interface AccountButtonProps {
  /** 'hide' leaves the balance out (and never fetches it). Defaults to 'show'. */
  balance?: 'show' | 'hide';
  size?: ButtonSize;
  disabled?: boolean;
  /** The namespace's account instead of the active one. */
  namespace?: ChainNamespace;
}

/**
 * The account button itself (no shadow host): balance, then the avatar and the name (profile name, else
 * the address cut to 4 + 6 characters). A skeleton holds the balance's place while it loads, so the
 * button does not change width when the value lands. Renders nothing without an account.
 */
export function AccountButtonContent({
  balance = 'show',
  size = 'md',
  disabled,
  namespace,
}: AccountButtonProps) {
  const t = useButtonTranslate();
  const locale = useLocale();
  const target = useTargetNamespace(namespace);
  const account = useAccountState(target);
  const showBalance = balance === 'show';
  const native = useBalance({ ...(target === undefined ? {} : { namespace: target }), enabled: showBalance });
  const trigger = useModalTrigger(undefined);
  const address = account?.address;
  // The wallet's own profile first; else what the Walletport server knows about the address.
  const identity = useIdentity(address);
  if (address === undefined) return null;

  const name = account?.profileName?.trim() || identity.name?.trim() || truncateAddress(address);
  // A failed lookup leaves core's placeholder (0.00 ETH) in the state; the button shows no amount rather
  // than one the chain never said (the Account view says the balance is unavailable).
  const amount =
    showBalance &&
    native.supported &&
    !native.loading &&
    native.error === undefined &&
    native.balance !== undefined
      ? balanceLabel(native.balance, native.symbol, locale)
      : undefined;
  const skeleton = showBalance && native.supported && native.loading;
  const withBalance = amount !== undefined || skeleton;
  const classes = ['wp-btn', 'wp-btn-surface', 'wp-btn-account'];
  if (!withBalance) classes.push('wp-btn-no-balance');
  if (size === 'sm') classes.push('wp-btn-sm');

  return (
    <button
      type="button"
      className={classes.join(' ')}
      disabled={disabled}
      aria-label={
        amount === undefined
          ? t('buttons.account', { name })
          : t('buttons.accountWithBalance', { name, balance: amount })
      }
      {...trigger}
    >
      {/* The name before the balance in the DOM, as in the label ('Account <name>, <balance>'), so the
          visible text reads in the order of the accessible name; CSS draws the balance first. */}
      <span className="wp-btn-pill" aria-hidden="true">
        <ButtonAvatar address={address} src={account?.profileImage ?? identity.avatar} />
        <span className="wp-btn-name">{name}</span>
      </span>
      {/* Keeps name and balance two words in the text; a flex container draws no gap for it. */}
      {withBalance && ' '}
      {withBalance && (
        <span className="wp-btn-balance" aria-hidden="true">
          {amount ?? <span className="wp-btn-skeleton" data-testid="wp-balance-skeleton" />}
        </span>
      )}
    </button>
  );
}
