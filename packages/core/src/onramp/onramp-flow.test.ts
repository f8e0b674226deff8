import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type OnrampApiClient,
  type OnrampQuote,
  type OnrampSessionStatus,
  parseOnrampOptions,
} from '../api/onramp-api.js';
import { systemTimers } from '../modal/ports.js';
import { localDevnet } from '../networks/local.js';
import { DELIVERY_POLL_MS } from './onramp-delivery.js';
import { createOnrampFlow, type OnrampAccount, type CheckoutWindow } from './onramp-flow.js';
import { QUOTE_DELAY_MS } from './onramp-quote.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const devnet = localDevnet({ id: 31337, name: 'Devnet', port: 8545 });
const OPTIONS = parseOnrampOptions({
  paymentCurrencies: [
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'devnet', chain_id: '31337', contract_address: '' }],
    },
    {
      id: 'WPUSD',
      name: 'Walletport USD',
      symbol: 'WPUSD',
      networks: [
        { name: 'devnet', chain_id: '31337', contract_address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' },
      ],
    },
  ],
});

const quoteOf = (amount: string, bought: string, quoteId = 'q'): OnrampQuote => ({
  paymentTotal: { value: amount, currency: 'USD' },
  paymentSubtotal: { value: amount, currency: 'USD' },
  purchaseAmount: { value: bought, currency: 'ETH' },
  coinbaseFee: { value: '0.75', currency: 'USD' },
  networkFee: { value: '0.10', currency: 'USD' },
  quoteId,
  provider: 'sandbox',
});

function setup(options: { providers?: string[]; optionsFail?: boolean } = {}) {
  let account: OnrampAccount | undefined = { address: ADDRESS, network: devnet };
  let balance: string | undefined = '1';
  let status: OnrampSessionStatus | undefined = { status: 'pending' };
  const quotes: unknown[] = [];
  let quoteAnswer: (request: { amount: string }) => Promise<OnrampQuote> = async (request) =>
    quoteOf(request.amount, '0.0171');
  const listeners = new Set<() => void>();
  const api: OnrampApiClient = {
    getOptions: async () => {
      if (options.optionsFail) throw new Error('down');
      return { ...OPTIONS, providers: options.providers ?? [] };
    },
    getQuote: (request) => {
      quotes.push(request);
      return quoteAnswer(request);
    },
    createCheckout: async () => ({ url: 'http://127.0.0.1:8790/checkout/s1', sessionId: 's1' }),
    getStatus: async () => status,
  };
  const flow = createOnrampFlow({
    account: () => account,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    api,
    readBalance: async () => balance,
    timers: systemTimers(),
  });
  return {
    flow,
    quotes,
    state: () => flow.store.getState(),
    setBalance: (next: string | undefined) => (balance = next),
    setStatus: (next: OnrampSessionStatus | undefined) => (status = next),
    setQuote: (answer: typeof quoteAnswer) => (quoteAnswer = answer),
    setAccount(next: OnrampAccount | undefined) {
      account = next;
      for (const listener of listeners) listener();
    },
  };
}

function popup() {
  const shown: string[] = [];
  let closed = false;
  const target: CheckoutWindow = {
    show: (url) => {
      shown.push(url);
      return true;
    },
    close: () => {
      closed = true;
    },
  };
  return { target, shown, closed: () => closed };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function ready(h: ReturnType<typeof setup>) {
  await vi.advanceTimersByTimeAsync(0);
  expect(h.state().options.status).toBe('ready');
}

describe('the buy form', () => {
  it('starts in USD by card with the native token of the network', async () => {
    const h = setup();
    expect(h.state().options.status).toBe('loading');
    await ready(h);
    expect(h.state().currency?.id).toBe('USD');
    expect(h.state().limits).toEqual({ min: '10.00', max: '7500.00' });
    expect(h.state().tokens.map((token) => token.symbol)).toEqual(['ETH', 'WPUSD']);
    expect(h.state().token?.symbol).toBe('ETH');
    expect(h.state().canContinue).toBe(false);
  });

  it('applies the chosen method’s limits', async () => {
    const h = setup();
    await ready(h);
    h.flow.setAmount('10000');
    expect(h.state().amount).toEqual({ ok: false, problem: 'above-max' });
    h.flow.selectMethod('ach_bank_account');
    expect(h.state().amount).toMatchObject({ ok: true, cents: 1_000_000n });
    h.flow.setAmount('5');
    expect(h.state().amount).toEqual({ ok: false, problem: 'below-min' });
  });

  it('asks for a quote 300 ms after the last keystroke, once', async () => {
    const h = setup();
    await ready(h);
    h.flow.setAmount('5');
    h.flow.setAmount('50');
    expect(h.state().quote.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS - 1);
    expect(h.quotes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.quotes).toEqual([
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'devnet' },
    ]);
    expect(h.state().quote).toMatchObject({
      status: 'ready',
      quote: { purchaseAmount: { value: '0.0171' } },
    });
    expect(h.state().canContinue).toBe(true);
  });

  it('shows a placeholder quote as no quote, never as zeros', async () => {
    const h = setup();
    await ready(h);
    h.setQuote(async () => quoteOf('0', '0', ''));
    h.flow.setAmount('50');
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS);
    expect(h.state().quote).toEqual({ status: 'unavailable' });
    h.setQuote(async () => {
      throw new Error('down');
    });
    h.flow.setAmount('60');
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS);
    expect(h.state().quote).toEqual({ status: 'unavailable' });
  });

  it('drops the answer for an amount the visitor changed since', async () => {
    const h = setup();
    await ready(h);
    let release!: () => void;
    h.setQuote((request) => new Promise((done) => (release = () => done(quoteOf(request.amount, '0.5')))));
    h.flow.setAmount('50');
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS);
    h.flow.setAmount('');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.state().quote).toEqual({ status: 'idle' });
  });

  it('names the provider in quotes when the server offers several', async () => {
    const h = setup({ providers: ['sandbox', 'coinbase'] });
    await ready(h);
    h.flow.selectProvider('coinbase');
    h.flow.setAmount('50');
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS);
    expect(h.quotes.at(-1)).toMatchObject({ provider: 'coinbase' });
  });

  it('offers nothing to buy on a network the provider does not serve', async () => {
    const h = setup();
    await ready(h);
    h.setAccount({ address: ADDRESS, network: localDevnet({ id: 31338, name: 'Devnet 2', port: 8546 }) });
    expect(h.state().tokens).toEqual([]);
    h.flow.setAmount('50');
    expect(h.state().canContinue).toBe(false);
  });

  it('says when the options could not load, and loads them again on retry', async () => {
    const h = setup({ optionsFail: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.state().options.status).toBe('failed');
    h.flow.retryOptions();
    expect(h.state().options.status).toBe('loading');
  });
});

