import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChainAdapter, SendTransactionParams, TransactionReceiptResult } from '../adapter/index.js';
import { createConvertApiClient } from '../api/convert-api.js';
import type { HttpBodyRequest } from '../http/http-client.js';
import { HttpRequestError } from '../http/http-errors.js';
import { systemTimers } from '../modal/ports.js';
import { localDevnet } from '../networks/local.js';
import type { SendToken } from '../send/send-tokens.js';
import { createSwapFlow, QUOTE_TTL_MS, type SwapAccount } from './swap-flow.js';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const ROUTER = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';
const ETH_ID = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const WPUSD_ID = `eip155:31337:${WPUSD}`;
const GWEI = 1_000_000_000n;
const network = localDevnet({ id: 31337, name: 'Devnet', port: 8545 });

const held: SendToken[] = [
  {
    key: 'native',
    address: undefined,
    symbol: 'ETH',
    name: 'Ether',
    decimals: 18,
    balance: 10n ** 19n,
    caipNetworkId: 'eip155:31337',
    price: 2875.4,
    iconUrl: undefined,
  },
  {
    key: WPUSD.toLowerCase(),
    address: WPUSD,
    symbol: 'WPUSD',
    name: 'Walletport USD',
    decimals: 6,
    balance: 1_000_000_000n,
    caipNetworkId: 'eip155:31337',
    price: 1,
    iconUrl: undefined,
  },
];

/** An in-memory convert server: an AMM-like rate (1 ETH = 2875 WPUSD), an allowance that approvals raise. */
function fakeServer(noTokens = false) {
  const state = { allowance: 0n, quotes: 0, refuseQuotes: false };
  const routes: Record<string, (request: HttpBodyRequest) => unknown> = {
    '/v1/convert/tokens': () => ({
      tokens: noTokens
        ? []
        : [
            { name: 'Ether', symbol: 'ETH', address: ETH_ID, decimals: 18, logoUri: '' },
            { name: 'Walletport USD', symbol: 'WPUSD', address: WPUSD_ID, decimals: 6, logoUri: '' },
          ],
    }),
    '/v1/convert/quotes': (request) => {
      state.quotes++;
      if (state.refuseQuotes) {
        throw new HttpRequestError({
          status: 400,
          body: { code: 'NO_ROUTE', message: 'No route for this pair' },
          request: 'GET',
        });
      }
      const { from, amount } = request.params as Record<string, string>;
      const value = BigInt(amount ?? 0);
      const out = from === ETH_ID ? (value * 2875n) / 10n ** 12n : (value * 10n ** 12n) / 2875n;
      return {
        quotes: [{ fromAmount: amount, toAmount: out.toString(), priceImpact: '0.1', route: [from] }],
      };
    },
    '/v1/convert/allowance': () => ({ allowance: state.allowance.toString() }),
    '/v1/convert/build-approve': () => ({ tx: { from: FROM, to: WPUSD_ID, data: '0x095ea7b3', value: '0' } }),
    '/v1/convert/build-transaction': (request) => {
      const body = request.body as { amount: string; from: string };
      return {
        tx: {
          to: ROUTER,
          data: '0x7ff36ab5',
          amount: body.from === ETH_ID ? body.amount : '0',
          eip155: { gas: '150000', gasPrice: '1' },
          minimumOut: '99',
          deadline: 2_000_000_000,
        },
      };
    },
  };
  const answer = async (request: HttpBodyRequest) => {
    const route = routes[request.path];
    if (route === undefined)
      throw new HttpRequestError({ status: 404, body: undefined, request: request.path });
    return route(request);
  };
  return { state, http: { get: answer, post: answer } as never };
}

