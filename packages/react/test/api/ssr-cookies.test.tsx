// Runs in Vitest's node environment: no window, no document, as on a server.
import { mainnet, sepolia, type StoredSession } from '@walletport/core';
import {
  AppKitButton,
  AppKitNetworkButton,
  AppKitProvider,
  cookieToAppKitState,
  createAppKit,
  useAppKitAccount,
  useAppKitNetwork,
} from '@walletport/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';

const ALICE = '0x00000000000000000000000000000000000a11ce';
const BOB = '0x0000000000000000000000000000000000000b0b';

/** A cookie the test adapter stores its session in: `test.session=<address>@<chainId>`. */
function sessionCookie(address: string, chainId: number): string {
  return `theme=dark; test.session=${address}@${chainId}; other=1`;
}

/** The core test adapter with the stored-session capability, reading the cookie above. */
function createCookieAdapter() {
  const adapter = createTestAdapter({ networks: [mainnet, sepolia] });
  const readStoredSession = vi.fn(
    ({ cookie }: { cookie?: string | null } = {}): StoredSession | undefined => {
      const match = /(?:^|; )test\.session=(0x[0-9a-f]{40})@(\d+)/.exec(cookie ?? '');
      if (match === null) return undefined;
      return {
        connectorId: 'injected',
        connectorName: 'Test Wallet',
        accounts: [{ address: match[1] as string, type: 'eoa' }],
        chainId: Number(match[2]),
      };
    },
  );
  return Object.assign(adapter, { readStoredSession });
}

function Reader() {
  const account = useAppKitAccount();
  const network = useAppKitNetwork();
  return (
    <output>
      {[account.status, String(account.isConnected), account.address, network.caipNetworkId].join('|')}
    </output>
  );
}

function Page({ cookies }: { cookies: string | null }) {
  return (
    <AppKitProvider cookies={cookies}>
      <AppKitButton />
      <AppKitNetworkButton />
      <Reader />
    </AppKitProvider>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('server rendering with the request’s cookies', () => {
  it('renders a stored session as connected: the account button in a declarative shadow root, no "Connect Wallet"', () => {
    expect(typeof document).toBe('undefined');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const adapter = createCookieAdapter();
    // As a 'use client' module does on the server: one instance, created once, at module scope.
    const kit = createAppKit({
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [adapter],
    });
    const reconnect = vi.spyOn(adapter, 'reconnect');

    const html = renderToString(<Page cookies={sessionCookie(ALICE, 11155111)} />);

    expect(html).toContain('<template shadowrootmode="open">');
    expect(html).toContain('0x00…0a11ce');
    expect(html).toContain('data-testid="wp-balance-skeleton"');
    expect(html).not.toContain('Connect Wallet');
    expect(html).toContain(`reconnecting|true|${ALICE}|eip155:11155111`);
    // The network button shows the session's network.
    expect(html).toContain('Sepolia');
    expect(fetch).not.toHaveBeenCalled();
    expect(reconnect).not.toHaveBeenCalled();
    // The request's state lives in the render, never in the shared instance.
    expect(kit.getAccount().isConnected).toBe(false);
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1');
    kit.destroy();
  });

  it('two requests with different cookies on one shared instance do not see each other', () => {
    const adapter = createCookieAdapter();
    const kit = createAppKit({
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [adapter],
    });

    const alice = renderToString(<Page cookies={sessionCookie(ALICE, 1)} />);
    const bob = renderToString(<Page cookies={sessionCookie(BOB, 11155111)} />);
    const anonymous = renderToString(<Page cookies={null} />);
    const aliceAgain = renderToString(<Page cookies={sessionCookie(ALICE, 1)} />);

    expect(alice).toContain(`reconnecting|true|${ALICE}|eip155:1`);
    expect(alice).not.toContain(BOB);
    expect(bob).toContain(`reconnecting|true|${BOB}|eip155:11155111`);
    expect(bob).not.toContain(ALICE);
    expect(anonymous).toContain('disconnected|false||eip155:1');
    expect(anonymous).toContain('Connect Wallet');
    expect(anonymous).not.toContain(ALICE);
    expect(anonymous).not.toContain(BOB);
    expect(aliceAgain).toBe(alice);
    expect(adapter.readStoredSession).toHaveBeenCalledWith({ cookie: null });
    kit.destroy();
  });

  it('cookieToAppKitState gives plain data a server component can pass as initialState', () => {
    const adapter = createCookieAdapter();
    const kit = createAppKit({
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [adapter],
    });
    const state = cookieToAppKitState(kit, sessionCookie(BOB, 1));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.sessions.eip155?.accounts).toEqual([{ address: BOB, type: 'eoa' }]);
    const html = renderToString(
      <AppKitProvider instance={kit} initialState={state}>
        <Reader />
      </AppKitProvider>,
    );
    expect(html).toContain(`reconnecting|true|${BOB}|eip155:1`);
    kit.destroy();
  });

  it('without cookies or an initial state, buttons stay empty hosts as before', () => {
    const kit = createAppKit({
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [createCookieAdapter()],
    });
    const html = renderToString(
      <AppKitProvider instance={kit}>
        <AppKitButton />
      </AppKitProvider>,
    );
    expect(html).toBe('<span data-walletport-button=""></span>');
    kit.destroy();
  });
});
