'use client';
import type { RouterState } from '@walletport/core/internal';
import type { SwapFlow } from '@walletport/core/swap';
import { isSwapInFlight } from '@walletport/core/swap';
import { useEffect } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Button, Icon, Skeleton, useViewStyles } from '../../ui/index.js';
import { AccountIcon } from '../account/feature-icons.js';
import { tokenAmountText } from '../send/amount-text.js';
import { amountMessage } from '../send/send-text.js';
import { SEND_CSS } from '../send/styles.js';
import { useViewLoader } from '../view-loader.js';
import { QuoteDetails } from './QuoteDetails.js';
import { SwapFlowPending } from './SwapStatus.js';
import { blockerText, swapFailureText } from './swap-text.js';
import { SWAP_CSS } from './styles.js';
import { TokenCard } from './TokenCard.js';
import { useSwapFlow, useSwapState } from './use-swap-flow.js';

const selectView = (state: RouterState) => state.view;

/**
 * Swap: the token to pay with and how much (Max takes the whole balance), the token to receive with the
 * quoted amount (asked 300 ms after typing stops, again once 15 s old), the rate, price impact and
 * slippage, and Review, which says what is missing until the swap can go ahead. Opened with
 * `{ fromToken, toToken, amount }` it starts filled in.
 */
export default function SwapView() {
  useViewStyles(SEND_CSS);
  useViewStyles(SWAP_CSS);
  const load = useSwapFlow();
  if (load.status !== 'ready') return <SwapFlowPending load={load} />;
  return <SwapForm flow={load.flow} />;
}

function SwapForm({ flow }: { flow: SwapFlow }) {
  const t = useTranslate();
  const locale = useLocale();
  const instance = useAppKitInstance();
  const { preloadView } = useViewLoader();
  const state = useSwapState(flow);
  const view = useStoreSelector(instance.stores.router, selectView);
  const params = view.name === 'Swap' ? view.params : undefined;

  useEffect(() => {
    // While the modal animates to the next view this one may still render: only its own entry counts.
    if (view.name !== 'Swap') return;
    flow.enterEditing();
    flow.prefill(params, view);
  }, [flow, params, view]);

  useEffect(() => {
    void preloadView('SwapPreview').catch(() => {});
  }, [preloadView]);

  const { check, from, to, amount, quote } = state;
  const inFlight = isSwapInFlight(state.step);
  const label = check.ok
    ? t('swap.review')
    : (() => {
        const text = blockerText(check.reason, from?.symbol ?? '');
        return t(text.key, text.params);
      })();
  const amountProblem = amountMessage(amount, undefined, { token: from?.symbol ?? '', native: '' });
  const review = () => {
    if (flow.review()) instance.services.router.push({ name: 'SwapPreview' });
  };

  return (
    <form
      className="wp-send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      {inFlight ? (
        <p className="wp-send__notice" role="status">
          <span>{t('swap.inFlight')}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => instance.services.router.push({ name: 'SwapPreview' })}
          >
            {t('swap.viewSwap')}
          </Button>
        </p>
      ) : null}
      {state.tokensStatus.status === 'failed' ? (
        <p className="wp-send-tokens__note" role="alert">
          <Icon name="warning" size={16} />
          <span>
            {(() => {
              const failure = state.tokensStatus.failure;
              const text =
                failure.code === 'UNKNOWN'
                  ? { key: 'swap.tokensFailed' as const }
                  : swapFailureText(failure, state.slippage);
              return t(text.key, text.params);
            })()}
          </span>
          <Button variant="ghost" size="sm" onClick={() => flow.retryTokens()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      <div className="wp-swap__cards">
        <TokenCard side="from" token={from} value={amount.value} onMax={() => flow.setMax()}>
          {(inputId) => (
            <input
              id={inputId}
              className="wp-send__amount-input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              placeholder="0"
              value={state.form.amountText}
              onChange={(event) => flow.setAmount(event.target.value)}
              aria-invalid={amountProblem === undefined ? undefined : true}
            />
          )}
        </TokenCard>
        <button
          type="button"
          className="wp-swap__flip"
          aria-label={t('swap.flip')}
          disabled={to === undefined || inFlight}
          onClick={() => flow.flip()}
        >
          <AccountIcon name="swaps" size={18} />
        </button>
        <TokenCard
          side="to"
          token={to}
          value={quote.status === 'ready' ? quote.quote.toAmount : undefined}
          hint={
            quote.status === 'ready' && quote.refreshing ? (
              <span>{t('swap.quoteRefreshing')}</span>
            ) : undefined
          }
        >
          {(inputId) =>
            quote.status === 'loading' ? (
              <span id={inputId} className="wp-swap__output">
                <span className="wp-visually-hidden" role="status">
                  {t('swap.quoteLoading')}
                </span>
                <Skeleton width={120} height={28} radius="xs" />
              </span>
            ) : (
              <output
                id={inputId}
                className={`wp-swap__output${quote.status === 'ready' && to !== undefined ? '' : ' wp-swap__output--empty'}`}
                aria-live="polite"
              >
                {quote.status === 'ready' && to !== undefined
                  ? tokenAmountText(quote.quote.toAmount, to.decimals, locale)
                  : '0'}
              </output>
            )
          }
        </TokenCard>
      </div>
      {amountProblem === undefined ? null : (
        <p className="wp-send__message wp-send__message--error">
          <Icon name="error" size={14} />
          <span>{t(amountProblem.key, amountProblem.params)}</span>
        </p>
      )}
      {quote.status === 'failed' ? (
        <p className="wp-send__message wp-send__message--error wp-swap__problem" role="alert">
          <Icon name="error" size={14} />
          <span>
            {(() => {
              const text = swapFailureText(quote.failure, state.slippage);
              return t(text.key, text.params);
            })()}
          </span>
          <Button variant="ghost" size="sm" onClick={() => flow.retryQuote()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      <QuoteDetails state={state} />
      <Button type="submit" variant="primary" fullWidth disabled={!check.ok || inFlight}>
        {label}
      </Button>
    </form>
  );
}
