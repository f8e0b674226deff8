import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ChainAdapter,
  EstimateFeeParams,
  SendTransactionParams,
  TransactionReceiptResult,
} from '../adapter/index.js';
import type { TokenBalance } from '../format/token.js';
import { systemTimers } from '../modal/ports.js';
import { localSolana } from '../networks/local-solana.js';
import { feeWithHeadroom, SOLANA_RENT_EXEMPT_MINIMUM } from './max-amount.js';
import { createSendFlow, type SendAccount } from './send-flow.js';
import type { SolanaAddress } from './send-address.js';

const FROM = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' as SolanaAddress;
const TO = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD';
const MINT = '6XB1Ki4QQQqtGDDkfgfqYkLMGSpQy14SizdhkAa3ZqYZ';
const SIGNATURE = '5'.repeat(87);
const LAMPORTS_FEE = 5_000n;
const network = localSolana();

type TokenTransfer = Parameters<
  NonNullable<import('../adapter/index.js').AdapterCapabilities['sendTokenTransfer']>
>[0];

/** A solana adapter as the send flow sees it, recording every call (no estimateGas, no getGasFees). */
function fakeSolanaAdapter() {
  const calls = {
    estimateFee: [] as EstimateFeeParams[],
    sendTransaction: [] as SendTransactionParams[],
    sendTokenTransfer: [] as TokenTransfer[],
    waitForTransactionReceipt: [] as { hash: string; chainId: number | string }[],
  };
  let settleReceipt: (receipt: TransactionReceiptResult) => void = () => undefined;
  const adapter = {
    namespace: 'solana',
    async estimateFee(params: EstimateFeeParams) {
      calls.estimateFee.push(params);
      return LAMPORTS_FEE;
    },
    async sendTransaction(params: SendTransactionParams) {
      calls.sendTransaction.push(params);
      return SIGNATURE;
    },
    async sendTokenTransfer(params: TokenTransfer) {
      calls.sendTokenTransfer.push(params);
      return SIGNATURE;
    },
    waitForTransactionReceipt(params: { hash: string; chainId: number | string }) {
      calls.waitForTransactionReceipt.push(params);
      return new Promise<TransactionReceiptResult>((resolve) => {
        settleReceipt = resolve;
      });
    },
  } as unknown as ChainAdapter;
  return {
    adapter,
    calls,
    confirm: (slot: bigint) => settleReceipt({ status: 'success', blockNumber: slot }),
  };
}

function setup(nativeBalance = '2') {
  const account: SendAccount = {
    namespace: 'solana',
    address: FROM,
    network,
    nativeBalance,
    tokenBalance: [
      {
        name: 'Walletport USD',
        symbol: 'WPUSD',
        chainId: network.caipNetworkId,
        address: `${network.caipNetworkId}:${MINT}`,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: '',
      } as TokenBalance,
    ],
  };
  const fake = fakeSolanaAdapter();
  const flow = createSendFlow({
    account: () => account,
    subscribe: () => () => undefined,
    adapter: () => fake.adapter,
    resolveName: undefined,
    loadTokens: async () => {},
    refreshBalances: async () => {},
    timers: systemTimers(),
    clock: { now: () => Date.now() },
  });
  return { flow, ...fake, state: () => flow.store.getState() };
}

const settle = () => vi.advanceTimersByTimeAsync(400);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function sendAndConfirm(h: ReturnType<typeof setup>) {
  expect(h.flow.review()).toBe(true);
  await settle();
  expect(h.state().step).toMatchObject({ name: 'review', fee: { status: 'ready' } });
  const done = h.flow.confirm();
  await settle();
  // Wrapped: an async function returning the promise itself would wait for the receipt.
  return { done };
}

describe('send flow on solana', () => {
  it('lists SOL (9 decimals) and the SPL mint held, keyed by the mint as written', () => {
    const h = setup();
    expect(h.state().tokens.map((token) => [token.symbol, token.decimals, token.key])).toEqual([
      ['SOL', 9, 'native'],
      ['WPUSD', 6, MINT],
    ]);
  });

  it('a SOL send: fee from estimateFee in lamports, sendTransaction({ to, value }), receipt → MINED', async () => {
    const h = setup();
    h.flow.setAmount('1.5');
    h.flow.setRecipient(TO);
    await settle();
    expect(h.state().fee).toEqual({ status: 'ready', estimate: { total: LAMPORTS_FEE } });
    expect(h.calls.estimateFee[0]).toEqual({ from: FROM, chainId: network.id, to: TO, value: 0n });
    const { done } = await sendAndConfirm(h);
    expect(h.calls.estimateFee.at(-1)).toEqual({
      from: FROM,
      chainId: network.id,
      to: TO,
      value: 1_500_000_000n,
    });
    expect(h.calls.sendTransaction).toEqual([{ to: TO, value: 1_500_000_000n, chainId: network.id }]);
    expect(h.calls.sendTokenTransfer).toEqual([]);
    expect(h.state().step).toMatchObject({ name: 'pending', hash: SIGNATURE });
    expect(h.calls.waitForTransactionReceipt[0]).toMatchObject({ hash: SIGNATURE, chainId: network.id });
    h.confirm(321n);
    await done;
    expect(h.state().step).toMatchObject({ name: 'success', hash: SIGNATURE, blockNumber: 321n });
  });

  it('an SPL send goes through sendTokenTransfer with the reviewed amount and the mint’s decimals', async () => {
    const h = setup();
    h.flow.selectToken(MINT);
    h.flow.setAmount('12.345678');
    h.flow.setRecipient(`${network.caipNetworkId}:${TO}`);
    await settle();
    expect(h.calls.estimateFee[0]).toEqual({ from: FROM, chainId: network.id, to: TO, value: undefined });
    const { done } = await sendAndConfirm(h);
    expect(h.calls.sendTokenTransfer).toEqual([
      { to: TO, amount: 12_345_678n, token: { address: MINT, decimals: 6 }, chainId: network.id },
    ]);
    expect(h.calls.sendTransaction).toEqual([]);
    expect(h.calls.estimateFee.every((params) => params.value === undefined)).toBe(true);
    h.confirm(9n);
    await done;
    expect(h.state().step).toMatchObject({ name: 'success', blockNumber: 9n });
  });

  it('Max on SOL keeps the fee with headroom and the rent-exempt minimum, in lamports', async () => {
    const h = setup('2');
    h.flow.setRecipient(TO);
    await settle();
    h.flow.setMax();
    expect(h.state().amount.value).toBe(
      2_000_000_000n - feeWithHeadroom(LAMPORTS_FEE) - SOLANA_RENT_EXEMPT_MINIMUM,
    );
    expect(h.state().form.amountText).toBe('1.99910262');
  });

  it('refuses a 0x recipient and a name on solana', async () => {
    const h = setup();
    h.flow.setAmount('1');
    h.flow.setRecipient('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(h.state().check).toEqual({ ok: false, reason: 'recipient-other-namespace' });
    h.flow.setRecipient('alice.walletport.id');
    expect(h.state().check).toEqual({ ok: false, reason: 'recipient-format' });
  });
});
