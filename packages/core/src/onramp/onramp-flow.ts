/**
 * The buy flow of one instance (docs/onramp.md): the form (currency, payment method, amount, token,
 * provider), what it derives (limits, tokens on the network, the quote), and the steps from Continue to the
 * tokens having arrived. Views render `store` and call the methods; the rules live in the pure modules next
 * to this one. Framework-free and DOM-free: the view opens the window and hands it in as a CheckoutWindow.
 */
import type { OnrampApiClient, OnrampOptions, OnrampPaymentCurrency } from '../api/onramp-api.js';
import type { Timers } from '../modal/ports.js';
import type { CaipNetwork } from '../networks/index.js';
import { createStore, type Store } from '../store/store.js';
import { type FiatAmount, readFiatAmount } from './fiat-amount.js';
import { arrivedAmount, DELIVERY_POLL_MS } from './onramp-delivery.js';
import { isPlaceholderQuote, type OnrampQuoteState, QUOTE_DELAY_MS } from './onramp-quote.js';
import {
  INITIAL_ONRAMP_STEP,
  type OnrampEvent,
  type OnrampPurchase,
  type OnrampStep,
  transitionOnramp,
} from './onramp-steps.js';
import { DEFAULT_PAYMENT_METHOD, limitsOf, type OnrampToken, onrampTokensFor } from './onramp-tokens.js';

/** The account a purchase is delivered to. */
export interface OnrampAccount {
  readonly address: string;
  readonly network: CaipNetwork;
}

/** The window the view opened for the provider's checkout (synchronously, in the click). */
export interface CheckoutWindow {
  /** Loads the checkout URL; false when the window is gone. */
  show(url: string): boolean;
  close(): void;
}

export interface OnrampForm {
  readonly currency: string | undefined;
  readonly method: string;
  readonly amountText: string;
  readonly tokenId: string | undefined;
  readonly provider: string | undefined;
}

export type OnrampOptionsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly options: OnrampOptions }
  | { readonly status: 'failed' };

export interface OnrampFlowState {
  readonly step: OnrampStep;
  readonly form: OnrampForm;
  readonly options: OnrampOptionsState;
  readonly account: OnrampAccount | undefined;
  readonly currencies: readonly OnrampPaymentCurrency[];
  readonly currency: OnrampPaymentCurrency | undefined;
  /** The limits of the chosen method in the chosen currency. */
  readonly limits: { readonly min: string; readonly max: string } | undefined;
  /** What the provider sells on the active network. */
  readonly tokens: readonly OnrampToken[];
  readonly token: OnrampToken | undefined;
  readonly providers: readonly string[];
  readonly amount: FiatAmount;
  readonly quote: OnrampQuoteState;
  /** Continue is possible: a valid amount, a token, and no quote still loading. */
  readonly canContinue: boolean;
}

export interface OnrampFlowDeps {
  account(): OnrampAccount | undefined;
  /** Tells `listener` whenever what `account()` reads may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  api: OnrampApiClient;
  /** Reads the token's balance afresh (whole units), or undefined when it cannot be known now. */
  readBalance(token: OnrampToken): Promise<string | undefined>;
  timers: Timers;
  onError?(message: string, error: unknown): void;
}

export interface OnrampFlow {
  readonly store: Pick<Store<OnrampFlowState>, 'getState' | 'subscribe'>;
  /** Loads the options again after they failed. */
  retryOptions(): void;
  selectCurrency(id: string): void;
  selectMethod(id: string): void;
  setAmount(text: string): void;
  selectToken(id: string): void;
  selectProvider(id: string): void;
  /**
   * Continue: asks for the checkout URL, shows it in `target` (the window the view opened) and waits for
   * the tokens. Without a window (the browser blocked it) the step offers the URL as a link. Never rejects.
   */
  checkout(target: CheckoutWindow | undefined): Promise<void>;
  /** The visitor opened the link after the popup was blocked. */
  popupOpened(): void;
  /** From success or failure back to the form (the amount is kept, to try again). */
  restart(): void;
  /** A fresh form (disconnect, account or network switch). */
  reset(): void;
  destroy(): void;
}

const EMPTY_FORM: OnrampForm = Object.freeze({
  currency: undefined,
  method: DEFAULT_PAYMENT_METHOD,
  amountText: '',
  tokenId: undefined,
  provider: undefined,
});

