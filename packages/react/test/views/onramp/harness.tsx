/**
 * A real Walletport instance for the Buy views: createAppKit over the core test adapter (its balance
 * scripted), a Walletport server answered by a fetch (onramp options, quotes, checkout URLs, session
 * status), and an outlet rendering the router's current view, so a test moves between the views as the
 * visitor does.
 */
import { act, render } from '@testing-library/react';
import { localDevnet } from '@walletport/core';
import {
  type AppKitOptions,
  type ChainAdapter,
  createMemoryStorage,
  type RouterState,
} from '@walletport/core/internal';
import { createTestAdapter } from '../../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../../src/client/create-app-kit.js';
import type { AppKit } from '../../../src/client/types.js';
import { AppKitProvider } from '../../../src/context.js';
import { useStoreSelector } from '../../../src/hooks/use-store.js';
import OnRampView from '../../../src/views/onramp/OnRampView.js';
import OnRampFiatSelectView from '../../../src/views/onramp-fiat-select/OnRampFiatSelectView.js';
import OnRampInProgressView from '../../../src/views/onramp-in-progress/OnRampInProgressView.js';
import OnRampTokenSelectView from '../../../src/views/onramp-token-select/OnRampTokenSelectView.js';

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
export const CHECKOUT_URL = 'http://127.0.0.1:8790/checkout/session-1';
export const devnet = localDevnet({ id: 31337, name: 'Walletport Devnet', port: 8545 });

export const OPTIONS = {
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
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        {
          name: 'walletport-devnet',
          display_name: 'Walletport Devnet',
          chain_id: '31337',
          contract_address: '',
        },
      ],
    },
    {
      id: 'WPUSD',
      name: 'Walletport USD',
      symbol: 'WPUSD',
      networks: [
        {
          name: 'walletport-devnet',
          display_name: 'Walletport Devnet',
          chain_id: '31337',
          contract_address: WPUSD,
        },
      ],
    },
  ],
};

export interface ServerScript {
  options?: () => Response;
  quote?: (body: { amount: string; purchaseCurrency: string }) => Response;
  status?: () => { status: string; message?: string; txHash?: string };
}

const VIEWS = {
  OnRamp: OnRampView,
  OnRampFiatSelect: OnRampFiatSelectView,
  OnRampTokenSelect: OnRampTokenSelectView,
  OnRampInProgress: OnRampInProgressView,
} as const;

const selectName = (state: RouterState) => state.view.name;

function Outlet({ instance }: { instance: AppKit }) {
  const name = useStoreSelector(instance.stores.router, selectName);
  const View = VIEWS[name as keyof typeof VIEWS];
  return View === undefined ? <p data-testid="other-view">{name}</p> : <View />;
}

export const quoteAnswer = (amount: string, bought: string, symbol = 'ETH') =>
  Response.json({
    paymentTotal: { value: amount, currency: 'USD' },
    paymentSubtotal: { value: (Number(amount) - 1.5).toFixed(2), currency: 'USD' },
    purchaseAmount: { value: bought, currency: symbol },
    coinbaseFee: { value: '0.75', currency: 'USD' },
    networkFee: { value: '0.75', currency: 'USD' },
    quoteId: 'quote-1',
    provider: 'sandbox',
  });

export interface OnrampHarness {
  instance: AppKit;
  requests: { path: string; body: unknown }[];
  setBalance(value: string): void;
  render(): ReturnType<typeof render>;
}

export async function mountOnramp(
  script: ServerScript = {},
  options: Partial<AppKitOptions> = {},
): Promise<OnrampHarness> {
  let balance = '1';
  const requests: { path: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path: url.pathname, body });
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [], ws: [] });
    if (url.pathname === '/v1/onramp/options') return script.options?.() ?? Response.json(OPTIONS);
    if (url.pathname === '/v1/onramp/quote')
      return script.quote?.(body) ?? quoteAnswer(body.amount, '0.0171');
    if (url.pathname === '/v1/generators/onrampurl')
      return Response.json({ url: CHECKOUT_URL, sessionId: 'session-1' });
    if (url.pathname.startsWith('/v1/onramp/status/'))
      return Response.json(script.status?.() ?? { status: 'pending' });
    return new Response('{}', { status: 404 });
  }) as typeof globalThis.fetch;
  const test = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 31337 } },
  });
  const wallet = { ...test, getBalance: async () => ({ balance, symbol: 'ETH' }) } as ChainAdapter;
  const instance = createAppKit(
    {
      projectId: 'demo-project',
      networks: [devnet],
      adapters: [wallet],
      apiUrl: 'http://api.test',
      features: { analytics: false, email: false, socials: false },
      ...options,
    } as AppKitOptions,
    { storage: createMemoryStorage(), document: null, fetch, logger: { warn: () => {}, error: () => {} } },
  );
  await act(async () => {
    await instance.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
  });
  return {
    instance,
    requests,
    setBalance: (value) => {
      balance = value;
    },
    render: () =>
      render(
        <AppKitProvider instance={instance}>
          <Outlet instance={instance} />
        </AppKitProvider>,
      ),
  };
}
