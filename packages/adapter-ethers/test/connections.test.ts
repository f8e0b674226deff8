/** The connection registry's rules, with a scripted EIP-1193 provider (an event emitter with answers). */
import { describe, expect, it, vi } from 'vitest';
import {
  type AdapterEvent,
  checksummed,
  createConnectionRegistry,
  diffConnection,
  parseEventChainId,
} from '../src/connections.js';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A provider whose events the test fires and whose eth_accounts answer it chooses. */
function scriptedProvider(accounts: () => Promise<unknown>) {
  const listeners = new Map<string, Set<(...args: never[]) => void>>();
  return {
    request: vi.fn(async ({ method }: { method: string }) => (method === 'eth_accounts' ? accounts() : null)),
    on(event: string, listener: (...args: never[]) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener(event: string, listener: (...args: never[]) => void) {
      listeners.get(event)?.delete(listener);
    },
    fire(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
    },
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

function registry() {
  const events: AdapterEvent[] = [];
  return { events, connections: createConnectionRegistry((event) => events.push(event)) };
}

describe('reading what wallets report', () => {
  it('checksums eip155 addresses, drops duplicates and anything else', () => {
    expect(
      checksummed([A.toLowerCase(), A.toUpperCase().replace('0X', '0x'), 'solana-address', 7, B]),
    ).toEqual([A, B]);
  });

  it('reads chain ids as numbers, hex, decimal text or CAIP-2; nothing else', () => {
    expect([1, '0x7a69', '31338', 'eip155:10'].map(parseEventChainId)).toEqual([1, 31337, 31338, 10]);
    expect(['', '0x', 'abc', -1, 0, null].map(parseEventChainId)).toEqual(Array(6).fill(undefined));
    // Another namespace's CAIP-2 id is not an eip155 chain.
    expect(['cosmos:5', 'solana:5', 'eip155:'].map(parseEventChainId)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('diffs accounts, the active address and the chain', () => {
    const provider = scriptedProvider(async () => []);
    const before = { connectorId: 'w', provider, accounts: [A, B] as const, chainId: 1 };
    expect(diffConnection(before, { ...before, accounts: [B, A] }).map((event) => event.name)).toEqual([
      'accountsChanged',
      'accountChanged',
    ]);
    expect(diffConnection(before, { ...before, accounts: [A] }).map((event) => event.name)).toEqual([
      'accountsChanged',
    ]);
    expect(diffConnection(before, { ...before, chainId: 2 })).toEqual([
      { name: 'chainChanged', data: { chainId: 2, connectorId: 'w' } },
    ]);
    expect(diffConnection(before, before)).toEqual([]);
  });
});

describe('the connection registry', () => {
  it('follows a wallet: accounts, chain, and an empty account list ends the connection', () => {
    const { events, connections } = registry();
    const provider = scriptedProvider(async () => [A]);
    connections.add({ connectorId: 'w', provider, accounts: [A], chainId: 1 });
    provider.fire('accountsChanged', [B.toLowerCase()]);
    provider.fire('chainChanged', '0x2');
    provider.fire('chainChanged', 2);
    expect(connections.get('w')).toMatchObject({ accounts: [B], chainId: 2 });
    provider.fire('accountsChanged', []);
    expect(connections.get('w')).toBeUndefined();
    expect(events.map((event) => event.name)).toEqual([
      'accountsChanged',
      'accountChanged',
      'chainChanged',
      'disconnect',
    ]);
    expect(provider.count()).toBe(0);
  });

  it('ignores an account list without eip155 addresses (another namespace of a shared session)', () => {
    const { events, connections } = registry();
    const provider = scriptedProvider(async () => [A]);
    connections.add({ connectorId: 'wc', provider, accounts: [A], chainId: 1 });
    provider.fire('accountsChanged', ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
    expect(connections.get('wc')?.accounts).toEqual([A]);
    expect(events).toEqual([]);
  });

  it('a provider disconnect ends the connection only when the wallet lists no account any more', async () => {
    const { events, connections } = registry();
    let answer: () => Promise<unknown> = async () => [A];
    const provider = scriptedProvider(() => answer());
    connections.add({ connectorId: 'w', provider, accounts: [A], chainId: 1 });
    provider.fire('disconnect', { code: 1013 });
    await vi.waitFor(() => expect(provider.request).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(connections.get('w')).toBeDefined();
    answer = async () => {
      throw Object.assign(new Error('Disconnected'), { code: 4900 });
    };
    provider.fire('disconnect', { code: 4900 });
    await vi.waitFor(() => expect(connections.get('w')).toBeUndefined());
    expect(events).toEqual([{ name: 'disconnect', data: { connectorId: 'w' } }]);
  });

  it('the current connection is the last one connected; removing it falls back to the most recent other', () => {
    const { connections } = registry();
    connections.add({
      connectorId: 'a',
      provider: scriptedProvider(async () => []),
      accounts: [A],
      chainId: 1,
    });
    connections.add({
      connectorId: 'b',
      provider: scriptedProvider(async () => []),
      accounts: [B],
      chainId: 1,
    });
    expect(connections.get()?.connectorId).toBe('b');
    connections.remove('b');
    expect(connections.get()?.connectorId).toBe('a');
    connections.remove('a');
    expect(connections.get()).toBeUndefined();
  });

  it('replacing a connection stops following the old provider', () => {
    const { events, connections } = registry();
    const old = scriptedProvider(async () => [A]);
    connections.add({ connectorId: 'w', provider: old, accounts: [A], chainId: 1 });
    connections.add({
      connectorId: 'w',
      provider: scriptedProvider(async () => [A]),
      accounts: [A],
      chainId: 1,
    });
    old.fire('chainChanged', '0x5');
    expect(old.count()).toBe(0);
    expect(events).toEqual([]);
  });
});