function setup(options: { watching?: () => boolean; noTokens?: boolean } = {}) {
  const server = fakeServer(options.noTokens);
  const account: SwapAccount = { address: FROM, network, held, balancesKnown: true };
  const listeners = new Set<() => void>();
  const sent: SendTransactionParams[] = [];
  let receipt: (params: SendTransactionParams) => TransactionReceiptResult = () => ({
    status: 'success',
    blockNumber: 1n,
  });
  const adapter = {
    namespace: 'eip155',
    estimateFee: async () => 0n,
    estimateGas: async () => 100_000n,
    getGasFees: async () => ({ baseFeePerGas: 10n * GWEI, maxPriorityFeePerGas: GWEI }),
    async sendTransaction(params: SendTransactionParams) {
      sent.push(params);
      return `0x${String(sent.length).padStart(64, '0')}`;
    },
    async waitForTransactionReceipt() {
      const params = sent.at(-1) as SendTransactionParams;
      // An approval mined raises the allowance, as the token contract would.
      if (params.data === '0x095ea7b3') server.state.allowance = 2n ** 255n;
      return receipt(params);
    },
  } as unknown as ChainAdapter;
  const refreshes: number[] = [];
  const flow = createSwapFlow({
    account: () => account,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ...(options.watching === undefined ? {} : { watching: options.watching }),
    adapter: () => adapter,
    api: createConvertApiClient({
      http: server.http,
      projectId: 'p1',
      sdkType: 'appkit',
      sdkVersion: 'react-1',
    }),
    loadBalances: async () => {},
    refreshBalances: async () => {
      refreshes.push(Date.now());
    },
    timers: systemTimers(),
    clock: { now: () => Date.now() },
  });
  return {
    flow,
    server,
    sent,
    refreshes,
    state: () => flow.store.getState(),
    notify() {
      for (const listener of listeners) listener();
    },
    answerReceipt(next: typeof receipt) {
      receipt = next;
    },
  };
}

