/**
 * One happy-dom page of an app that uses Walletport beside wagmi's React provider: the dev wallet on a
 * real devnet, injected and announced (EIP-6963), wagmi's cookie storage, and helpers to render the app,
 * to "reload" (new adapter and instance on the same cookies and localStorage) and to wait on state.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cookieStorage, createStorage, WagmiAdapter } from '@walletport/adapter-evm';
import { type AppKit, AppKitProvider, createAppKit, useAppKitAccount } from '@walletport/react';
import {
  announceProvider,
  type DevWallet,
  devWalletName,
  devWalletRdns,
  walletIconDataUri,
} from '@walletport/dev-wallet';
import { act, createElement, type ReactNode } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { type State, useAccount, WagmiProvider } from 'wagmi';
import type { TestChains } from '../../../packages/adapter-evm/test/support/devnet.js';

export const PROJECT_ID = 'walletport-test';

/**
 * Makes the wallet visible to the page: window.ethereum and an EIP-6963 announcement. Returns the
 * function that takes it away again (a wallet left announcing would answer the next test's page).
 */
export function installWallet(wallet: DevWallet): () => void {
  const page = window as unknown as { ethereum?: unknown };
  page.ethereum = wallet.provider;
  const stop = announceProvider(
    window,
    { uuid: crypto.randomUUID(), name: devWalletName, icon: walletIconDataUri(), rdns: devWalletRdns },
    wallet.provider,
  );
  return () => {
    stop();
    delete page.ethereum;
  };
}

export function createAdapter(chains: TestChains, options: { ssr?: boolean } = {}): WagmiAdapter {
  return new WagmiAdapter({
    networks: chains.networks,
    projectId: PROJECT_ID,
    transports: chains.transports,
    storage: createStorage({ storage: cookieStorage }),
    ssr: options.ssr ?? false,
  });
}

export function createKit(chains: TestChains, adapter: WagmiAdapter): AppKit {
  return createAppKit(
    { projectId: PROJECT_ID, networks: chains.networks, adapters: [adapter] },
    { preloadModal: 'intent', logger: { warn: () => undefined, error: () => undefined } },
  );
}

/** Both sides' account, as text the tests read from the page. */
function AccountProbe() {
  const wagmi = useAccount();
  const ours = useAppKitAccount();
  return createElement(
    'output',
    { 'data-testid': 'probe' },
    `wagmi:${wagmi.status}:${wagmi.address ?? ''} ours:${ours.status}:${ours.address ?? ''}`,
  );
}

export function appTree(props: {
  adapter: WagmiAdapter;
  kit: AppKit;
  reconnectOnMount: boolean;
  /** The request's cookies, for <AppKitProvider cookies> (server rendering). */
  cookies?: string | null;
  /** wagmi's cookieToInitialState, for WagmiProvider's initialState. */
  initialState?: State;
  children?: ReactNode;
}): ReactNode {
  const queryClient = new QueryClient();
  return createElement(
    WagmiProvider,
    {
      config: props.adapter.wagmiConfig,
      reconnectOnMount: props.reconnectOnMount,
      ...(props.initialState === undefined ? {} : { initialState: props.initialState }),
    },
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        AppKitProvider,
        { instance: props.kit, ...(props.cookies === undefined ? {} : { cookies: props.cookies }) },
        createElement(AccountProbe),
        props.children,
      ),
    ),
  );
}

export async function renderApp(tree: ReactNode): Promise<{ root: Root; container: HTMLElement }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(tree));
  return { root, container };
}

export function probeText(container: HTMLElement): string {
  return container.querySelector('[data-testid="probe"]')?.textContent ?? '';
}

/** Polls `check` (inside act, so React commits) until it returns true; fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, what: () => string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting: ${what()}`);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Forgets the page's cookies (a fresh browser profile). */
export function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: the page's cookie jar is what the test resets.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
