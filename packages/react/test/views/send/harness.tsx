/**
 * A real Walletport instance for the Send and Receive views: createAppKit over the core test adapter with
 * the send capabilities scripted (fee inputs, sending, receipts), a Walletport server answered by a fetch
 * (names), and a tiny outlet rendering the router's current view, so a test moves between the four views
 * as the visitor does.
 */
import { act, cleanup, render } from '@testing-library/react';
import {
  type AppKitOptions,
  type ChainAdapter,
  createMemoryStorage,
  mainnet,
  optimism,
  type RouterState,
  type SendTransactionParams,
  type TokenBalance,
  type TransactionReceiptResult,
  updateAccount,
} from '@walletport/core/internal';
import { expect, vi } from 'vitest';
import { createTestAdapter } from '../../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../../src/client/create-app-kit.js';
import { setDefaultAppKit } from '../../../src/client/default-instance.js';
import type { AppKit } from '../../../src/client/types.js';
import { AppKitProvider } from '../../../src/context.js';
import { useStoreSelector } from '../../../src/hooks/use-store.js';
import ReceiveView from '../../../src/views/receive/ReceiveView.js';
import SendView from '../../../src/views/send/SendView.js';
import SendPreviewView from '../../../src/views/send-preview/SendPreviewView.js';
import SendSelectTokenView from '../../../src/views/send-select-token/SendSelectTokenView.js';

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const WPT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
export const HASH = `0x${'ab'.repeat(32)}`;
export const GWEI = 1_000_000_000n;

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

export interface SendHarness {
  instance: AppKit;
  sent: SendTransactionParams[];
  /** Each call of waitForTransactionReceipt, to be answered by the test. */
  receipts: Deferred<TransactionReceiptResult>[];
  /** What sendTransaction does next (default: returns HASH). */
  answerSend(answer: () => Promise<string>): void;
  setTokens(tokens: TokenBalance[]): Promise<void>;
  render(): ReturnType<typeof render>;
}

const VIEWS = {
  Send: SendView,
  SendSelectToken: SendSelectTokenView,
  SendPreview: SendPreviewView,
  Receive: ReceiveView,
} as const;

const selectName = (state: RouterState) => state.view.name;

function Outlet({ instance }: { instance: AppKit }) {
  const name = useStoreSelector(instance.stores.router, selectName);
  const View = VIEWS[name as keyof typeof VIEWS];
  return View === undefined ? <p data-testid="other-view">{name}</p> : <View />;
}

/** Answers the Walletport server's routes the views use: supported chains and names. */
function serverFetch(names: Record<string, string>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [], ws: [] });
    const name = /^\/v1\/profile\/account\/(.+)$/.exec(url.pathname)?.[1];
    if (name !== undefined) {
      const address = names[decodeURIComponent(name)];
      if (address === undefined) return Response.json({ code: 'NAME_NOT_FOUND' }, { status: 404 });
      return Response.json({
        name,
        registered: 1,
        updated: 1,
        addresses: { '60': { address, created: 1 } },
        attributes: {},
      });
    }
    return new Response('{}', { status: 404 });
  }) as typeof fetch;
}

export async function mountSend(
  options: Partial<AppKitOptions> & { names?: Record<string, string>; balance?: string } = {},
): Promise<SendHarness> {
  const { names = {}, balance = '1.5', ...appOptions } = options;
  const test = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const sent: SendTransactionParams[] = [];
  const receipts: Deferred<TransactionReceiptResult>[] = [];
  let sendAnswer: () => Promise<string> = async () => HASH;
  const wallet = {
    ...test,
    getBalance: async () => ({ balance, symbol: 'ETH' }),
    estimateGas: async () => 21_000n,
    getGasFees: async () => ({ baseFeePerGas: 10n * GWEI, maxPriorityFeePerGas: GWEI }),
    async sendTransaction(params: SendTransactionParams) {
      sent.push(params);
      return sendAnswer();
    },
    waitForTransactionReceipt() {
      const next = deferred<TransactionReceiptResult>();
      receipts.push(next);
      return next.promise;
    },
  } as ChainAdapter;
  const instance = createAppKit(
    {
      projectId: 'demo-project',
      networks: [mainnet, optimism],
      adapters: [wallet],
      apiUrl: 'http://api.test',
      features: { analytics: false, email: false, socials: false },
      ...appOptions,
    } as AppKitOptions,
    {
      storage: createMemoryStorage(),
      document: null,
      fetch: serverFetch(names),
      logger: { warn: () => {}, error: () => {} },
    },
  );
  await act(async () => {
    await instance.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    await settle();
  });
  return {
    instance,
    sent,
    receipts,
    answerSend(answer) {
      sendAnswer = answer;
    },
    async setTokens(tokens) {
      // The walletAssets service loads the list on its own when the flow starts: let that finish first,
      // or its answer (no tokens from this test server) would land after the test's.
      const assets = instance.services.features.walletAssets;
      await vi.waitFor(
        () => expect(assets?.store.getState().tokens.status ?? 'ready').not.toMatch(/^(idle|loading)$/),
        {
          timeout: 5_000,
        },
      );
      await act(async () => {
        updateAccount(instance.stores.accounts, 'eip155', { tokenBalance: tokens });
      });
    },
    render: () =>
      render(
        <AppKitProvider instance={instance}>
          <Outlet instance={instance} />
        </AppKitProvider>,
      ),
  };
}

/** Lets promise chains and zero-delay timers run. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise<void>((resolve) => setTimeout(resolve, ms));
  });
}

/** Waits out the 300 ms the form's lookups (fee, name) wait after the last change. */
export const afterLookups = () => settle(350);

export function teardown(harness: { instance: AppKit } | undefined): void {
  cleanup();
  harness?.instance.destroy();
  setDefaultAppKit(undefined);
}

export const wptBalance = (numeric: string, price?: number): TokenBalance => ({
  name: 'Walletport Token',
  symbol: 'WPT',
  chainId: 'eip155:1',
  address: WPT,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
  ...(price === undefined ? {} : { price, value: price * Number(numeric) }),
});

/** axe-core over the rendered view (structure and names; colour contrast is checked in Chromium). */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
