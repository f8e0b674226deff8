/**
 * The page the Swap screenshots are taken of (swap.screens.ts): a real createAppKit over the core test
 * adapter, connected on Ethereum, with the transaction capabilities answered in the page and a Walletport
 * server answered by a fetch (balances, the convert routes at an AMM-like rate). The query string picks
 * the view, state, pair, theme and locale:
 * ?view=Swap|SwapSelectToken|SwapPreview&state=review|approving|pending|success|failed|declined|approved
 * &pair=buy|sell (ETH → WPUSD, or WPUSD → ETH with an approval due)&route=none
 */
import {
  createMemoryStorage,
  mainnet,
  optimism,
  type TransactionReceiptResult,
  UserRejectedRequestError,
} from '@walletport/core/internal';
import type { SwapFlow, SwapFlowState } from '@walletport/core/swap';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../src/client/create-app-kit.js';

const query = new URLSearchParams(location.search);
const view = query.get('view') ?? 'Swap';
const state = query.get('state') ?? 'review';
const sell = query.get('pair') === 'sell';
const theme = query.get('theme') === 'light' ? 'light' : 'dark';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const WPT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const ROUTER = '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318';
const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const CHAIN = 'eip155:1';
const ETH_ID = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
let allowance = 0n;

const balances = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: CHAIN,
      price: 2875.4,
      value: 9243,
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
  ],
};

function answer(url: URL, body: unknown): { status: number; body: unknown } {
  const path = url.pathname;
  const ok = (value: unknown) => ({ status: 200, body: value });
  if (path === '/v1/supported-chains') return ok({ http: [CHAIN], ws: [] });
  if (path.endsWith('/balance')) return ok(balances);
  if (path.startsWith('/v1/identity/')) return ok({ name: null, avatar: null });
  if (path === '/v1/convert/tokens')
    return ok({
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: ETH_ID, decimals: 18, logoUri: '', eip2612: false },
        {
          name: 'Walletport USD',
          symbol: 'WPUSD',
          address: `${CHAIN}:${WPUSD}`,
          decimals: 6,
          logoUri: '',
          eip2612: false,
        },
        {
          name: 'Walletport Token',
          symbol: 'WPT',
          address: `${CHAIN}:${WPT}`,
          decimals: 18,
          logoUri: '',
          eip2612: false,
        },
      ],
    });
  if (path === '/v1/convert/quotes') {
    if (query.get('route') === 'none')
      return { status: 400, body: { code: 'NO_ROUTE', message: 'No route for this pair' } };
    const from = url.searchParams.get('from');
    const amount = BigInt(url.searchParams.get('amount') ?? '0');
    const out = from === ETH_ID ? (amount * 2_866_800n) / 10n ** 15n : (amount * 10n ** 18n) / 2_884_000_000n;
    return ok({
      quotes: [
        { id: null, fromAmount: amount.toString(), toAmount: out.toString(), priceImpact: '0.35', route: [] },
      ],
    });
  }
  if (path === '/v1/convert/allowance') return ok({ allowance: allowance.toString() });
  if (path === '/v1/convert/build-approve')
    return ok({
      tx: {
        from: ADDRESS,
        to: `${CHAIN}:${WPUSD}`,
        data: '0x095ea7b3',
        value: '0',
        eip155: { gasPrice: '1' },
      },
    });
  if (path === '/v1/convert/build-transaction') {
    const request = body as { amount: string; from: string };
    const amount = BigInt(request.amount);
    const out =
      request.from === ETH_ID ? (amount * 2_866_800n) / 10n ** 15n : (amount * 10n ** 18n) / 2_884_000_000n;
    return ok({
      tx: {
        from: ADDRESS,
        to: ROUTER,
        data: '0x7ff36ab5',
        amount: request.from === ETH_ID ? request.amount : '0',
        eip155: { gas: '152000', gasPrice: '5100000000' },
        minimumOut: ((out * 99n) / 100n).toString(),
        deadline: 2_000_000_000,
      },
    });
  }
  return { status: 404, body: {} };
}

const serverFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const result = answer(url, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
  return Response.json(result.body, { status: result.status });
};

const never = <T,>() => new Promise<T>(() => {});
let sent = 0;
const adapter = Object.assign(
  createTestAdapter({
    networks: [mainnet, optimism],
    connectors: [{ id: 'injected', name: 'Walletport Dev Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  }),
  {
    getBalance: async () => ({ balance: '3.2145', symbol: 'ETH' }),
    estimateGas: async () => 152_000n,
    getGasFees: async () => ({ baseFeePerGas: 4_100_000_000n, maxPriorityFeePerGas: 1_000_000_000n }),
    async sendTransaction(): Promise<string> {
      sent++;
      if (state === 'approving') return never();
      if (state === 'declined') throw new UserRejectedRequestError();
      return HASH;
    },
    async waitForTransactionReceipt(): Promise<TransactionReceiptResult> {
      if (state === 'pending') return never();
      if (state === 'approved') allowance = 10n ** 30n;
      if (state === 'failed')
        return { status: 'reverted', blockNumber: 21_000_001n, revertReason: 'custom error 0xd28d3eb5' };
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

function until(flow: SwapFlow, done: (value: SwapFlowState) => boolean): Promise<void> {
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
await instance.open({
  view: {
    name: 'Swap',
    params: sell
      ? { fromToken: 'WPUSD', toToken: 'ETH', amount: '250' }
      : { toToken: 'WPUSD', amount: '0.5' },
  },
} as never);
const flow = (await instance.services.features.swaps?.load()) as SwapFlow;
await until(flow, (value) => value.check.ok || value.quote.status === 'failed');
if (view === 'SwapSelectToken')
  instance.services.router.push({ name: 'SwapSelectToken', params: { side: 'to' } });
if (view === 'SwapPreview') {
  flow.review();
  instance.services.router.push({ name: 'SwapPreview' });
  const planned = (value: SwapFlowState) =>
    value.step.name === 'review' && value.step.plan.status === 'ready';
  await until(flow, planned);
  if (state === 'approved') {
    void flow.confirm('approve');
    await until(flow, (value) => sent > 0 && planned(value));
  } else if (state !== 'review') {
    void flow.confirm('swap');
    const wanted = state === 'declined' ? 'failed' : state;
    await until(flow, (value) => value.step.name === wanted);
  }
}
document.body.dataset.ready = 'true';
