import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChainAdapter, SendTransactionParams, TransactionReceiptResult } from '../adapter/index.js';
import type { NameRecord } from '../api/names-api.js';
import type { TokenBalance } from '../format/token.js';
import { UserRejectedRequestError } from '../errors/wallet-errors.js';
import { systemTimers } from '../modal/ports.js';
import { localDevnet } from '../networks/local.js';
import { encodeErc20Transfer } from './erc20-transfer.js';
import { createSendFlow, type SendAccount, type SendFlow } from './send-flow.js';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const WPT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const GWEI = 1_000_000_000n;
const network = localDevnet({ id: 31337, name: 'Devnet', port: 8545 });

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function setup(options: { receipts?: boolean; names?: Record<string, NameRecord> } = {}) {
  let account: SendAccount = {
    namespace: 'eip155',
    address: FROM,
    network,
    nativeBalance: '1',
    tokenBalance: [
      {
        name: 'Walletport Token',
        symbol: 'WPT',
        chainId: 'eip155:31337',
        address: WPT,
        quantity: { decimals: '18', numeric: '50' },
        iconUrl: '',
      } as TokenBalance,
    ],
  };
  const listeners = new Set<() => void>();
  const sent: SendTransactionParams[] = [];
  const receipts: Deferred<TransactionReceiptResult>[] = [];
  let sendAnswer: () => Promise<string> = async () => `0x${'ab'.repeat(32)}`;
  const adapter = {
    namespace: 'eip155',
    estimateFee: async () => 0n,
    estimateGas: async () => 21_000n,
    getGasFees: async () => ({ baseFeePerGas: 10n * GWEI, maxPriorityFeePerGas: GWEI }),
    async sendTransaction(params: SendTransactionParams) {
      sent.push(params);
      return sendAnswer();
    },
    ...(options.receipts === false
      ? {}
      : {
          waitForTransactionReceipt() {
            const next = deferred<TransactionReceiptResult>();
            receipts.push(next);
            return next.promise;
          },
        }),
  } as unknown as ChainAdapter;
  const refreshes: number[] = [];
  const flow: SendFlow = createSendFlow({
    account: () => account,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    adapter: () => adapter,
    resolveName: async (name) => options.names?.[name],
    loadTokens: async () => {},
    refreshBalances: async () => {
      refreshes.push(Date.now());
    },
    timers: systemTimers(),
    clock: { now: () => Date.now() },
  });
  return {
    flow,
    sent,
    receipts,
    refreshes,
    state: () => flow.store.getState(),
    answerSend(answer: () => Promise<string>) {
      sendAnswer = answer;
    },
    setAccount(patch: Partial<SendAccount>) {
      account = { ...account, ...patch };
      for (const listener of listeners) listener();
    },
  };
}

/** Lets the 300 ms lookups and the promise chains behind them finish. */
const settle = () => vi.advanceTimersByTimeAsync(400);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Fills a valid native send and waits for its editing fee. */
async function filled(h: ReturnType<typeof setup>, amount = '0.5') {
  h.flow.setAmount(amount);
  h.flow.setRecipient(TO);
  await settle();
}

describe('send flow: the form', () => {
  it('lists the native token and the tokens held, the native one chosen', () => {
    const h = setup();
    expect(h.state().tokens.map((token) => token.symbol)).toEqual(['ETH', 'WPT']);
    expect(h.state().token?.symbol).toBe('ETH');
    expect(h.state().check).toEqual({ ok: false, reason: 'enter-amount' });
  });

  it('estimates the fee 300 ms after the last change (max fee = base × 1.2 + tip) and unblocks review', async () => {
    const h = setup();
    await filled(h);
    expect(h.state().fee).toEqual({
      status: 'ready',
      estimate: {
        gas: 21_000n,
        maxFeePerGas: 13n * GWEI,
        maxPriorityFeePerGas: GWEI,
        total: 21_000n * 13n * GWEI,
      },
    });
    expect(h.state().check.ok).toBe(true);
  });

  it('Max fills the native balance less the fee with headroom, and a token’s whole balance', async () => {
    const h = setup();
    h.flow.setRecipient(TO);
    await settle();
    h.flow.setMax();
    const fee = 21_000n * 13n * GWEI;
    const expected = 10n ** 18n - (fee * 13n + 9n) / 10n;
    expect(h.state().amount.value).toBe(expected);
    h.flow.selectToken(WPT);
    await settle();
    h.flow.setMax();
    expect(h.state().form.amountText).toBe('50');
  });

  it('resolves a name through the server after a pause, and says when it has no address here', async () => {
    const coinType = String((0x80000000 | 31337) >>> 0);
    const h = setup({
      names: {
        'alice.walletport.id': { name: 'alice.walletport.id', addresses: { [coinType]: { address: TO } } },
      },
    });
    h.flow.setAmount('0.1');
    h.flow.setRecipient('alice.walletport.id');
    expect(h.state().recipient).toEqual({ status: 'resolving', name: 'alice.walletport.id' });
    expect(h.state().check).toEqual({ ok: false, reason: 'resolving-name' });
    await settle();
    expect(h.state().recipient).toEqual({ status: 'resolved', name: 'alice.walletport.id', address: TO });
    await settle();
    expect(h.state().check).toMatchObject({ ok: true, draft: { to: TO, name: 'alice.walletport.id' } });
    h.flow.setRecipient('bob.walletport.id');
    await settle();
    expect(h.state().recipient).toEqual({ status: 'not-found', name: 'bob.walletport.id' });
  });

  it('prefills from the Send view’s arguments', () => {
    const h = setup();
    h.flow.prefill({ tokenAddress: WPT, amount: '2', to: TO });
    expect(h.state().form).toEqual({ tokenKey: WPT.toLowerCase(), amountText: '2', recipientText: TO });
    expect(h.state().token?.symbol).toBe('WPT');
  });

  it('prefills once per visit: back on the same history entry, what was typed since stays', () => {
    const h = setup();
    const entry = {};
    h.flow.prefill({ amount: '2' }, entry);
    h.flow.setAmount('3');
    h.flow.prefill({ amount: '2' }, entry);
    expect(h.state().form.amountText).toBe('3');
    h.flow.prefill({ amount: '2' }, {});
    expect(h.state().form.amountText).toBe('2');
  });
});

