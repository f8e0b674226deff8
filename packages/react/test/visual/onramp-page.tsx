/**
 * The page the Buy screenshots are taken of (onramp.screens.ts): a real createAppKit over the core test
 * adapter, connected on the Walletport devnet, with a Walletport server answered by a fetch (onramp
 * options, quotes, checkout URL, session status). The query string picks the view, state, theme and locale:
 * ?view=OnRamp|OnRampFiatSelect|OnRampTokenSelect|OnRampInProgress
 * &state=empty|quote|noquote|error|waiting|blocked|success|failed
 */
import { localDevnet } from '@walletport/core';
import type { OnrampFlow, OnrampFlowState } from '@walletport/core/onramp';
import { createMemoryStorage } from '@walletport/core/internal';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../src/client/create-app-kit.js';

const query = new URLSearchParams(location.search);
const view = query.get('view') ?? 'OnRamp';
const state = query.get('state') ?? 'quote';
const theme = query.get('theme') === 'light' ? 'light' : 'dark';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const devnet = localDevnet({ id: 31337, name: 'Walletport Devnet', port: 8545 });
const network = (contract: string) => [
  {
    name: 'walletport-devnet',
    display_name: 'Walletport Devnet',
    chain_id: '31337',
    contract_address: contract,
  },
];

let balance = '3.2145';

function answer(url: URL): unknown {
  const path = url.pathname;
  if (path === '/v1/supported-chains') return { http: [], ws: [] };
  if (path === '/v1/onramp/options') {
    return {
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        },
        { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      ],
      purchaseCurrencies: [
        { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: network('') },
        { id: 'WPUSD', name: 'Walletport USD', symbol: 'WPUSD', networks: network(WPUSD) },
      ],
    };
  }
  if (path === '/v1/onramp/quote') {
    if (state === 'noquote') {
      const zero = (currency: string) => ({ value: '0', currency });
      return {
        paymentTotal: zero('USD'),
        paymentSubtotal: zero('USD'),
        purchaseAmount: zero('ETH'),
        coinbaseFee: zero('USD'),
        networkFee: zero('USD'),
        quoteId: '',
        provider: null,
      };
    }
    return {
      paymentTotal: { value: '50.00', currency: 'USD' },
      paymentSubtotal: { value: '48.53', currency: 'USD' },
      purchaseAmount: { value: '0.016877', currency: 'ETH' },
      coinbaseFee: { value: '0.75', currency: 'USD' },
      networkFee: { value: '0.72', currency: 'USD' },
      quoteId: 'quote-1',
      provider: 'sandbox',
    };
  }
  if (path === '/v1/generators/onrampurl')
    return { url: 'http://127.0.0.1:8790/checkout/s1', sessionId: 's1' };
  if (path.startsWith('/v1/onramp/status/')) {
    if (state === 'failed') return { status: 'declined', message: 'Your card was declined.' };
    if (state === 'success') return { status: 'delivered', txHash: `0x${'5c'.repeat(32)}` };
    return { status: 'pending' };
  }
  return undefined;
}

const serverFetch = async (input: RequestInfo | URL): Promise<Response> => {
  const body = answer(new URL(input instanceof Request ? input.url : String(input)));
  return body === undefined ? new Response('{}', { status: 404 }) : Response.json(body);
};

const adapter = Object.assign(
  createTestAdapter({
    networks: [devnet],
    connectors: [{ id: 'injected', name: 'Walletport Dev Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 31337 } },
  }),
  { getBalance: async () => ({ balance, symbol: 'ETH' }) },
);

const instance = createAppKit(
  {
    projectId: 'visual',
    networks: [devnet],
    adapters: [adapter],
    apiUrl: 'http://api.visual.test',
    themeMode: theme,
    features: { email: false, socials: false, analytics: false },
    ...(query.get('locale') ? { locale: query.get('locale') } : {}),
  } as never,
  { storage: createMemoryStorage(), fetch: serverFetch as typeof fetch, preloadModal: 'intent' },
);

function until(flow: OnrampFlow, done: (value: OnrampFlowState) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done(flow.store.getState())) return resolve();
    const stop = flow.store.subscribe((value) => {
      if (!done(value)) return;
      stop();
      resolve();
    });
  });
}

await instance.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
await instance.open({ view: { name: 'OnRamp' } } as never);
const flow = (await instance.services.features.onramp?.load()) as OnrampFlow;
await until(flow, (value) => value.options.status === 'ready');
if (state !== 'empty') flow.setAmount(state === 'error' ? '7600' : '50');
if (state === 'quote' || state === 'noquote' || view === 'OnRampInProgress') {
  await until(flow, (value) => value.quote.status === 'ready' || value.quote.status === 'unavailable');
}
if (view === 'OnRampFiatSelect' || view === 'OnRampTokenSelect')
  instance.services.router.push({ name: view });
if (view === 'OnRampInProgress') {
  const target = state === 'blocked' ? undefined : { show: () => true, close: () => {} };
  instance.services.router.push({ name: 'OnRampInProgress' });
  await flow.checkout(target);
  if (state === 'success') balance = '3.231377';
  if (state === 'success' || state === 'failed') {
    await until(flow, (value) => value.step.name === state);
  }
}
document.body.dataset.ready = 'true';
