'use client';
import { BALANCE_RETRY_BLOCK_MS } from '@walletport/core/internal';
import { useAppKitInstance } from '../../context.js';
import { useBalance } from '../../hooks/use-balance.js';
import { useIdentity } from '../../hooks/use-identity.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';
import { Avatar, Icon, Text, useViewStyles, WalletImage } from '../../ui/index.js';
import { AccountActions } from './AccountActions.js';
import { AccountTabs } from './AccountTabs.js';
import { accountDisplayName } from './account-display.js';
import { BalanceLine } from './BalanceLine.js';
import { ChooseNameAction } from './ChooseNameAction.js';
import { CopyAddressButton } from './CopyAddressButton.js';
import { ACCOUNT_TABS_CSS, ACCOUNT_VIEW_CSS } from './styles.js';
import { WalletFeatureButtons } from './WalletFeatureButtons.js';

/**
 * The connected account: avatar, name or short address with copy, the native balance, the wallet feature
 * buttons, the Tokens | NFTs | Activity tabs (docs/account.md), the network (opens Networks), the explorer
 * link and Disconnect.
 */
export default function AccountView() {
  useViewStyles(ACCOUNT_VIEW_CSS);
  useViewStyles(ACCOUNT_TABS_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const network = useStoreSelector(instance.stores.chains, (state) => state.activeCaipNetwork);
  const namespace = useStoreSelector(instance.stores.chains, (state) => state.activeNamespace);
  const account = useStoreSelector(instance.stores.accounts, (state) =>
    namespace === undefined ? undefined : state[namespace],
  );
  const { balance, symbol, loading, error, refetch, supported } = useBalance();

  const address = account?.address;
  // The wallet's own profile first; else what the Walletport server knows about the address.
  const identity = useIdentity(address);
  // Disconnecting clears the account a moment before the modal closes: keep the card's size meanwhile.
  if (address === undefined) return <div className="wp-account" aria-busy="true" />;

  const wallet = account?.connectedWalletInfo;
  return (
    <div className="wp-account">
      <div className="wp-account__identity">
        <Avatar address={address} src={account?.profileImage ?? identity.avatar} size={56} />
        <div className="wp-account__name-row">
          <Text as="h2" variant="title" truncate className="wp-account__name" title={address}>
            {accountDisplayName(account?.profileName?.trim() || identity.name, address)}
          </Text>
          <CopyAddressButton address={address} />
        </div>
        <ChooseNameAction
          hasName={Boolean(account?.profileName?.trim() || identity.name)}
          identityLoading={identity.loading}
        />
        {supported ? (
          <BalanceLine
            balance={balance}
            symbol={symbol}
            loading={loading}
            error={error}
            retryAt={
              account?.lastRetry === undefined ? undefined : account.lastRetry + BALANCE_RETRY_BLOCK_MS
            }
            refetch={() => void refetch()}
          />
        ) : null}
        {wallet ? (
          <p className="wp-account__wallet">
            {/* Initials at this size are unreadable: without an icon a plain wallet glyph stands in. */}
            {wallet.icon ? (
              <WalletImage src={wallet.icon} name={wallet.name} size={16} />
            ) : (
              <Icon name="wallet" size={14} />
            )}
            <span>{t('account.connectedWith', { wallet: wallet.name })}</span>
          </p>
        ) : null}
      </div>
      <WalletFeatureButtons namespace={namespace} />
      {namespace === undefined ? null : <AccountTabs namespace={namespace} />}
      <AccountActions address={address} network={network} />
    </div>
  );
}