describe('buying', () => {
  async function toWaiting(h: ReturnType<typeof setup>, target?: CheckoutWindow) {
    await ready(h);
    h.flow.setAmount('50');
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS);
    await h.flow.checkout(target);
  }

  it('opens the checkout in the window and succeeds when the balance rises by the purchase', async () => {
    const h = setup();
    const window = popup();
    await toWaiting(h, window.target);
    expect(window.shown).toEqual(['http://127.0.0.1:8790/checkout/s1']);
    expect(h.state().step).toMatchObject({ name: 'waiting', sessionId: 's1', popupBlocked: false });
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    expect(h.state().step.name).toBe('waiting');
    h.setBalance('1.0171');
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    expect(h.state().step).toMatchObject({ name: 'success', received: '0.0171' });
  });

  it('offers a link when the browser blocked the popup', async () => {
    const h = setup();
    await toWaiting(h, undefined);
    expect(h.state().step).toMatchObject({ name: 'waiting', popupBlocked: true });
    h.flow.popupOpened();
    expect(h.state().step).toMatchObject({ name: 'waiting', popupBlocked: false });
  });

  it('fails with the provider’s message when it declines, and nothing arrived', async () => {
    const h = setup();
    await toWaiting(h, popup().target);
    h.setStatus({ status: 'declined', message: 'Your card was declined.' });
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    expect(h.state().step).toMatchObject({
      name: 'failed',
      failure: { code: 'DECLINED', message: 'Your card was declined.' },
    });
    h.flow.restart();
    expect(h.state().step.name).toBe('editing');
    expect(h.state().form.amountText).toBe('50');
  });

  it('counts any rise once the provider delivered, with its transaction', async () => {
    const h = setup();
    await toWaiting(h, popup().target);
    h.setStatus({ status: 'delivered', txHash: '0xabc' });
    h.setBalance('1.01');
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    expect(h.state().step).toMatchObject({ name: 'success', received: '0.01', txHash: '0xabc' });
  });

  it('closes the window and fails when no checkout URL could be made', async () => {
    const window = popup();
    const failing = createOnrampFlow({
      account: () => ({ address: ADDRESS, network: devnet }),
      subscribe: () => () => {},
      api: {
        getOptions: async () => OPTIONS,
        getQuote: async () => quoteOf('50', '1'),
        createCheckout: async () => {
          throw new Error('down');
        },
        getStatus: async () => undefined,
      },
      readBalance: async () => '0',
      timers: systemTimers(),
    });
    await vi.advanceTimersByTimeAsync(0);
    failing.setAmount('50');
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS);
    await failing.checkout(window.target);
    expect(window.closed()).toBe(true);
    expect(failing.store.getState().step).toMatchObject({ name: 'failed', failure: { code: 'NO_CHECKOUT' } });
  });

  it('stops waiting when the account goes away (reset)', async () => {
    const h = setup();
    await toWaiting(h, popup().target);
    h.flow.reset();
    expect(h.state().step.name).toBe('editing');
    expect(h.state().form.amountText).toBe('');
    h.setBalance('5');
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS * 2);
    expect(h.state().step.name).toBe('editing');
  });

  it('does nothing and closes the window when the form cannot continue', async () => {
    const h = setup();
    await ready(h);
    const window = popup();
    await h.flow.checkout(window.target);
    expect(window.closed()).toBe(true);
    expect(h.state().step.name).toBe('editing');
  });
});
