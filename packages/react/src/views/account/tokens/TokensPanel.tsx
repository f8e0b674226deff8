'use client';
import { createInitialWalletAssetsState, tokensToShow } from '@walletport/core/account-data';
import { createStore, type TokenBalance } from '@walletport/core/internal';
import { useEffect, useMemo } from 'react';
import { useAppKitInstance } from '../../../context.js';
import { useStoreSelector } from '../../../hooks/use-store.js';
import { useLocale, useTranslate } from '../../../i18n/index.js';
import { Button, Icon, useViewStyles } from '../../../ui/index.js';
import { ListSkeleton } from '../list/ListSkeleton.js';
import { ListState } from '../list/ListState.js';
import { TokenIcon } from './TokenIcon.js';
import { TOKENS_CSS } from './styles.js';
import { fiatText, quantityText } from './token-text.js';

const NO_TOKENS: readonly TokenBalance[] = Object.freeze([]);
/** Read when the instance has no walletAssets service (an app that left the feature out): always idle. */
const IDLE = createStore(createInitialWalletAssetsState());

/**
 * The Tokens tab: the account's tokens on the active network with icon, name, quantity (3 decimals) and
 * fiat value (2 decimals) only when a feed prices the token (docs/account.md). Loads on mount and again
 * for another account or network; placeholder rows while nothing is known yet, an empty state, and
 * 'Token Balance Unavailable' with a retry when the load failed.
 */
export default function TokensPanel() {
  useViewStyles(TOKENS_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const locale = useLocale();
  const service = instance.services.features.walletAssets;
  const network = useStoreSelector(instance.stores.chains, (state) => state.activeCaipNetwork);
  const namespace = useStoreSelector(instance.stores.chains, (state) => state.activeNamespace);
  const account = useStoreSelector(instance.stores.accounts, (state) =>
    namespace === undefined ? undefined : state[namespace],
  );
  const status = useStoreSelector(service?.store ?? IDLE, (state) => state.tokens);
  const address = account?.address;
  const caipNetworkId = network?.caipNetworkId;

  useEffect(() => {
    if (address !== undefined && caipNetworkId !== undefined) void service?.refreshTokens();
  }, [service, address, caipNetworkId]);

  const held = account?.tokenBalance ?? NO_TOKENS;
  const shown = useMemo(
    () => (caipNetworkId === undefined ? [] : tokensToShow(held, caipNetworkId)),
    [held, caipNetworkId],
  );
  const networkName = network?.name ?? t('common.unknownNetwork');
  const retry = () => void service?.refreshTokens({ force: true });

  if (shown.length === 0) {
    if (status.status === 'error')
      return <ListState tone="failed" title={t('account.balanceUnavailable')} retry={retry} />;
    if (status.status === 'ready') {
      return (
        <ListState
          title={t('account.tokens.empty')}
          hint={t('account.tokens.emptyHint', { network: networkName })}
        />
      );
    }
    return <ListSkeleton label={t('common.loading')} />;
  }
  return (
    <div className="wp-tokens">
      {status.status === 'error' ? (
        <div className="wp-tokens__stale" role="alert">
          <Icon name="warning" size={14} />
          <span>{t('account.balanceUnavailable')}</span>
          <Button variant="ghost" size="sm" onClick={retry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      <ul
        className="wp-tokens__list"
        aria-label={t('account.tokens.listLabel', { network: networkName })}
        aria-busy={status.status === 'loading' || undefined}
      >
        {shown.map((token) => {
          const fiat = fiatText(token, locale);
          return (
            <li key={token.address ?? 'native'} className="wp-token-row">
              <TokenIcon src={token.iconUrl} symbol={token.symbol} />
              <span className="wp-token-row__body">
                <span className="wp-token-row__name">{token.name}</span>
                <span className="wp-token-row__quantity">
                  <bdi dir="ltr">{quantityText(token, locale)}</bdi>
                </span>
              </span>
              {fiat === undefined ? null : (
                <span className="wp-token-row__fiat">
                  <span className="wp-visually-hidden">{t('account.tokens.value', { amount: fiat })}</span>
                  <bdi aria-hidden="true" dir="ltr">
                    {fiat}
                  </bdi>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
