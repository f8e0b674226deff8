'use client';
import type { SendFlow, SendToken } from '@walletport/core/send';
import { fiatValueOf, searchSendTokens } from '@walletport/core/send';
import { createInitialWalletAssetsState } from '@walletport/core/account-data';
import { createStore, formatFiat } from '@walletport/core/internal';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Button, Icon, ListItem, SearchInput, Skeleton, Text, useViewStyles } from '../../ui/index.js';
import { TokenIcon } from '../account/tokens/TokenIcon.js';
import { tokenAmountText } from '../send/amount-text.js';
import { SendFlowPending } from '../send/SendStatus.js';
import { SEND_CSS } from '../send/styles.js';
import { useSendFlow, useSendState } from '../send/use-send-flow.js';
import { nextListFocus } from './list-keys.js';

/** Read when the instance has no walletAssets service: always idle. */
const IDLE_ASSETS = createStore(createInitialWalletAssetsState());

/**
 * The token list of Send: the native token first, then every token held on the network with its balance
 * and fiat value (when priced). A search narrows it by symbol, name or address; choosing goes back to Send.
 */
export default function SendSelectTokenView() {
  useViewStyles(SEND_CSS);
  const load = useSendFlow();
  if (load.status !== 'ready') return <SendFlowPending load={load} />;
  return <TokenList flow={load.flow} />;
}

function TokenList({ flow }: { flow: SendFlow }) {
  const t = useTranslate();
  const locale = useLocale();
  const instance = useAppKitInstance();
  const state = useSendState(flow);
  const assets = instance.services.features.walletAssets;
  const tokensStatus = useStoreSelector(assets?.store ?? IDLE_ASSETS, (value) => value.tokens.status);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchSendTokens(state.tokens, query), [state.tokens, query]);
  const containerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const choose = (token: SendToken) => {
    flow.selectToken(token.key);
    instance.services.router.goBack();
  };

  const rows = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button.wp-list-item') ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLButtonElement>) => {
    const buttons = rows();
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    const next = nextListFocus(event.key, current, buttons.length);
    if (next === undefined) return;
    event.preventDefault();
    if (next === -1) containerRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    else buttons[next]?.focus();
  };

  const loading = tokensStatus === 'loading' && state.tokens.length <= 1;
  return (
    <div ref={containerRef} className="wp-send-tokens">
      <SearchInput
        onKeyDown={onKeyDown}
        value={query}
        onChange={setQuery}
        label={t('send.selectToken.search')}
        placeholder={t('send.selectToken.searchPlaceholder')}
      />
      {tokensStatus === 'error' ? (
        <p className="wp-send-tokens__note" role="alert">
          <Icon name="warning" size={16} />
          <span>{t('send.selectToken.failed')}</span>
          <Button variant="ghost" size="sm" onClick={() => void assets?.refreshTokens({ force: true })}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      <ul
        ref={listRef}
        className="wp-send-tokens__list"
        aria-label={t('send.selectToken.listLabel')}
        aria-busy={loading || undefined}
      >
        {shown.map((token) => {
          const fiat = token.balance === undefined ? undefined : fiatValueOf(token, token.balance);
          const selected = token.key === state.token?.key;
          return (
            <li key={token.key}>
              <ListItem
                icon={<TokenIcon src={token.iconUrl} symbol={token.symbol} size={36} />}
                title={token.symbol}
                description={token.name}
                selected={selected}
                trailing={
                  <span className="wp-send-tokens__amounts">
                    <span className="wp-send-tokens__balance">
                      {token.balance === undefined ? (
                        <Skeleton width={64} height={14} radius="xs" />
                      ) : (
                        tokenAmountText(token.balance, token.decimals, locale)
                      )}
                    </span>
                    {fiat === undefined ? null : (
                      <span className="wp-send-tokens__fiat">{formatFiat(fiat, 'USD', locale)}</span>
                    )}
                  </span>
                }
                onClick={() => choose(token)}
                onKeyDown={onKeyDown}
              />
            </li>
          );
        })}
        {loading
          ? [0, 1].map((row) => (
              <li key={`skeleton-${row}`} aria-hidden="true">
                <Skeleton width="100%" height={56} radius="m" />
              </li>
            ))
          : null}
      </ul>
      {loading ? (
        <span className="wp-visually-hidden" role="status">
          {t('send.selectToken.loading')}
        </span>
      ) : null}
      {shown.length === 0 ? (
        <Text variant="body" tone="secondary" className="wp-send-tokens__empty" role="status">
          {t('send.selectToken.empty', { query: query.trim() })}
        </Text>
      ) : null}
    </div>
  );
}
