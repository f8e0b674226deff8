/**
 * The two lookups the form waits for while the visitor types: a name's address (the Walletport server)
 * and the fee estimate (the node, through the adapter). Each is keyed by what it depends on, starts 300 ms
 * after the last keystroke (the search delay: one request per pause, not per character), and an answer
 * for a key that is no longer current is dropped.
 */
import type { NameRecord } from '../api/names-api.js';
import type { Timers } from '../modal/ports.js';
import type { EthereumAddress } from '../validation/checksum-address.js';
import { addressOfName } from './recipient.js';
import type { EditingFee, RecipientState } from './send-form.js';
import type { SendFeeEstimate } from './fee-estimate.js';

/** The pause after the last change before a lookup starts. */
export const LOOKUP_DELAY_MS = 300;

interface Slot<T> {
  key: string | undefined;
  value: T;
  timer: unknown;
}

/** One keyed, delayed lookup whose latest answer is kept. */
function keyedLookup<T>(timers: Timers, initial: T, changed: () => void) {
  const slot: Slot<T> = { key: undefined, value: initial, timer: undefined };
  return {
    get: (key: string | undefined) => (key !== undefined && key === slot.key ? slot.value : undefined),
    /** Starts `load` for `key` unless it is the current key already; `pending` shows meanwhile. */
    request(key: string, pending: T, load: () => Promise<T>, delayMs = LOOKUP_DELAY_MS) {
      if (slot.key === key) return;
      timers.clearTimeout(slot.timer);
      slot.key = key;
      slot.value = pending;
      slot.timer = timers.setTimeout(() => {
        slot.timer = undefined;
        void load().then((value) => {
          if (slot.key !== key) return;
          slot.value = value;
          changed();
        });
      }, delayMs);
    },
    forget() {
      timers.clearTimeout(slot.timer);
      slot.key = undefined;
      slot.value = initial;
      slot.timer = undefined;
    },
  };
}

export interface SendLookups {
  /** The recipient state of a name on a chain; 'resolving' until the answer is in. */
  name(name: string, chainId: number): RecipientState;
  /** The editing fee for `key`, estimating with `estimate` when the key is new. */
  fee(key: string, estimate: () => Promise<SendFeeEstimate>): EditingFee;
  /** Estimates again for the current key (after a failure). */
  refreshFee(): void;
  forget(): void;
}

export function createSendLookups(params: {
  timers: Timers;
  /** Undefined without a Walletport server: names cannot be resolved then. */
  resolveName: ((name: string) => Promise<NameRecord | undefined>) | undefined;
  /** Something a lookup waited for arrived. */
  changed(): void;
}): SendLookups {
  const { timers, resolveName, changed } = params;
  const names = keyedLookup<RecipientState>(timers, { status: 'empty' }, changed);
  const fees = keyedLookup<EditingFee>(timers, { status: 'idle' }, changed);
  let lastFee: { key: string; estimate: () => Promise<SendFeeEstimate> } | undefined;

  const resolve = async (name: string, chainId: number): Promise<RecipientState> => {
    if (resolveName === undefined) return { status: 'lookup-failed', name };
    try {
      const record = await resolveName(name);
      const address: EthereumAddress | undefined =
        record === undefined ? undefined : addressOfName(record, chainId);
      return address === undefined ? { status: 'not-found', name } : { status: 'resolved', name, address };
    } catch {
      return { status: 'lookup-failed', name };
    }
  };

  const estimateFee = async (estimate: () => Promise<SendFeeEstimate>): Promise<EditingFee> => {
    try {
      return { status: 'ready', estimate: await estimate() };
    } catch {
      return { status: 'failed' };
    }
  };

  return {
    name(name, chainId) {
      const key = `${chainId}:${name}`;
      names.request(key, { status: 'resolving', name }, () => resolve(name, chainId));
      return names.get(key) ?? { status: 'resolving', name };
    },
    fee(key, estimate) {
      lastFee = { key, estimate };
      fees.request(key, { status: 'loading' }, () => estimateFee(estimate));
      return fees.get(key) ?? { status: 'loading' };
    },
    refreshFee() {
      if (lastFee === undefined) return;
      const { key, estimate } = lastFee;
      fees.forget();
      fees.request(key, { status: 'loading' }, () => estimateFee(estimate), 0);
      changed();
    },
    forget() {
      names.forget();
      fees.forget();
      lastFee = undefined;
    },
  };
}
