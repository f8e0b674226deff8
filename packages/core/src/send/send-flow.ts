/**
 * The send flow of one instance (docs/send-receive.md): the form (token, amount, recipient), what it
 * derives (tokens, amount rules, recipient and its name, fee, the Review check) and the steps from review
 * to a mined transaction. Views render `store` and call the methods; every rule lives in the pure modules
 * next to this one. Framework-free: the instance wiring (instance-send.ts) hands in stores and services
 * as the ports below.
 */
import type { ChainAdapter } from '../adapter/index.js';
import type { NameRecord } from '../api/names-api.js';
import type { ChainNamespace } from '../caip/index.js';
import type { Clock } from '../connection/ports.js';
import type { TokenBalance } from '../format/token.js';
import { formatUnits } from '../format/units.js';
import type { SendArguments } from '../modal/views.js';
import type { Timers } from '../modal/ports.js';
import type { CaipNetwork } from '../networks/index.js';
import { createStore, type Store } from '../store/store.js';
import { readSendAmount } from './amount.js';
import { estimateSendFee } from './fee-estimate.js';
import { maxSendAmount, nativeReserveOf } from './max-amount.js';
import type { PendingTransaction } from './pending-transactions.js';
import { classifyRecipient } from './recipient.js';
import type { SendAddress } from './send-address.js';
import { describeSendError } from './send-failure.js';
import { checkSendForm, type SendCheck } from './send-form.js';
import { createSendLookups } from './send-lookups.js';
import {
  INITIAL_SEND_STEP,
  type SendDraft,
  type SendEvent,
  type SendStep,
  transitionSend,
} from './send-steps.js';
import { submitSend } from './send-submit.js';
import {
  listSendTokens,
  NATIVE_TOKEN_KEY,
  type SendToken,
  tokenAddressOf,
  tokenKeyOf,
} from './send-tokens.js';
import { buildSendTransaction, feeParamsOf } from './send-transaction.js';
import type { SendFlowState, SendForm } from './send-flow-state.js';

export type { SendFlowState, SendForm } from './send-flow-state.js';

/** The account a send goes from, as the instance sees it now. */
export interface SendAccount {
  namespace: ChainNamespace;
  /** EIP-55 hex on eip155, base58 on solana. */
  address: SendAddress;
  network: CaipNetwork;
  /** The native balance in whole units; undefined while unknown (loading, or its lookup failed). */
  nativeBalance: string | undefined;
  tokenBalance: readonly TokenBalance[];
}

export interface SendFlowDeps {
  /** The active account when it is on a network the flow sends on. */
  account(): SendAccount | undefined;
  /** Tells `listener` whenever what `account()` reads may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  adapter(namespace: ChainNamespace): ChainAdapter | undefined;
  resolveName: ((name: string) => Promise<NameRecord | undefined>) | undefined;
  /** Loads the token list for the picker (a cached answer is fine). */
  loadTokens(): Promise<void>;
  /** Refreshes the native and token balances after a transaction was mined or failed on chain. */
  refreshBalances(): Promise<void>;
  timers: Timers;
  clock: Clock;
  onError?(message: string, error: unknown): void;
}

export interface SendFlow {
  /** Read it, subscribe to it; only the methods below change it. */
  readonly store: Pick<Store<SendFlowState>, 'getState' | 'subscribe'>;
  /**
   * Fills the form from the Send view's arguments (each one given replaces that field). `entry` names the
   * visit (the router's history entry): the same entry prefills once, so coming back from the token list
   * keeps what the visitor typed since.
   */
  prefill(args: SendArguments | undefined, entry?: object): void;
  /** Back to editing from review, failure or success (success also clears amount and recipient). */
  enterEditing(): void;
  selectToken(key: string): void;
  setAmount(text: string): void;
  /**
   * Fills the largest amount (for the native token: balance less the fee with headroom, and on solana
   * less the rent-exempt minimum too).
   */
  setMax(): void;
  setRecipient(text: string): void;
  /** Estimates the editing fee again after it failed. */
  retryFee(): void;
  /** Editing → review when the form is complete; false (and no change) otherwise. */
  review(): boolean;
  /** Review → back to the form. */
  edit(): void;
  /** Sends what the review shows: wallet approval, then the receipt. Never rejects. */
  confirm(): Promise<void>;
  /** Failure → review again (fee estimated afresh). */
  retry(): void;
  /** A fresh form and step (the `sendFlowReset` hook: disconnect, account or network switch). */
  reset(): void;
  /** Forgets the pending list (the `transactionsReset` hook). */
  clearPending(): void;
  destroy(): void;
}

