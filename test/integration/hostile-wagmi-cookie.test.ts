/**
 * A `wagmi.store` cookie is written by anyone (the visitor, an extension, another app on the domain): a
 * malformed one must neither break the server render nor keep createAppKit from being created at module
 * scope in the browser. Runs in Vitest's node environment: no window, no document, as on a server.
 */
import { cookieStorage, createStorage, WagmiAdapter } from '@walletport/adapter-evm';
import { mainnet, sepolia } from '@walletport/core';
import { AppKitButton, AppKitProvider, createAppKit, useAppKitAccount } from '@walletport/react';
import fc from 'fast-check';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { getAddress } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';

const LOWER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function wagmiCookie(connection: unknown): string {
  const state = {
    connections: { __type: 'Map', value: [['uid-1', connection]] },
    current: 'uid-1',
    chainId: 1,
  };
  return `wagmi.store=${JSON.stringify({ state, version: 2 })}`;
}

function connection(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accounts: [LOWER],
    chainId: 11155111,
    connector: { id: 'io.metamask', name: 'MetaMask', type: 'injected', uid: 'uid-1' },
    ...overrides,
  };
}

function createAdapter() {
  return new WagmiAdapter({
    networks: [mainnet, sepolia],
    projectId: 'demo-project',
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
  });
}

function Reader(): ReactNode {
  const account = useAppKitAccount();
  return createElement(
    'output',
    null,
    `account:${account.status}|${account.address ?? ''}|${account.caipAddress ?? ''}`,
  );
}

function page(cookies: string) {
  return createElement(AppKitProvider, { cookies }, createElement(AppKitButton), createElement(Reader));
}

const REPRODUCED: Record<string, unknown>[] = [
  { chainId: '1.5' },
  { chainId: 1.5 },
  { chainId: '1' },
  { chainId: undefined },
  { accounts: [{ address: LOWER }] },
  { accounts: [123] },
  { accounts: ['<script>alert(1)</script>'] },
  { connector: { id: 'io.metamask', name: '<img src=x onerror=alert(1)>'.repeat(10) } },
  { connector: { id: 'evil\u0000', name: 'MetaMask' } },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a malformed wagmi.store cookie', () => {
  it('renders on the server as a visitor without a session (the reproduced cases)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kit = createAppKit({
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [createAdapter()],
    });
    for (const overrides of REPRODUCED) {
      let html = '';
      expect(() => {
        html = renderToString(page(wagmiCookie(connection(overrides))));
      }, JSON.stringify(overrides)).not.toThrow();
      expect(html, JSON.stringify(overrides)).toContain('account:disconnected||');
      expect(html).toContain('Connect Wallet');
      expect(html).not.toContain('undefined:0x');
    }
    // A well-formed cookie still shows its (checksummed) account.
    expect(renderToString(page(wagmiCookie(connection())))).toContain(
      `account:reconnecting|${CHECKSUMMED}|eip155:11155111:${CHECKSUMMED}`,
    );
    kit.destroy();
  });

  it('never throws on the server, and shows only a checksummed address on an integer chain (property)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kit = createAppKit({
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [createAdapter()],
    });
    const connectionArb = fc.record(
      {
        accounts: fc.oneof(
          fc.array(
            fc.oneof(
              fc.constantFrom(LOWER, CHECKSUMMED),
              fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
              fc.jsonValue(),
            ),
            {
              maxLength: 3,
            },
          ),
          fc.jsonValue(),
        ),
        chainId: fc.oneof(
          fc.constantFrom(1, 11155111, 10, '1', '1.5', 1.5, null),
          fc.integer(),
          fc.double(),
          fc.string(),
        ),
        connector: fc.oneof(
          fc.record(
            { id: fc.oneof(fc.string(), fc.jsonValue()), name: fc.oneof(fc.string(), fc.jsonValue()) },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
      },
      { requiredKeys: [] },
    );
    const cookie = fc.oneof(
      connectionArb.map(wagmiCookie),
      fc.jsonValue().map(wagmiCookie),
      fc.jsonValue().map((value) => `wagmi.store=${JSON.stringify(value)}`),
    );
    fc.assert(
      fc.property(cookie, (value) => {
        const html = renderToString(page(value));
        const match = /account:(\w+)\|([^|<]*)\|([^<]*)</.exec(html);
        expect(match).not.toBeNull();
        const [, status, address, caipAddress] = match as unknown as string[];
        if (status === 'disconnected') {
          expect(address).toBe('');
          return;
        }
        expect(address).toBe(getAddress(address as string));
        expect(caipAddress).toMatch(new RegExp(`^eip155:[1-9][0-9]*:${address}$`));
      }),
      { numRuns: 150 },
    );
    kit.destroy();
  });

  it('in the browser, createAppKit at module scope still creates the instance', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const overrides of REPRODUCED) {
      vi.stubGlobal('document', { cookie: wagmiCookie(connection(overrides)) });
      let kit: ReturnType<typeof createAppKit> | undefined;
      expect(() => {
        kit = createAppKit({
          projectId: 'demo-project',
          networks: [mainnet, sepolia],
          adapters: [createAdapter()],
        });
      }, JSON.stringify(overrides)).not.toThrow();
      expect(kit?.getIsConnectedState()).toBe(false);
      kit?.destroy();
      vi.unstubAllGlobals();
    }
    // The page's cookie is read at all: a well-formed one shows its account at creation.
    vi.stubGlobal('document', { cookie: wagmiCookie(connection()) });
    const kit = createAppKit({
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [createAdapter()],
    });
    expect(kit.getAddress()).toBe(CHECKSUMMED);
    kit.destroy();
  });
});
