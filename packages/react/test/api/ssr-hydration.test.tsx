// @vitest-environment happy-dom
/**
 * An app that server-renders WITHOUT giving <AppKitProvider> the request's cookies (an unchanged AppKit
 * Next.js app), on a page whose cookie holds a stored session. Core seeds that session into the live
 * stores as the instance is created ('reconnecting'), but the server rendered "disconnected": the
 * hydration render must repeat the server's state (no mismatch), and the account shows right after.
 */
import { mainnet, sepolia, type StoredSession } from '@walletport/core';
import {
  type AppKit,
  AppKitButton,
  AppKitProvider,
  createAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
} from '@walletport/react';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAdapter, type TestAdapter } from '../../../core/test/connection/test-adapter.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ALICE = '0x00000000000000000000000000000000000A11cE';
const COOKIE = 'test.session';

/**
 * The core test adapter with the stored-session capability: a request's cookie when given, else the
 * page's document.cookie (as wagmi's cookieStorage reads `wagmi.store`). Its wallet knows ALICE.
 */
function createCookieAdapter(): TestAdapter {
  const adapter = createTestAdapter({
    networks: [mainnet, sepolia],
    wallets: { injected: { accounts: [{ address: ALICE, type: 'eoa' }], chainId: 11155111 } },
    authorized: ['injected'],
  });
  const readStoredSession = ({ cookie }: { cookie?: string | null } = {}): StoredSession | undefined => {
    const source = cookie === undefined ? (typeof document === 'undefined' ? '' : document.cookie) : cookie;
    const match = new RegExp(`(?:^|; )${COOKIE}=(0x[0-9a-fA-F]{40})@(\\d+)`).exec(source ?? '');
    if (match === null) return undefined;
    return {
      connectorId: 'injected',
      connectorName: 'Test Wallet',
      accounts: [{ address: match[1] as string, type: 'eoa' }],
      chainId: Number(match[2]),
    };
  };
  return Object.assign(adapter, { readStoredSession });
}

function createKit(adapter: TestAdapter): AppKit {
  return createAppKit(
    { projectId: 'demo-project', networks: [mainnet, sepolia], adapters: [adapter] },
    { logger: { warn: () => undefined, error: () => undefined } },
  );
}

function Reader() {
  const account = useAppKitAccount();
  const network = useAppKitNetwork();
  const state = useAppKitState();
  return (
    <output>
      {[
        account.status,
        String(account.isConnected),
        account.address ?? '',
        network.caipNetworkId,
        state.selectedNetworkId,
        String(state.initialized),
      ].join('|')}
    </output>
  );
}

/** Records every status a client-only render shows. */
function Probe({ seen }: { seen: string[] }) {
  seen.push(useAppKitAccount().status);
  return null;
}

/** The app's layout, unchanged from AppKit: no `cookies`, no `initialState`. */
function Page({ kit }: { kit: AppKit }) {
  return (
    <AppKitProvider instance={kit}>
      <AppKitButton />
      <Reader />
    </AppKitProvider>
  );
}

/** Runs `render` as a server does: no window, no document, no localStorage. */
function onServer<T>(render: () => T): T {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('localStorage', undefined);
  try {
    return render();
  } finally {
    vi.unstubAllGlobals();
  }
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: the page's cookie jar is what the test resets.
  document.cookie = `${COOKIE}=; max-age=0; path=/`;
  vi.restoreAllMocks();
});

function serverHtml(): string {
  return onServer(() => {
    const kit = createKit(createCookieAdapter());
    const html = renderToString(<Page kit={kit} />);
    kit.destroy();
    return html;
  });
}

describe('hydrating a page whose provider got no cookies, with a stored session in document.cookie', () => {
  it('hydrates the server’s disconnected HTML without a mismatch, then shows the restoring account', async () => {
    const html = serverHtml();
    expect(html).toContain('disconnected|false||eip155:1|eip155:1|false');
    expect(html).not.toContain(ALICE);

    // The browser: the cookie the session was stored in, a wallet that takes its time to answer.
    // biome-ignore lint/suspicious/noDocumentCookie: the stored session the page starts with.
    document.cookie = `${COOKIE}=${ALICE}@11155111; path=/`;
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const adapter = createCookieAdapter();
    const release = adapter.hold('reconnect');
    const kit = createKit(adapter);
    // Core seeded the stored session synchronously: the live stores differ from the server's HTML.
    expect(kit.getAccount()).toMatchObject({ status: 'reconnecting', isConnected: true, address: ALICE });

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page kit={kit} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    cleanups.push(() => {
      act(() => root?.unmount());
      container.remove();
      release();
      kit.destroy();
    });

    expect(recoverable).toEqual([]);
    expect(errors.filter((args) => /hydrat|did not match/i.test(String(args)))).toEqual([]);
    // Right after hydrating, React reads the live stores: the stored account, still reconnecting.
    const output = () => container.querySelector('output')?.textContent ?? '';
    expect(output()).toMatch(new RegExp(`^reconnecting\\|true\\|${ALICE}\\|eip155:11155111\\|`));
    const button = container.querySelector('[data-walletport-button]')?.shadowRoot?.textContent ?? '';
    expect(button).not.toContain('Connect Wallet');

    // The slow wallet answers: connected.
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(kit.getAccount().status).toBe('connected');
    expect(output()).toMatch(new RegExp(`^connected\\|true\\|${ALICE}\\|eip155:11155111\\|`));
  });

  it('a client-only render (createRoot) shows the stored session from the first render', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the stored session the page starts with.
    document.cookie = `${COOKIE}=${ALICE}@11155111; path=/`;
    const adapter = createCookieAdapter();
    const release = adapter.hold('reconnect');
    const kit = createKit(adapter);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const seen: string[] = [];
    await act(async () =>
      root.render(
        <AppKitProvider instance={kit}>
          <Probe seen={seen} />
        </AppKitProvider>,
      ),
    );
    cleanups.push(() => {
      act(() => root.unmount());
      container.remove();
      release();
      kit.destroy();
    });
    expect(seen[0]).toBe('reconnecting');
    expect(seen).not.toContain('disconnected');
  });
});