const EMPTY_FORM: SendForm = Object.freeze({ tokenKey: NATIVE_TOKEN_KEY, amountText: '', recipientText: '' });

export function createSendFlow(deps: SendFlowDeps): SendFlow {
  let form: SendForm = EMPTY_FORM;
  let step = INITIAL_SEND_STEP;
  let pending: readonly PendingTransaction[] = [];
  let destroyed = false;
  let prefilledFor: object | undefined;
  const lookups = createSendLookups({ timers: deps.timers, resolveName: deps.resolveName, changed: refresh });
  const store = createStore<SendFlowState>(derive());
  const stopWatching = deps.subscribe(refresh);
  void deps
    .loadTokens()
    .catch((error: unknown) => deps.onError?.('Could not load the tokens to send', error));

  function derive(): SendFlowState {
    const account = deps.account();
    const tokens = account === undefined ? [] : listSendTokens({ ...account, network: account.network });
    const token = tokens.find((candidate) => candidate.key === form.tokenKey);
    const amount = readSendAmount(form.amountText, token?.decimals ?? 18);
    const recipient = recipientState(account);
    const nativeBalance = tokens.find((candidate) => candidate.key === NATIVE_TOKEN_KEY)?.balance;
    const fee =
      account === undefined || token === undefined
        ? ({ status: 'idle' } as const)
        : editingFee(account, token, recipient);
    const check: SendCheck = checkSendForm({
      token,
      amount,
      recipient,
      fee,
      from: account?.address,
      nativeBalance,
    });
    return {
      step,
      form,
      tokens,
      token,
      amount,
      recipient,
      fee,
      check,
      pending,
      network: account?.network,
      from: account?.address,
    };
  }

  function recipientState(account: SendAccount | undefined): SendFlowState['recipient'] {
    if (account === undefined) return { status: 'empty' };
    const input = classifyRecipient(form.recipientText, { caipNetworkId: account.network.caipNetworkId });
    switch (input.kind) {
      case 'empty':
        return { status: 'empty' };
      case 'invalid':
        return { status: 'invalid', problem: input.problem };
      case 'address':
        return { status: 'valid', address: input.address };
      case 'name':
        return lookups.name(input.name, Number(account.network.id));
    }
  }

  /**
   * The fee while editing: for the recipient once there is one (else the sender itself), with a zero value
   * for the native token and a one-unit transfer for a token, so it neither fails on an amount above the
   * balance nor changes with every digit typed. The review estimates the exact transaction again.
   */
  function editingFee(account: SendAccount, token: SendToken, recipient: SendFlowState['recipient']) {
    const adapter = deps.adapter(account.namespace);
    if (adapter === undefined) return { status: 'failed' } as const;
    const to =
      recipient.status === 'valid' || recipient.status === 'resolved' ? recipient.address : account.address;
    const key = `${account.network.caipNetworkId}|${account.address}|${token.key}|${to}`;
    const amount = token.address !== undefined && token.balance !== undefined && token.balance > 0n ? 1n : 0n;
    return lookups.fee(key, () =>
      estimateSendFee(adapter, {
        from: account.address,
        chainId: account.network.id,
        ...feeParamsOf(buildSendTransaction(adapter, token, to, amount)),
      }),
    );
  }

  /** The step now: read through a call, since dispatch changes it between two reads. */
  function currentStep(): SendStep {
    return step;
  }

  function refresh(): void {
    if (destroyed) return;
    store.replaceState(derive());
  }

  function dispatch(event: SendEvent): void {
    const next = transitionSend(step, event);
    if (next === step) return;
    step = next;
    refresh();
  }

  function setForm(patch: Partial<SendForm>): void {
    form = { ...form, ...patch };
    refresh();
  }

  function estimateReview(draft: SendDraft): void {
    const account = deps.account();
    const adapter = account === undefined ? undefined : deps.adapter(account.namespace);
    if (account === undefined || adapter === undefined) {
      dispatch({ type: 'FEE_FAILED', draft, failure: { code: 'UNKNOWN' } });
      return;
    }
    estimateSendFee(adapter, {
      from: draft.from,
      chainId: account.network.id,
      ...feeParamsOf(buildSendTransaction(adapter, draft.token, draft.to, draft.amount)),
    }).then(
      (estimate) => dispatch({ type: 'FEE_READY', draft, estimate }),
      (error: unknown) => dispatch({ type: 'FEE_FAILED', draft, failure: describeSendError(error) }),
    );
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
        ...(args.tokenAddress === undefined
          ? {}
          : { tokenKey: tokenKeyOf(tokenAddressOf(args.tokenAddress) ?? args.tokenAddress) }),
        ...(args.amount === undefined ? {} : { amountText: args.amount }),
        ...(args.to === undefined ? {} : { recipientText: args.to }),
      });
    },
    enterEditing() {
      if (step.name === 'success') {
        form = { ...EMPTY_FORM, tokenKey: form.tokenKey };
        dispatch({ type: 'RESET' });
        return;
      }
      dispatch({ type: 'EDIT' });
    },
    selectToken: (key) => setForm({ tokenKey: tokenKeyOf(key) }),
    setAmount: (text) => setForm({ amountText: text }),
    setMax() {
      const { token, fee } = store.getState();
      const account = deps.account();
      if (token?.balance === undefined || account === undefined) return;
      const max = maxSendAmount({
        balance: token.balance,
        isNative: token.address === undefined,
        fee: fee.status === 'ready' ? fee.estimate.total : undefined,
        reserve: nativeReserveOf(account.namespace),
      });
      if (max !== undefined) setForm({ amountText: formatUnits(max, token.decimals) });
    },
    setRecipient: (text) => setForm({ recipientText: text }),
    retryFee: () => lookups.refreshFee(),
    review() {
      const { check } = store.getState();
      if (!check.ok || step.name !== 'editing') return false;
      dispatch({ type: 'REVIEW', draft: check.draft });
      estimateReview(check.draft);
      return true;
    },
    edit: () => dispatch({ type: 'EDIT' }),
    async confirm() {
      const account = deps.account();
      if (step.name !== 'review' || account === undefined) return;
      const adapter = deps.adapter(account.namespace);
      if (adapter === undefined) return;
      dispatch({ type: 'CONFIRM' });
      const approving = currentStep();
      if (approving.name !== 'approving') return;
      await submitSend({
        step: approving,
        adapter,
        network: account.network,
        transaction: buildSendTransaction(
          adapter,
          approving.draft.token,
          approving.draft.to,
          approving.draft.amount,
        ),
        dispatch,
        pending: {
          get: () => pending,
          set(list) {
            pending = list;
            refresh();
          },
        },
        timers: deps.timers,
        clock: deps.clock,
        refreshBalances: () =>
          deps
            .refreshBalances()
            .catch((error: unknown) => deps.onError?.('Could not refresh balances', error)),
      });
    },
    retry() {
      if (step.name !== 'failed') return;
      dispatch({ type: 'RETRY' });
      const review = currentStep();
      if (review.name === 'review') estimateReview(review.draft);
    },
    reset() {
      form = EMPTY_FORM;
      lookups.forget();
      dispatch({ type: 'RESET' });
      refresh();
    },
    clearPending() {
      pending = [];
      refresh();
    },
    destroy() {
      destroyed = true;
      stopWatching();
      lookups.forget();
    },
  };
}
