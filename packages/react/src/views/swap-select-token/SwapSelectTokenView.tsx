'use client';
import type { RouterState } from '@walletport/core/internal';
import { formatFiat } from '@walletport/core/internal';
import type { SwapFlow, SwapToken } from '@walletport/core/swap';
import { fiatValueOf, searchSwapTokens } from '@walletport/core/swap';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { ListItem, SearchInput, Skeleton, Text, useViewStyles } from '../../ui/index.js';
import { TokenIcon } from '../account/tokens/TokenIcon.js';
import { tokenAmountText } from '../send/amount-text.js';
import { SEND_CSS } from '../send/styles.js';
import { nextListFocus } from '../send-select-token/list-keys.js';
import { SwapFlowPending } from '../swap/SwapStatus.js';
import { SWAP_CSS } from '../swap/styles.js';
import { useSwapFlow, useSwapState } from '../swap/use-swap-flow.js';

const selectView = (state: RouterState) => state.view;

/**
 * The tokens of a swap's side (`side`: from or to): the native token first, then every token the server
 * can swap on the network, with the visitor's balance and its fiat value (when priced). A search narrows
 * it by symbol, name or address; choosing goes back to Swap. Choosing the other side's token swaps them.
 */
export default function SwapSelectTokenView() {
  useViewStyles(SEND_CSS);
  useViewStyles(SWAP_CSS);
  const load = useSwapFlow();
  if (load.status !== 'ready') return <SwapFlowPending load={load} />;
  return <TokenList flow={load.flow} />;
}

function TokenList({ flow }: { flow: SwapFlow }) {
  const t = useTranslate();
  const locale = useLocale();
  const instance = useAppKitInstance();
  const state = useSwapState(flow);
  const view = useStoreSelector(instance.stores.router, selectView);
  const [side] = useState<'from' | 'to'>(() => (view.name === 'SwapSelectToken' ? view.params.side : 'from'));
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchSwapTokens(state.tokens, query), [state.tokens, query]);
  const containerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const current = side === 'from' ? state.from : state.to;

  const choose = (token: SwapToken) => {
    flow.selectToken(side, token.key);
    instance.services.router.goBack();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLButtonElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button.wp-list-item') ?? [])];
    const next = nextListFocus(event.key, buttons.indexOf(event.target as HTMLButtonElement), buttons.length);
    if (next === undefined) return;
    event.preventDefault();
    if (next === -1) containerRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    else buttons[next]?.focus();
  };

  const loading = state.tokensStatus.status === 'loading';
  return (
    <div ref={containerRef} className="wp-send-tokens">
      <SearchInput
        onKeyDown={onKeyDown}
        value={query}
        onChange={setQuery}
        label={t('swap.selectToken.search')}
        placeholder={t('swap.selectToken.searchPlaceholder')}
      />
      <ul
        ref={listRef}
        className="wp-send-tokens__list"
        aria-label={t(side === 'from' ? 'swap.selectToken.listFrom' : 'swap.selectToken.listTo')}
        aria-busy={loading || undefined}
      >
        {shown.map((token) => {
          const fiat = token.balance === undefined ? undefined : fiatValueOf(token, token.balance);
          return (
            <li key={token.key}>
              <ListItem
                icon={<TokenIcon src={token.iconUrl} symbol={token.symbol} size={36} />}
                title={token.symbol}
                description={token.name}
                selected={token.key === current?.key}
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
          ? [0, 1, 2].map((row) => (
              <li key={`skeleton-${row}`} aria-hidden="true">
                <Skeleton width="100%" height={56} radius="m" />
              </li>
            ))
          : null}
      </ul>
      {loading ? (
        <span className="wp-visually-hidden" role="status">
          {t('swap.selectToken.loading')}
        </span>
      ) : null}
      {!loading && shown.length === 0 ? (
        <Text variant="body" tone="secondary" className="wp-send-tokens__empty" role="status">
          {t('swap.selectToken.empty', { query: query.trim() })}
        </Text>
      ) : null}
    </div>
  );
}
