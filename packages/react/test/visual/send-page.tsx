/**
 * The page the Send and Receive screenshots are taken of (send.screens.ts): a real createAppKit over the
 * core test adapter, connected on Ethereum, with the send capabilities answered in the page (fee inputs,
 * sending, receipts) and a Walletport server answered by a fetch (balances with and without prices, one
 * name). The query string picks the view, state, theme and locale:
 * ?view=Send|SendSelectToken|SendPreview|Receive&state=review|approving|pending|success|failed|declined
 */
import {
  createMemoryStorage,
  mainnet,
  optimism,
  type SendTransactionParams,
  type TransactionReceiptResult,
  UserRejectedRequestError,
} from '@walletport/core/internal';
import type { SendFlow, SendFlowState } from '@walletport/core/send';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../src/client/create-app-kit.js';

const query = new URLSearchParams(location.search);
const view = query.get('view') ?? 'Send';
const state = query.get('state') ?? 'review';
const theme = query.get('theme') === 'light' ? 'light' : 'dark';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const WPT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const CHAIN = 'eip155:1';

const balances = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: CHAIN,
      price: 2875.4,
      value: 2875.4 * 3.2145,
      quantity: { decimals: '18', numeric: '3.2145' },
      iconUrl: '',
    },
    {
      name: 'Walletport USD',
      symbol: 'WPUSD',
      chainId: CHAIN,
      address: `${CHAIN}:${WPUSD}`,
      price: 1,
      value: 1250.5,
      quantity: { decimals: '6', numeric: '1250.5' },
      iconUrl: '',
    },
    // No feed prices it: no price and no value at all.
    {
      name: 'Walletport Token',
      symbol: 'WPT',
      chainId: CHAIN,
      address: `${CHAIN}:${WPT}`,
      quantity: { decimals: '18', numeric: '420.123456' },
      iconUrl: '',
    },
  ],
};

function answer(url: URL): unknown {
  const path = url.pathname;
  if (path === '/v1/supported-chains') return { http: [CHAIN], ws: [] };
  if (path.endsWith('/balance')) return balances;
  if (path === '/v1/profile/account/alice.walletport.id') {
    return {
      name: 'alice.walletport.id',
      registered: 1,
      updated: 1,
      addresses: { '60': { address: RECIPIENT, created: 1 } },
      attributes: {},
    };
  }
  if (path.startsWith('/v1/identity/')) return { name: null, avatar: null };
  return undefined;
}

const serverFetch = async (input: RequestInfo | URL): Promise<Response> => {
  const body = answer(new URL(input instanceof Request ? input.url : String(input)));
  return body === undefined ? new Response('{}', { status: 404 }) : Response.json(body);
};

const never = <T,>() => new Promise<T>(() => {});
const adapter = Object.assign(
  createTestAdapter({
    networks: [mainnet, optimism],
    connectors: [{ id: 'injected', name: 'Walletport Dev Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  }),
  {
    getBalance: async () => ({ balance: '3.2145', symbol: 'ETH' }),
    estimateGas: async () => 21_000n,
    getGasFees: async () => ({ baseFeePerGas: 4_100_000_000n, maxPriorityFeePerGas: 1_000_000_000n }),
    async sendTransaction(_params: SendTransactionParams): Promise<string> {
      if (state === 'approving') return never();
      if (state === 'declined') throw new UserRejectedRequestError();
      return HASH;
    },
    async waitForTransactionReceipt(): Promise<TransactionReceiptResult> {
      if (state === 'pending') return never();
      if (state === 'failed')
        return { status: 'reverted', blockNumber: 21_000_001n, revertReason: 'Pausable: paused' };
      return { status: 'success', blockNumber: 21_000_001n };
    },
  },
);

const instance = createAppKit(
  {
    projectId: 'visual',
    networks: [mainnet, optimism],
    adapters: [adapter],
    apiUrl: 'http://api.visual.test',
    themeMode: theme,
    features: { email: false, socials: false, analytics: false },
    ...(query.get('locale') ? { locale: query.get('locale') } : {}),
  } as never,
  { storage: createMemoryStorage(), fetch: serverFetch as typeof fetch, preloadModal: 'intent' },
);

function until(flow: SendFlow, done: (value: SendFlowState) => boolean): Promise<void> {
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
if (view === 'Receive') {
  await instance.open({ view: { name: 'Receive' } } as never);
} else {
  await instance.open({
    view: { name: 'Send', params: { amount: '0.5', to: 'alice.walletport.id' } },
  } as never);
  const flow = (await instance.services.features.send?.load()) as SendFlow;
  await until(flow, (value) => value.check.ok);
  if (view === 'SendSelectToken') instance.services.router.push({ name: 'SendSelectToken' });
  if (view === 'SendPreview') {
    flow.review();
    instance.services.router.push({ name: 'SendPreview' });
    await until(flow, (value) => value.step.name === 'review' && value.step.fee.status === 'ready');
    if (state !== 'review') {
      void flow.confirm();
      const wanted = state === 'declined' ? 'failed' : state;
      await until(flow, (value) => value.step.name === wanted);
    }
  }
}
document.body.dataset.ready = 'true';
