/**
 * The swap flow of one instance (docs/swap.md): the form (from, to, amount), what it derives (tokens
 * with balances, the quote fetched 300 ms after typing stops and again once 15 s old, the Review check)
 * and the steps from review through the approval and the swap to their receipts. Views render `store`
 * and call the methods; the rules live in the pure modules next to this one. Framework-free: the instance
 * wiring (feature/instance-swap.ts) hands in stores and services as the ports below.
 */
import type { ConvertToken } from '../api/convert-api.js';
import { formatUnits } from '../format/units.js';
import { readSendAmount } from '../send/amount.js';
import { createStore } from '../store/store.js';
import { describeSwapError } from './swap-failure.js';
import type { SwapFlow, SwapFlowDeps, SwapFlowState, SwapForm, SwapTokensState } from './swap-flow-types.js';
import { checkSwapForm, type QuoteState } from './swap-form.js';
import { DEFAULT_SLIPPAGE_PERCENT } from './swap-math.js';
import { loadSwapPlan, submitSwapTransaction, userAccountId } from './swap-plan.js';
import {
  INITIAL_SWAP_STEP,
  type SwapDraft,
  type SwapEvent,
  type SwapStep,
  transitionSwap,
} from './swap-steps.js';
import { findSwapToken, listSwapTokens } from './swap-tokens.js';

/** Typing settles this long before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 300;
/** A quote older than this is asked for again (while editing and while reviewing). */
export const QUOTE_TTL_MS = 15_000;

export type {
  SwapAccount,
  SwapFlow,
  SwapFlowDeps,
  SwapFlowState,
  SwapForm,
  SwapTokensState,
} from './swap-flow-types.js';

const EMPTY_FORM: SwapForm = Object.freeze({ from: '', to: '', amountText: '' });