/** The currency shown first: the form's, else USD, else the first offered. */
function pickCurrency(currencies: readonly OnrampPaymentCurrency[], wanted: string | undefined) {
  return (
    currencies.find((currency) => currency.id === wanted) ??
    currencies.find((currency) => currency.id === 'USD') ??
    currencies[0]
  );
}

export function createOnrampFlow(deps: OnrampFlowDeps): OnrampFlow {
  let form = EMPTY_FORM;
  let step: OnrampStep = INITIAL_ONRAMP_STEP;
  let options: OnrampOptionsState = { status: 'loading' };
  let quote: OnrampQuoteState = { status: 'idle' };
  let quoteKey: string | undefined;
  let quoteTimer: unknown;
  let quoteAbort: AbortController | undefined;
  let pollTimer: unknown;
  // Bumped whenever a wait starts or stops, so a read still in flight from an earlier wait is ignored.
  let watchGeneration = 0;
  let destroyed = false;
  const store = createStore<OnrampFlowState>(derive());
  const stopWatching = deps.subscribe(refresh);
  loadOptions();

  function derive(): OnrampFlowState {
    const account = deps.account();
    const ready = options.status === 'ready' ? options.options : undefined;
    const currencies = ready?.paymentCurrencies ?? [];
    const currency = pickCurrency(currencies, form.currency);
    const limit = limitsOf(currency, form.method);
    const tokens =
      ready === undefined || account === undefined ? [] : onrampTokensFor(ready, account.network);
    const token = tokens.find((candidate) => candidate.id === form.tokenId) ?? tokens[0];
    const providers = ready?.providers ?? [];
    const amount = readFiatAmount(form.amountText, limit);
    return {
      step,
      form,
      options,
      account,
      currencies,
      currency,
      limits: limit === undefined ? undefined : { min: limit.min, max: limit.max },
      tokens,
      token,
      providers,
      amount,
      quote,
      canContinue: amount.ok && token !== undefined && account !== undefined && quote.status !== 'loading',
    };
  }

  /** The step now: read through a call, since awaits and dispatches change it between two reads. */
  function currentStep(): OnrampStep {
    return step;
  }

  function refresh(): void {
    if (destroyed) return;
    store.replaceState(derive());
    requestQuote(store.getState());
  }

  function dispatch(event: OnrampEvent): void {
    const next = transitionOnramp(step, event);
    if (next === step) return;
    step = next;
    refresh();
  }

  function loadOptions(): void {
    options = { status: 'loading' };
    deps.api.getOptions().then(
      (loaded) => {
        options = { status: 'ready', options: loaded };
        refresh();
      },
      (error: unknown) => {
        deps.onError?.('Could not load the onramp options', error);
        options = { status: 'failed' };
        refresh();
      },
    );
  }

  /** The provider a request names: the visitor's choice, else the first the server offers. */
  function providerOf(state: OnrampFlowState): string | undefined {
    return state.providers.includes(state.form.provider ?? '') ? state.form.provider : state.providers[0];
  }

  /** Asks for a quote 300 ms after the last change of what it depends on; stale answers are dropped. */
  function requestQuote(state: OnrampFlowState): void {
    const { amount, token, currency } = state;
    const key =
      amount.ok && token !== undefined && currency !== undefined
        ? [currency.id, amount.text, token.id, token.network.name, providerOf(state) ?? ''].join('|')
        : undefined;
    if (key === quoteKey) return;
    quoteKey = key;
    deps.timers.clearTimeout(quoteTimer);
    quoteAbort?.abort();
    quoteAbort = undefined;
    if (key === undefined || !amount.ok || token === undefined || currency === undefined) {
      setQuote({ status: 'idle' });
      return;
    }
    setQuote({ status: 'loading' });
    const provider = providerOf(state);
    quoteTimer = deps.timers.setTimeout(() => {
      const abort = new AbortController();
      quoteAbort = abort;
      deps.api
        .getQuote(
          {
            purchaseCurrency: token.id,
            paymentCurrency: currency.id,
            amount: amount.text,
            network: token.network.name,
            ...(provider === undefined ? {} : { provider }),
          },
          abort.signal,
        )
        .then(
          (answer) => {
            if (quoteKey === key)
              setQuote(
                isPlaceholderQuote(answer) ? { status: 'unavailable' } : { status: 'ready', quote: answer },
              );
          },
          (error: unknown) => {
            if (quoteKey !== key) return;
            deps.onError?.('Could not get an onramp quote', error);
            setQuote({ status: 'unavailable' });
          },
        );
    }, QUOTE_DELAY_MS);
  }

  function setQuote(next: OnrampQuoteState): void {
    quote = next;
    if (!destroyed) store.replaceState(derive());
  }

  function setForm(patch: Partial<OnrampForm>): void {
    form = { ...form, ...patch };
    refresh();
  }

  function stopPolling(): void {
    watchGeneration += 1;
    deps.timers.clearTimeout(pollTimer);
    pollTimer = undefined;
  }

  /** While waiting: reads the balance and the session until the tokens arrive or the provider declines. */
  function watchDelivery(baseline: string | undefined): void {
    let before = baseline;
    const generation = ++watchGeneration;
    const poll = async () => {
      const waiting = step;
      if (waiting.name !== 'waiting' || destroyed || generation !== watchGeneration) return;
      const { purchase, sessionId } = waiting;
      const [balance, status] = await Promise.all([
        deps.readBalance(purchase.token).catch(() => undefined),
        sessionId === undefined
          ? undefined
          : deps.api.getStatus(sessionId, purchase.provider).catch(() => undefined),
      ]);
      if (step.name !== 'waiting' || destroyed || generation !== watchGeneration) return;
      if (status?.status === 'declined') {
        dispatch({ type: 'DECLINED', message: status.message });
        return;
      }
      // A balance unknown at Continue: the first one read counts as "before" (nothing arrives unpaid).
      before ??= balance;
      const received = arrivedAmount({
        before,
        now: balance,
        expected: purchase.expected,
        delivered: status?.status === 'delivered',
      });
      if (received !== undefined) {
        dispatch({
          type: 'ARRIVED',
          received,
          txHash: status?.status === 'delivered' ? status.txHash : undefined,
        });
        return;
      }
      pollTimer = deps.timers.setTimeout(() => void poll(), DELIVERY_POLL_MS);
    };
    pollTimer = deps.timers.setTimeout(() => void poll(), DELIVERY_POLL_MS);
  }

  return {
    store,
    retryOptions() {
      if (options.status === 'failed') {
        loadOptions();
        refresh();
      }
    },
    selectCurrency: (id) => setForm({ currency: id }),
    selectMethod: (id) => setForm({ method: id }),
    setAmount: (text) => setForm({ amountText: text }),
    selectToken: (id) => setForm({ tokenId: id }),
    selectProvider: (id) => setForm({ provider: id }),
    async checkout(target) {
      const state = store.getState();
      if (!state.canContinue || step.name !== 'editing') {
        target?.close();
        return;
      }
      const { token, amount, currency, account } = state;
      if (token === undefined || !amount.ok || currency === undefined || account === undefined) return;
      const provider = providerOf(state);
      const purchase: OnrampPurchase = {
        token,
        fiatAmount: amount.text,
        currency: currency.id,
        expected: state.quote.status === 'ready' ? state.quote.quote.purchaseAmount.value : undefined,
        provider,
      };
      dispatch({ type: 'CONTINUE', purchase });
      const [checkout, baseline] = await Promise.all([
        deps.api
          .createCheckout({
            address: account.address,
            network: token.network.name,
            asset: token.symbol,
            fiatAmount: amount.text,
            fiatCurrency: currency.id,
            ...(provider === undefined ? {} : { provider }),
          })
          .catch((error: unknown) => {
            deps.onError?.('Could not create the onramp checkout', error);
            return undefined;
          }),
        deps.readBalance(token).catch(() => undefined),
      ]);
      if (destroyed || currentStep().name !== 'opening') {
        target?.close();
        return;
      }
      if (checkout === undefined) {
        target?.close();
        dispatch({ type: 'CHECKOUT_FAILED' });
        return;
      }
      const shown = target?.show(checkout.url) ?? false;
      dispatch({
        type: 'CHECKOUT_OPENED',
        url: checkout.url,
        sessionId: checkout.sessionId,
        popupBlocked: !shown,
      });
      watchDelivery(baseline);
    },
    popupOpened: () => dispatch({ type: 'POPUP_OPENED' }),
    restart() {
      stopPolling();
      dispatch({ type: 'RESET' });
    },
    reset() {
      stopPolling();
      form = EMPTY_FORM;
      step = INITIAL_ONRAMP_STEP;
      refresh();
    },
    destroy() {
      destroyed = true;
      stopPolling();
      deps.timers.clearTimeout(quoteTimer);
      quoteAbort?.abort();
      stopWatching();
    },
  };
}