describe('send flow: review to receipt', () => {
  it('review estimates the exact transaction; Send asks the wallet with the reviewed fee; the receipt ends in success', async () => {
    const h = setup();
    await filled(h);
    expect(h.flow.review()).toBe(true);
    expect(h.state().step).toMatchObject({ name: 'review', fee: { status: 'loading' } });
    await settle();
    expect(h.state().step).toMatchObject({ name: 'review', fee: { status: 'ready' } });
    const done = h.flow.confirm();
    await settle();
    expect(h.sent).toEqual([
      {
        to: TO,
        value: 500_000_000_000_000_000n,
        chainId: 31337,
        maxFeePerGas: 13n * GWEI,
        maxPriorityFeePerGas: GWEI,
      },
    ]);
    expect(h.state().step).toMatchObject({
      name: 'pending',
      hash: `0x${'ab'.repeat(32)}`,
      watched: true,
      slow: false,
    });
    expect(h.state().pending.map((entry) => entry.amountText)).toEqual(['0.5']);
    h.receipts[0]?.resolve({ status: 'success', blockNumber: 12n });
    await done;
    expect(h.state().step).toMatchObject({ name: 'success', blockNumber: 12n });
    expect(h.state().pending).toEqual([]);
    expect(h.refreshes).toHaveLength(1);
  });

  it('a token send calls the token contract with transfer calldata and no value', async () => {
    const h = setup();
    h.flow.selectToken(WPT);
    await filled(h, '3');
    h.flow.review();
    await settle();
    void h.flow.confirm();
    await settle();
    expect(h.sent[0]).toMatchObject({ to: WPT, data: encodeErc20Transfer(TO, 3n * 10n ** 18n) });
    expect(h.sent[0]).not.toHaveProperty('value');
  });

  it('a rejection in the wallet fails with USER_REJECTED and leaves the form as it was; retry reviews again', async () => {
    const h = setup();
    await filled(h);
    h.answerSend(async () => {
      throw new UserRejectedRequestError();
    });
    h.flow.review();
    await settle();
    await h.flow.confirm();
    expect(h.state().step).toMatchObject({ name: 'failed', failure: { code: 'USER_REJECTED' } });
    expect(h.state().form).toMatchObject({ amountText: '0.5', recipientText: TO });
    expect(h.refreshes).toHaveLength(0);
    h.flow.retry();
    expect(h.state().step).toMatchObject({ name: 'review', fee: { status: 'loading' } });
    h.flow.edit();
    expect(h.state().step.name).toBe('editing');
  });

  it('past the send receipt wait (25 s) the step says it is slow, and still ends when the receipt comes', async () => {
    const h = setup();
    await filled(h);
    h.flow.review();
    await settle();
    const done = h.flow.confirm();
    await settle();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(h.state().step).toMatchObject({ name: 'pending', slow: true });
    h.receipts[0]?.resolve({ status: 'reverted', blockNumber: 3n, revertReason: 'paused' });
    await done;
    expect(h.state().step).toMatchObject({
      name: 'failed',
      failure: { code: 'TRANSACTION_REVERTED', reason: 'paused' },
    });
    // Gas was spent: balances are read again after a revert too.
    expect(h.refreshes).toHaveLength(1);
  });

  it('a reset while pending goes back to editing; the late receipt changes nothing', async () => {
    const h = setup();
    await filled(h);
    h.flow.review();
    await settle();
    const done = h.flow.confirm();
    await settle();
    h.flow.reset();
    expect(h.state().step.name).toBe('editing');
    expect(h.state().form.amountText).toBe('');
    h.receipts[0]?.resolve({ status: 'success', blockNumber: 1n });
    await done;
    expect(h.state().step.name).toBe('editing');
  });

  it('without the receipt capability the hash is shown, unwatched', async () => {
    const h = setup({ receipts: false });
    await filled(h);
    h.flow.review();
    await settle();
    await h.flow.confirm();
    expect(h.state().step).toMatchObject({ name: 'pending', watched: false });
    expect(h.state().pending).toEqual([]);
  });

  it('after a success, editing again starts from an empty form on the same token', async () => {
    const h = setup();
    h.flow.selectToken(WPT);
    await filled(h, '1');
    h.flow.review();
    await settle();
    const done = h.flow.confirm();
    await settle();
    h.receipts[0]?.resolve({ status: 'success', blockNumber: 2n });
    await done;
    h.flow.enterEditing();
    expect(h.state().step.name).toBe('editing');
    expect(h.state().form).toEqual({ tokenKey: WPT.toLowerCase(), amountText: '', recipientText: '' });
  });
});
