/**
 * A real Walletport instance for the Swap views: createAppKit over the core test adapter with the
 * transaction capabilities scripted, a Walletport server answered by a fetch (balances and the convert
 * routes at a fixed AMM-like rate, an allowance that a mined approval raises), and an outlet rendering the
 * router's current view, so a test moves between the views as the visitor does.
 */
import { act, render } from '@testing-library/react';
import {
  type AppKitOptions,
  type ChainAdapter,
  createMemoryStorage,
  mainnet,
  type RouterState,
  type SendTransactionParams,
  type TransactionReceiptResult,
} from '@walletport/core/internal';
import { createTestAdapter } from '../../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../../src/client/create-app-kit.js';
import type { AppKit } from '../../../src/client/types.js';
import { AppKitProvider } from '../../../src/context.js';
import { useStoreSelector } from '../../../src/hooks/use-store.js';
import SwapView from '../../../src/views/swap/SwapView.js';
import SwapPreviewView from '../../../src/views/swap-preview/SwapPreviewView.js';
import SwapSelectTokenView from '../../../src/views/swap-select-token/SwapSelectTokenView.js';

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
export const ROUTER = '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318';
const CHAIN = 'eip155:1';
const ETH_ID = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
export const HASH = `0x${'cd'.repeat(32)}`;

export interface SwapHarness {
  instance: AppKit;
  sent: SendTransactionParams[];
  /** How the next receipts come back (default: success). */
  answerReceipt(answer: () => TransactionReceiptResult): void;
  render(): ReturnType<typeof render>;
}

const VIEWS = { Swap: SwapView, SwapSelectToken: SwapSelectTokenView, SwapPreview: SwapPreviewView } as const;
const selectName = (state: RouterState) => state.view.name;

function Outlet({ instance }: { instance: AppKit }) {
  const name = useStoreSelector(instance.stores.router, selectName);
  const View = VIEWS[name as keyof typeof VIEWS];
  return View === undefined ? <p data-testid="other-view">{name}</p> : <View />;
}

/** 1 ETH = 2,866.8 WPUSD either way, a minimum of 99 % of it. */
const quoted = (from: string, amount: bigint) =>
  from === ETH_ID ? (amount * 2_866_800n) / 10n ** 15n : (amount * 10n ** 18n) / 2_866_800_000n;

function serverFetch(state: { allowance: bigint }): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const query = url.searchParams;
    switch (url.pathname) {
      case '/v1/supported-chains':
        return Response.json({ http: [CHAIN], ws: [] });
      case `/v1/account/${ADDRESS}/balance`:
        return Response.json({
          balances: [
            {
              name: 'Walletport USD',
              symbol: 'WPUSD',
              chainId: CHAIN,
              address: `${CHAIN}:${WPUSD}`,
              price: 1,
              value: 500,
              quantity: { decimals: '6', numeric: '500' },
              iconUrl: '',
            },
          ],
        });
      case '/v1/convert/tokens':
        return Response.json({
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
          ],
        });
      case '/v1/convert/quotes': {
        const amount = BigInt(query.get('amount') ?? '0');
        const toAmount = quoted(query.get('from') ?? '', amount).toString();
        return Response.json({
          quotes: [{ id: null, fromAmount: amount.toString(), toAmount, priceImpact: '0.35', route: [] }],
        });
      }
      case '/v1/convert/allowance':
        return Response.json({ allowance: state.allowance.toString() });
      case '/v1/convert/build-approve':
        return Response.json({
          tx: {
            from: ADDRESS,
            to: `${CHAIN}:${WPUSD}`,
            data: '0x095ea7b3',
            value: '0',
            eip155: { gasPrice: '1' },
          },
        });
      case '/v1/convert/build-transaction': {
        const body = JSON.parse(String(init?.body)) as { amount: string; from: string };
        const out = quoted(body.from, BigInt(body.amount));
        return Response.json({
          tx: {
            from: ADDRESS,
            to: ROUTER,
            data: '0x7ff36ab5',
            amount: body.from === ETH_ID ? body.amount : '0',
            eip155: { gas: '150000', gasPrice: '1' },
            minimumOut: ((out * 99n) / 100n).toString(),
            deadline: 2_000_000_000,
          },
        });
      }
      default:
        return new Response('{}', { status: 404 });
    }
  }) as typeof fetch;
}

export async function mountSwap(options: Partial<AppKitOptions> = {}): Promise<SwapHarness> {
  const test = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const server = { allowance: 0n };
  const sent: SendTransactionParams[] = [];
  let receipt: () => TransactionReceiptResult = () => ({ status: 'success', blockNumber: 1n });
  const wallet = {
    ...test,
    getBalance: async () => ({ balance: '1.5', symbol: 'ETH' }),
    estimateGas: async () => 150_000n,
    getGasFees: async () => ({ baseFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }),
    async sendTransaction(params: SendTransactionParams) {
      sent.push(params);
      return HASH;
    },
    async waitForTransactionReceipt() {
      // A mined approval raises the allowance, as the token contract would.
      if (sent.at(-1)?.data === '0x095ea7b3') server.allowance = 10n ** 30n;
      return receipt();
    },
  } as ChainAdapter;
  const instance = createAppKit(
    {
      projectId: 'demo-project',
      networks: [mainnet],
      adapters: [wallet],
      apiUrl: 'http://api.test',
      features: { analytics: false, email: false, socials: false },
      ...options,
    } as AppKitOptions,
    {
      storage: createMemoryStorage(),
      document: null,
      fetch: serverFetch(server),
      logger: { warn: () => {}, error: () => {} },
    },
  );
  await act(async () => {
    await instance.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
  });
  return {
    instance,
    sent,
    answerReceipt(answer) {
      receipt = answer;
    },
    render: () =>
      render(
        <AppKitProvider instance={instance}>
          <Outlet instance={instance} />
        </AppKitProvider>,
      ),
  };
}
