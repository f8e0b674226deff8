// @vitest-environment happy-dom
/**
 * The Next.js App Router recipe of docs/ssr.md, end to end in one process: a 'use client' module creates
 * the WagmiAdapter (cookie storage, ssr) and createAppKit at module scope; the layout passes the request's
 * Cookie header to WagmiProvider (wagmi's cookieToInitialState) and to <AppKitProvider cookies>. The
 * server render runs with no window, document or localStorage; the browser then parses that HTML
 * (declarative shadow roots included) and hydrates it on the same cookies, and the session restores
 * against the dev wallet on an anvil devnet.
 */
import { cookieToInitialState } from '@walletport/adapter-evm';
import { AppKitButton, type AppKit } from '@walletport/react';
import { devWalletRdns } from '@walletport/dev-wallet';
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScriptedApprover } from '../../packages/adapter-evm/test/support/approver.js';
import { startTestChains, type TestChains } from '../../packages/adapter-evm/test/support/devnet.js';
import { createTestWallet } from '../../packages/adapter-evm/test/support/page.js';
import { appTree, clearCookies, createAdapter, createKit, installWallet, waitFor } from './support/page.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SHORT_ACCOUNT_0 = '0xf3…b92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

/** What the app's layout renders: WagmiProvider with wagmi's initial state, and ours from the cookies. */
function layout(adapter: ReturnType<typeof createAdapter>, kit: AppKit, cookies: string | null) {
  const initialState = cookieToInitialState(adapter.wagmiConfig, cookies);
  return appTree({
    adapter,
    kit,
    reconnectOnMount: true,
    cookies,
    initialState,
    children: createElement(AppKitButton),
  });
}

/** The same layout as an unchanged AppKit app writes it: no `cookies` for <AppKitProvider>. */
function layoutWithoutOurCookies(
  adapter: ReturnType<typeof createAdapter>,
  kit: AppKit,
  cookies: string | null,
) {
  const initialState = cookieToInitialState(adapter.wagmiConfig, cookies);
  return appTree({
    adapter,
    kit,
    reconnectOnMount: true,
    initialState,
    children: createElement(AppKitButton),
  });
}

/** The connected visitor's cookies: a first visit connected the dev wallet with cookie storage. */
async function connectedCookies(): Promise<string> {
  clearCookies();
  localStorage.clear();
  const wallet = createTestWallet(chains, createScriptedApprover());
  cleanups.push(installWallet(wallet));
  const adapter = createAdapter(chains, { ssr: true });
  const kit = createKit(chains, adapter);
  await kit.start();
  await kit.services.connection.connect({ namespace: 'eip155', connectorId: devWalletRdns });
  kit.destroy();
  // Walletport's own localStorage is not sent to the server: the page after the reload has only cookies.
  localStorage.clear();
  return document.cookie;
}

/** What the browser's HTML parser does with a declarative shadow root (happy-dom only serializes them). */
function parseLikeABrowser(container: HTMLElement, html: string): ShadowRoot[] {
  container.innerHTML = html;
  const roots: ShadowRoot[] = [];
  for (const template of [
    ...container.querySelectorAll('template[shadowrootmode]'),
  ] as HTMLTemplateElement[]) {
    const host = template.parentElement as HTMLElement;
    const root = host.attachShadow({ mode: template.getAttribute('shadowrootmode') as ShadowRootMode });
    root.append(template.content.cloneNode(true));
    template.remove();
    roots.push(root);
  }
  return roots;
}

