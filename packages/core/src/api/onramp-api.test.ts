import { describe, expect, it } from 'vitest';
import { HttpRequestError } from '../http/http-errors.js';
import {
  createOnrampApiClient,
  OnrampAnswerError,
  parseOnrampOptions,
  parseOnrampQuote,
  parseOnrampStatus,
} from './onramp-api.js';

/** An in-memory stand-in for the server: answers by path, records every request. */
function client(answer: (path: string, body?: unknown) => unknown) {
  const calls: { method: string; path: string; params: unknown; body?: unknown }[] = [];
  const respond = <T>(method: string, path: string, params: unknown, body?: unknown): T => {
    calls.push({ method, path, params, ...(body === undefined ? {} : { body }) });
    const value = answer(path, body);
    if (value instanceof Error) throw value;
    return value as T;
  };
  const api = createOnrampApiClient({
    http: {
      get: async ({ path, params }) => respond('GET', path, params),
      post: async ({ path, params, body }) => respond('POST', path, params, body),
    },
    projectId: 'demo',
    sdkType: 'walletport',
    sdkVersion: '1',
  });
  return { api, calls };
}

const OPTIONS = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00' }] },
    { payment_method_limits: [] },
  ],
  purchaseCurrencies: [
    {
      id: 'WPUSD',
      name: 'Walletport USD',
      symbol: 'WPUSD',
      networks: [
        { name: 'devnet', display_name: 'Devnet', chain_id: 31337, contract_address: '0xe7f1' },
        { name: 'broken' },
      ],
    },
    { id: 'nothing' },
  ],
};

const QUOTE = {
  paymentTotal: { value: '50.00', currency: 'USD' },
  paymentSubtotal: { value: '48.55', currency: 'USD' },
  purchaseAmount: { value: '0.016884', currency: 'ETH' },
  coinbaseFee: { value: '0.73', currency: 'USD' },
  networkFee: { value: '0.72', currency: 'USD' },
  quoteId: 'q1',
  provider: 'sandbox',
};

describe('the onramp answers', () => {
  it('keep well-formed options and drop the rest', () => {
    expect(parseOnrampOptions(OPTIONS)).toEqual({
      paymentCurrencies: [
        {
          id: 'USD',
          limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        },
        { id: 'EUR', limits: [] },
      ],
      purchaseCurrencies: [
        {
          id: 'WPUSD',
          name: 'Walletport USD',
          symbol: 'WPUSD',
          networks: [{ name: 'devnet', displayName: 'Devnet', chainId: '31337', contractAddress: '0xe7f1' }],
        },
      ],
      providers: [],
    });
    expect(
      parseOnrampOptions({ ...OPTIONS, providers: ['sandbox', { id: 'coinbase' }, 3] }).providers,
    ).toEqual(['sandbox', 'coinbase']);
    expect(parseOnrampOptions(null)).toEqual({
      paymentCurrencies: [],
      purchaseCurrencies: [],
      providers: [],
    });
  });

  it('read a quote, and refuse one without its amounts', () => {
    expect(parseOnrampQuote(QUOTE)).toEqual({ ...QUOTE });
    expect(parseOnrampQuote({ ...QUOTE, quoteId: undefined, provider: undefined })).toMatchObject({
      quoteId: '',
      provider: undefined,
    });
    expect(parseOnrampQuote({ ...QUOTE, networkFee: { value: '1' } })).toBeUndefined();
    expect(parseOnrampQuote('nope')).toBeUndefined();
  });

  it('read a session status, and nothing it does not know', () => {
    expect(parseOnrampStatus({ status: 'pending' })).toEqual({ status: 'pending' });
    expect(parseOnrampStatus({ status: 'delivered', txHash: '0x1' })).toEqual({
      status: 'delivered',
      txHash: '0x1',
    });
    expect(parseOnrampStatus({ status: 'declined', message: 'Your card was declined.' })).toEqual({
      status: 'declined',
      message: 'Your card was declined.',
    });
    expect(parseOnrampStatus({ status: 'refunded' })).toBeUndefined();
  });
});

describe('the onramp client', () => {
  it('asks for options and quotes with the project id', async () => {
    const { api, calls } = client((path) => (path === '/v1/onramp/options' ? OPTIONS : QUOTE));
    await api.getOptions();
    const quote = await api.getQuote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'devnet',
    });
    expect(quote.quoteId).toBe('q1');
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/v1/onramp/options',
      params: { projectId: 'demo', st: 'walletport', sv: '1' },
    });
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/v1/onramp/quote',
      body: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'devnet' },
    });
  });

  it('refuses a malformed quote with a typed error, and passes HTTP failures on', async () => {
    await expect(
      client(() => ({})).api.getQuote({
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '5',
        network: 'x',
      }),
    ).rejects.toBeInstanceOf(OnrampAnswerError);
    const failure = new HttpRequestError({
      status: 500,
      body: undefined,
      request: { method: 'GET', url: 'x' },
    } as never);
    await expect(client(() => failure).api.getOptions()).rejects.toBe(failure);
  });

  it('asks for a checkout URL for the address, network and asset, and finds its session', async () => {
    const { api, calls } = client(() => ({ url: 'http://127.0.0.1:8790/checkout/abc-123' }));
    const checkout = await api.createCheckout({
      address: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      network: 'devnet',
      asset: 'ETH',
      fiatAmount: '50',
      fiatCurrency: 'USD',
      provider: 'sandbox',
    });
    expect(checkout).toEqual({ url: 'http://127.0.0.1:8790/checkout/abc-123', sessionId: 'abc-123' });
    expect(calls[0]?.body).toEqual({
      projectId: 'demo',
      destinationWallets: [
        { address: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blockchains: ['devnet'], assets: ['ETH'] },
      ],
      defaultNetwork: 'devnet',
      partnerUserId: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      defaultExperience: 'buy',
      presetFiatAmount: '50',
      fiatCurrency: 'USD',
      provider: 'sandbox',
    });
    const named = client(() => ({ url: 'https://pay.example/buy?x=1', sessionId: 's9' }));
    expect(
      (await named.api.createCheckout({ address: '0x1', network: 'n', asset: 'A', fiatAmount: '1' }))
        .sessionId,
    ).toBe('s9');
    const bare = client(() => ({ url: 'https://pay.example/buy' }));
    expect(
      (await bare.api.createCheckout({ address: '0x1', network: 'n', asset: 'A', fiatAmount: '1' }))
        .sessionId,
    ).toBeUndefined();
  });

  it('never hands on a URL that is not a web page', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', undefined]) {
      await expect(
        client(() => ({ url })).api.createCheckout({
          address: '0x1',
          network: 'n',
          asset: 'A',
          fiatAmount: '1',
        }),
      ).rejects.toBeInstanceOf(OnrampAnswerError);
    }
  });

  it('asks a session’s status through the server, naming the provider', async () => {
    const { api, calls } = client(() => ({ status: 'declined', message: 'Your card was declined.' }));
    expect(await api.getStatus('a b', 'sandbox')).toEqual({
      status: 'declined',
      message: 'Your card was declined.',
    });
    expect(calls[0]).toMatchObject({
      path: '/v1/onramp/status/a%20b',
      params: { provider: 'sandbox', projectId: 'demo' },
    });
  });
});