const settle = (ms = 400) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the swap flow', () => {
  it("loads the network's tokens with balances; native is the default token to pay with", async () => {
    const { state } = setup();
    expect(state().tokensStatus.status).toBe('loading');
    await settle(0);
    expect(state().tokensStatus.status).toBe('ready');
    expect(state().from?.symbol).toBe('ETH');
    expect(state().to).toBeUndefined();
    expect(state().check).toEqual({ ok: false, reason: 'select-to' });
  });

  it('asks for a quote 300 ms after typing stops, once, and again when it is 15 s old', async () => {
    const { flow, server, state } = setup();
    await settle(0);
    flow.selectToken('to', WPUSD_ID);
    for (const text of ['0', '0.', '0.1']) {
      flow.setAmount(text);
      await settle(100);
    }
    expect(server.state.quotes).toBe(0);
    expect(state().quote.status).toBe('loading');
    await settle(300);
    expect(server.state.quotes).toBe(1);
    expect(state().quote).toMatchObject({ status: 'ready', quote: { toAmount: 287_500_000n } });
    expect(state().check.ok).toBe(true);
    await settle(QUOTE_TTL_MS);
    expect(server.state.quotes).toBe(2);
    flow.destroy();
  });

  it('asks nothing while the visitor is not looking; a stale quote is asked for again on their return', async () => {
    let looking = true;
    const { flow, server, state, notify } = setup({ watching: () => looking });
    await settle(0);
    flow.prefill({ toToken: 'WPUSD', amount: '0.1' });
    await settle();
    expect(server.state.quotes).toBe(1);
    looking = false;
    await settle(QUOTE_TTL_MS * 4);
    expect(server.state.quotes).toBe(1);
    looking = true;
    notify(); // the modal opened on Swap again
    expect(state().quote).toMatchObject({ status: 'ready', refreshing: true });
    await settle(0);
    expect(server.state.quotes).toBe(2);
    expect(state().quote).toMatchObject({ status: 'ready', refreshing: false });
    flow.destroy();
  });

  it('a review is planned again once 15 s old, while the visitor looks', async () => {
    const { flow, server, state } = setup();
    await settle(0);
    flow.prefill({ toToken: 'WPUSD', amount: '0.1' });
    await settle();
    flow.review();
    await settle(0);
    const before = server.state.quotes;
    await settle(QUOTE_TTL_MS);
    expect(server.state.quotes).toBe(before + 1);
    expect(state().step).toMatchObject({ name: 'review', plan: { status: 'ready' } });
    flow.destroy();
  });

  it('a chain the server has no provider for (no tokens) says swaps are unavailable', async () => {
    const { flow, state } = setup({ noTokens: true });
    await settle(0);
    expect(state().tokensStatus).toEqual({ status: 'failed', failure: { code: 'SWAPS_UNAVAILABLE' } });
    expect(state().check).toEqual({ ok: false, reason: 'tokens-failed' });
    flow.destroy();
  });

  it('says when there is no route, and clears the quote when the amount is emptied', async () => {
    const { flow, server, state } = setup();
    await settle(0);
    server.state.refuseQuotes = true;
    flow.prefill({ toToken: 'WPUSD', amount: '1' });
    await settle();
    expect(state().quote).toEqual({ status: 'failed', failure: { code: 'NO_ROUTE' } });
    expect(state().check).toEqual({ ok: false, reason: 'quote-failed' });
    flow.setAmount('');
    expect(state().quote.status).toBe('idle');
    expect(state().check).toEqual({ ok: false, reason: 'enter-amount' });
  });

  it('refuses more than the balance before asking the wallet', async () => {
    const { flow, state } = setup();
    await settle(0);
    flow.prefill({ fromToken: 'WPUSD', toToken: 'ETH', amount: '1001' });
    await settle();
    expect(state().check).toEqual({ ok: false, reason: 'insufficient-balance' });
  });

  it('ETH → WPUSD: review plans the router call (no approval), swap sends it with the fee it showed', async () => {
    const { flow, sent, refreshes, state } = setup();
    await settle(0);
    flow.prefill({ fromToken: 'ETH', toToken: WPUSD_ID, amount: '0.1' });
    await settle();
    expect(flow.review()).toBe(true);
    await settle(0);
    const review = state().step;
    expect(review).toMatchObject({ name: 'review', plan: { status: 'ready' } });
    if (review.name !== 'review' || review.plan.status !== 'ready') throw new Error('not ready');
    expect(review.plan.plan.approval).toBeUndefined();
    expect(review.plan.plan.swap.minimumOut).toBe(99n);
    expect(review.plan.plan.fee?.total).toBe(100_000n * 13n * GWEI);
    await flow.confirm('swap');
    expect(sent).toEqual([
      {
        to: ROUTER,
        data: '0x7ff36ab5',
        value: 10n ** 17n,
        gas: 120_000n,
        maxFeePerGas: 13n * GWEI,
        maxPriorityFeePerGas: GWEI,
        chainId: 31337,
      },
    ]);
    expect(state().step.name).toBe('success');
    expect(refreshes).toHaveLength(1);
  });

  it('WPUSD → ETH: approve first (exact amount), then the swap is planned again and sent', async () => {
    const { flow, sent, state } = setup();
    await settle(0);
    flow.prefill({ fromToken: 'WPUSD', toToken: 'ETH', amount: '25' });
    await settle();
    flow.review();
    await settle(0);
    const review = state().step;
    if (review.name !== 'review' || review.plan.status !== 'ready') throw new Error('not ready');
    expect(review.plan.plan.approval?.tx.to).toBe(WPUSD);
    expect(review.plan.plan.fee).toBeUndefined();
    await flow.confirm('swap'); // not offered yet: nothing is sent
    expect(sent).toHaveLength(0);
    await flow.confirm('approve');
    expect(sent[0]).toMatchObject({ to: WPUSD, data: '0x095ea7b3' });
    expect(sent[0]).not.toHaveProperty('value');
    await settle(0);
    const again = state().step;
    if (again.name !== 'review' || again.plan.status !== 'ready') throw new Error('not planned again');
    expect(again.plan.plan.approval).toBeUndefined();
    await flow.confirm('swap');
    expect(sent[1]).toMatchObject({ to: ROUTER, data: '0x7ff36ab5' });
    expect(state().step.name).toBe('success');
  });

  it('a swap the router reverts for the price moving fails as SLIPPAGE, with its hash, and balances refresh', async () => {
    const { flow, refreshes, state, answerReceipt } = setup();
    await settle(0);
    flow.prefill({ toToken: 'WPUSD', amount: '0.1' });
    await settle();
    flow.review();
    await settle(0);
    answerReceipt(() => ({ status: 'reverted', blockNumber: 2n, revertReason: 'custom error 0xd28d3eb5' }));
    await flow.confirm('swap');
    expect(state().step).toMatchObject({ name: 'failed', action: 'swap', failure: { code: 'SLIPPAGE' } });
    expect(state().step).toHaveProperty('hash');
    expect(refreshes).toHaveLength(1);
    flow.retry();
    expect(state().step).toMatchObject({ name: 'review', plan: { status: 'loading' } });
  });

  it("flip swaps the tokens; choosing the other side's token swaps them too; reset clears the form", async () => {
    const { flow, state } = setup();
    await settle(0);
    flow.selectToken('to', 'WPUSD');
    flow.flip();
    expect([state().from?.symbol, state().to?.symbol]).toEqual(['WPUSD', 'ETH']);
    flow.selectToken('to', state().from?.key ?? '');
    expect([state().from?.symbol, state().to?.symbol]).toEqual(['ETH', 'WPUSD']);
    flow.setAmount('1');
    flow.reset();
    expect(state().form).toEqual({ from: '', to: '', amountText: '' });
  });
});