export function createSwapFlow(deps: SwapFlowDeps): SwapFlow {
  let form = EMPTY_FORM;
  let step = INITIAL_SWAP_STEP;
  let destroyed = false;
  let prefilledFor: object | undefined;
  let tokensFor: string | undefined;
  let convertTokens: readonly ConvertToken[] = [];
  let tokensStatus: SwapTokensState = { status: 'loading' };
  let quote: QuoteState = { status: 'idle' };
  let quoteKey: string | undefined;
  let quoteTimer: unknown;
  let planTimer: unknown;
  let planning = false;
  const watching = () => deps.watching?.() ?? true;
  const store = createStore<SwapFlowState>(derive());
  const stopWatching = deps.subscribe(refresh);
  void deps.loadBalances().catch((error: unknown) => deps.onError?.('Could not load balances', error));
  refresh();

  function derive(): SwapFlowState {
    const account = deps.account();
    const tokens = listSwapTokens({
      convertTokens,
      held: account?.held ?? [],
      balancesKnown: account?.balancesKnown ?? false,
    });
    const from =
      form.from === ''
        ? tokens.find((token) => token.address === undefined)
        : findSwapToken(tokens, form.from);
    const to = form.to === '' ? undefined : findSwapToken(tokens, form.to);
    const amount = readSendAmount(form.amountText, from?.decimals ?? 18);
    const available = account !== undefined && deps.api !== undefined && deps.adapter() !== undefined;
    const check = checkSwapForm({
      account: available ? account.address : undefined,
      tokens: tokensStatus.status,
      from,
      to,
      amount,
      quote,
    });
    return {
      step,
      form,
      tokensStatus,
      tokens,
      from,
      to,
      amount,
      quote,
      check,
      slippage: DEFAULT_SLIPPAGE_PERCENT,
      network: account?.network,
      account: account?.address,
    };
  }

  function refresh(): void {
    if (destroyed) return;
    syncTokens();
    const state = derive();
    const changed = syncQuote(state) || refreshStale();
    store.replaceState(changed ? derive() : state);
    replanStale();
  }

  const isStale = (loadedAt: number) => watching() && deps.clock.now() - loadedAt >= QUOTE_TTL_MS;

  /** The editing quote once 15 s old, while the visitor looks: asked again, the old one shown meanwhile. */
  function refreshStale(): boolean {
    if (quote.status !== 'ready' || quote.refreshing || step.name !== 'editing') return false;
    if (quoteKey === undefined || !isStale(quote.loadedAt)) return false;
    quote = { ...quote, refreshing: true };
    fetchQuote(quoteKey);
    return true;
  }

  /** The review's plan once 15 s old, while the visitor looks: planned again, so what is signed is fresh. */
  function replanStale(): void {
    if (step.name !== 'review' || step.plan.status !== 'ready' || planning) return;
    if (isStale(step.plan.plan.loadedAt)) plan(step.draft);
  }

  /** Loads the server's token list for the account's network, once per network. */
  function syncTokens(): void {
    const network = deps.account()?.network;
    const api = deps.api;
    if (network === undefined || api === undefined || tokensFor === network.caipNetworkId) return;
    const wanted = network.caipNetworkId;
    tokensFor = wanted;
    convertTokens = [];
    tokensStatus = { status: 'loading' };
    api.getTokens(wanted).then(
      (list) => {
        if (tokensFor !== wanted) return;
        convertTokens = list;
        // A chain the server lists but has no swap provider for answers no tokens: say so, not an empty list.
        tokensStatus =
          list.length === 0
            ? { status: 'failed', failure: { code: 'SWAPS_UNAVAILABLE' } }
            : { status: 'ready' };
        refresh();
      },
      (error: unknown) => {
        if (tokensFor !== wanted) return;
        tokensStatus = { status: 'failed', failure: describeSwapError(error) };
        refresh();
      },
    );
  }

  /**
   * Keeps the quote on the form's input: a new input drops the old quote and asks 300 ms later. Returns
   * true when it changed the quote state (the caller derives again).
   */
  function syncQuote(state: SwapFlowState): boolean {
    const { from, to, amount, network, account } = state;
    const ready =
      from !== undefined && to !== undefined && from.key !== to.key && amount.problem === undefined;
    const key =
      ready && network !== undefined && account !== undefined
        ? `${network.caipNetworkId}|${account}|${from.key}|${to.key}|${amount.value}`
        : undefined;
    if (key === quoteKey) return false;
    quoteKey = key;
    deps.timers.clearTimeout(quoteTimer);
    if (key === undefined) {
      quote = { status: 'idle' };
      return true;
    }
    quote = { status: 'loading' };
    quoteTimer = deps.timers.setTimeout(() => fetchQuote(key), QUOTE_DEBOUNCE_MS);
    return true;
  }

  function fetchQuote(key: string): void {
    const state = store.getState();
    const { from, to, network, account } = state;
    if (
      deps.api === undefined ||
      from === undefined ||
      to === undefined ||
      network === undefined ||
      account === undefined
    )
      return;
    deps.api
      .getQuote({
        userAddress: userAccountId(network, account),
        from: from.id,
        to: to.id,
        amount: state.amount.value,
      })
      .then(
        (answer) => {
          if (key !== quoteKey || destroyed) return;
          quote = { status: 'ready', quote: answer, loadedAt: deps.clock.now(), refreshing: false };
          // Stale after the TTL: refresh() asks again while the same input stands and the visitor looks.
          deps.timers.clearTimeout(quoteTimer);
          quoteTimer = deps.timers.setTimeout(refresh, QUOTE_TTL_MS);
          refresh();
        },
        (error: unknown) => {
          if (key !== quoteKey || destroyed) return;
          quote = { status: 'failed', failure: describeSwapError(error) };
          refresh();
        },
      );
  }

  function dispatch(event: SwapEvent): void {
    const next = transitionSwap(step, event);
    if (next === step) return;
    step = next;
    if (step.name !== 'review') deps.timers.clearTimeout(planTimer);
    refresh();
    if (step.name === 'review' && step.plan.status === 'loading') plan(step.draft);
  }

  function plan(draft: SwapDraft): void {
    const account = deps.account();
    const adapter = deps.adapter();
    const api = deps.api;
    deps.timers.clearTimeout(planTimer);
    if (account === undefined || adapter === undefined || api === undefined) {
      dispatch({ type: 'PLAN_FAILED', draft, failure: { code: 'UNKNOWN' } });
      return;
    }
    const ctx = {
      api,
      adapter,
      network: account.network,
      slippage: DEFAULT_SLIPPAGE_PERCENT,
      now: deps.clock.now,
    };
    planning = true;
    loadSwapPlan(ctx, draft).then(
      (loaded) => {
        planning = false;
        dispatch({ type: 'PLAN_READY', draft, plan: loaded });
        // The review's numbers go stale like the form's quote: refresh() plans again after the TTL.
        planTimer = deps.timers.setTimeout(refresh, QUOTE_TTL_MS);
      },
      (error: unknown) => {
        planning = false;
        dispatch({ type: 'PLAN_FAILED', draft, failure: describeSwapError(error) });
      },
    );
  }

  function setForm(patch: Partial<SwapForm>): void {
    form = { ...form, ...patch };
    refresh();
  }

  return {
    store,
    prefill(args, entry) {
      if (entry !== undefined) {
        if (entry === prefilledFor) return;
        prefilledFor = entry;
      }
      if (args === undefined) return;
      setForm({
        ...(args.fromToken === undefined ? {} : { from: args.fromToken }),
        ...(args.toToken === undefined ? {} : { to: args.toToken }),
        ...(args.amount === undefined ? {} : { amountText: args.amount }),
      });
    },
    enterEditing() {
      if (step.name === 'success') {
        form = { ...form, amountText: '' };
        dispatch({ type: 'RESET' });
        return;
      }
      dispatch({ type: 'EDIT' });
    },
    selectToken(side, key) {
      const other = side === 'from' ? store.getState().to : store.getState().from;
      const current = side === 'from' ? store.getState().from : store.getState().to;
      // Choosing the other side's token swaps the two, as a visitor expects.
      if (other?.key === key.toLowerCase() && current !== undefined) {
        setForm(side === 'from' ? { from: key, to: current.key } : { to: key, from: current.key });
        return;
      }
      setForm(side === 'from' ? { from: key } : { to: key });
    },
    flip() {
      const { from, to } = store.getState();
      setForm({ from: to?.key ?? '', to: from?.key ?? '' });
    },
    setAmount: (text) => setForm({ amountText: text }),
    setMax() {
      const { from } = store.getState();
      if (from?.balance === undefined) return;
      setForm({ amountText: formatUnits(from.balance, from.decimals) });
    },
    retryQuote() {
      quoteKey = undefined;
      refresh();
    },
    retryTokens() {
      tokensFor = undefined;
      refresh();
    },
    review() {
      const { check } = store.getState();
      if (!check.ok || step.name !== 'editing') return false;
      dispatch({ type: 'REVIEW', draft: check.draft });
      return true;
    },
    edit: () => dispatch({ type: 'EDIT' }),
    async confirm(action) {
      const account = deps.account();
      const adapter = deps.adapter();
      if (step.name !== 'review' || account === undefined || adapter === undefined) return;
      dispatch({ type: 'CONFIRM', action });
      const approving = step as SwapStep;
      if (approving.name !== 'approving') return;
      const { plan: loaded } = approving;
      const tx = action === 'approve' ? loaded.approval?.tx : loaded.swap;
      const fee = action === 'approve' ? loaded.approval?.fee : loaded.fee;
      if (tx === undefined || fee === undefined) return;
      await submitSwapTransaction({
        adapter,
        network: account.network,
        tx,
        fee,
        dispatch,
        refreshBalances: () => {
          void deps
            .refreshBalances()
            .catch((error: unknown) => deps.onError?.('Could not refresh balances', error));
        },
      });
    },
    retry() {
      dispatch({ type: 'RETRY' });
    },
    reset() {
      form = EMPTY_FORM;
      quoteKey = undefined;
      dispatch({ type: 'RESET' });
      refresh();
    },
    destroy() {
      destroyed = true;
      deps.timers.clearTimeout(quoteTimer);
      deps.timers.clearTimeout(planTimer);
      stopWatching();
    },
  };
}
