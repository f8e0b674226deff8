'use client';
import type { AccountsState } from '@walletport/core/internal';
import { useAppKitInstance } from '../../context.js';
import { shallowEqual, useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';
import { Icon, ListItem } from '../../ui/index.js';

const selectLogin = (state: AccountsState) => {
  const account = state.eip155;
  return {
    embedded: account?.connectedWalletInfo?.type === 'AUTH',
    email: account?.user?.email,
  };
};

/**
 * The visitor's email when they are connected through the embedded wallet (email login), opening the
 * email update. Renders nothing for any other wallet.
 */
export function EmailRow() {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const login = useStoreSelector(instance.stores.accounts, selectLogin, shallowEqual);
  if (
    !login.embedded ||
    login.email === undefined ||
    instance.services.features.embeddedWallet === undefined
  ) {
    return null;
  }
  const email = login.email;
  return (
    <ListItem
      icon={
        <span className="wp-list-item__icon wp-account__action-icon">
          <Icon name="mail" size={16} />
        </span>
      }
      title={<bdi>{email}</bdi>}
      description={t('account.updateEmail')}
      trailing={<Icon name="chevron-right" size={18} />}
      onClick={() => instance.services.router.push({ name: 'UpdateEmail', params: { email } })}
      data-account-row="email"
    />
  );
}