describe('Next.js App Router: server render and hydration from the request’s cookies', () => {
  it('renders the connected account on the server, for each request its own', async () => {
    const cookie = await connectedCookies();
    const html = onServer(() => {
      // The 'use client' module, evaluated once per server process.
      const adapter = createAdapter(chains, { ssr: true });
      const kit = createKit(chains, adapter);
      const connected = renderToString(layout(adapter, kit, cookie));
      const anonymous = renderToString(layout(adapter, kit, null));
      const otherCookie = cookie.replaceAll(ACCOUNT_0, OTHER);
      const other = renderToString(layout(adapter, kit, otherCookie));
      kit.destroy();
      return { connected, anonymous, other };
    });

    expect(html.connected).toContain('<template shadowrootmode="open">');
    expect(html.connected).toContain(SHORT_ACCOUNT_0);
    expect(html.connected).toContain('data-testid="wp-balance-skeleton"');
    expect(html.connected).not.toContain('Connect Wallet');
    expect(html.connected).toContain(`ours:reconnecting:${ACCOUNT_0}`);

    // wagmi's own useAccount is left out here: wagmi's hydrate keeps the shared server config's state when
    // a request brings no initialState, so it shows the previous request's account (wagmi's, see docs/ssr.md).
    const ours = (page: string) => page.replace(/wagmi:\S*/, '');
    expect(html.anonymous).toContain('Connect Wallet');
    expect(ours(html.anonymous)).not.toContain(ACCOUNT_0);
    expect(html.anonymous).toContain('ours:disconnected:');

    expect(html.other).toContain(`ours:reconnecting:${OTHER}`);
    expect(ours(html.other)).not.toContain(ACCOUNT_0);
  });

  it('hydrates without a mismatch and never shows "Connect Wallet" while the session restores', async () => {
    const cookie = await connectedCookies();
    const html = onServer(() => {
      const adapter = createAdapter(chains, { ssr: true });
      const kit = createKit(chains, adapter);
      const rendered = renderToString(layout(adapter, kit, cookie));
      kit.destroy();
      return rendered;
    });

    // The browser: the same cookies, the page's own module instances.
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const container = document.createElement('div');
    document.body.append(container);
    const [buttonRoot] = parseLikeABrowser(container, html);
    if (buttonRoot === undefined) throw new Error('the server rendered no declarative shadow root');
    // Every text the button shows from here on, frame by frame.
    const shown: string[] = [buttonRoot.textContent ?? ''];
    const observer = new MutationObserver(() => shown.push(buttonRoot.textContent ?? ''));
    observer.observe(buttonRoot, { childList: true, subtree: true, characterData: true });

    const adapter = createAdapter(chains, { ssr: true });
    const kit = createKit(chains, adapter);
    const statuses: string[] = [kit.getAccount().status];
    const stop = kit.subscribeAccount((account) => statuses.push(account.status));
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, layout(adapter, kit, cookie), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    cleanups.push(() => {
      act(() => root?.unmount());
      container.remove();
      observer.disconnect();
      stop();
      kit.destroy();
    });

    await waitFor(
      () =>
        kit.getAccount().status === 'connected' &&
        (container.textContent ?? '').includes(`ours:connected:${ACCOUNT_0}`),
      () => `${kit.getAccount().status} ${container.textContent}`,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(recoverable).toEqual([]);
    expect(errors.filter((args) => /hydrat|did not match/i.test(String(args)))).toEqual([]);
    expect(consoleError).not.toHaveBeenCalledWith(expect.stringMatching(/hydrat/i), expect.anything());
    // The live button replaced the server's copy in the same root, and it was never "Connect Wallet".
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.filter((text) => /Connect Wallet/.test(text))).toEqual([]);
    expect(buttonRoot.querySelectorAll('[data-walletport-ssr]')).toHaveLength(0);
    expect(buttonRoot.textContent).toContain(SHORT_ACCOUNT_0);
    expect(statuses).not.toContain('disconnected');
    expect(statuses[0]).toBe('reconnecting');
    expect(adapter.wagmiConfig.state.status).toBe('connected');
  });

  it('without <AppKitProvider cookies>, hydrates the disconnected HTML without a mismatch, then restores', async () => {
    const cookie = await connectedCookies();
    expect(cookie).toContain('wagmi.store=');
    const html = onServer(() => {
      const adapter = createAdapter(chains, { ssr: true });
      const kit = createKit(chains, adapter);
      const rendered = renderToString(layoutWithoutOurCookies(adapter, kit, cookie));
      kit.destroy();
      return rendered;
    });
    expect(html).toContain('ours:disconnected:');
    expect(html).not.toContain('<template shadowrootmode="open">');

    // The browser, with the wagmi.store cookie in document.cookie and a wallet slow to answer.
    const wallet = createTestWallet(chains, createScriptedApprover());
    const request = wallet.provider.request.bind(wallet.provider);
    const slow = {
      ...wallet.provider,
      request: (async (args: Parameters<typeof request>[0]) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return request(args);
      }) as typeof request,
    };
    cleanups.push(installWallet({ ...wallet, provider: slow }));
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = html;

    const adapter = createAdapter(chains, { ssr: true });
    const kit = createKit(chains, adapter);
    // Core seeded the stored session at creation, so the live stores differ from the server's HTML.
    expect(kit.getAccount().status).toBe('reconnecting');
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, layoutWithoutOurCookies(adapter, kit, cookie), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    cleanups.push(() => {
      act(() => root?.unmount());
      container.remove();
      kit.destroy();
    });
    // Right after hydration React reads the live stores: the stored account, before the wallet answered.
    expect(container.textContent).toContain(`ours:reconnecting:${ACCOUNT_0}`);

    await waitFor(
      () =>
        kit.getAccount().status === 'connected' &&
        (container.textContent ?? '').includes(`ours:connected:${ACCOUNT_0}`),
      () => `${kit.getAccount().status} ${container.textContent}`,
    );
    expect(recoverable).toEqual([]);
    expect(errors.filter((args) => /hydrat|did not match/i.test(String(args)))).toEqual([]);
  });
});
