import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/index.js';
import { createKeyValueStorage } from './key-value-storage.js';
import type { RequestedNamespaces } from './namespaces.js';
import {
  createUniversalProviderPort,
  type UniversalProviderFactory,
  type UniversalProviderInitOptions,
  type UniversalProviderInstance,
} from './universal-provider-port.js';

const NAMESPACES: RequestedNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:5'],
    methods: ['personal_sign'],
    events: [],
    rpcMap: {},
    defaultChain: '5',
  },
};

function sessionFor(chains: string[]) {
  return {
    topic: 't1',
    namespaces: { eip155: { accounts: chains.map((c) => `${c}:0xA`), methods: [], events: [] } },
    optionalNamespaces: { eip155: { chains } },
  };
}

/** A fake of the SDK's provider: an event emitter with a scripted session. */
function fakeSdk(initial?: ReturnType<typeof sessionFor>) {
  const listeners = new Map<string, Set<(...args: never[]) => void>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  };
  const provider: UniversalProviderInstance & { emit: typeof emit } = {
    session: initial,
    emit,
    request: vi.fn(),
    setDefaultChain: vi.fn(),
    disconnect: vi.fn(async () => {
      provider.session = undefined;
    }),
    connect: vi.fn(async () => {
      emit('display_uri', 'wc:abc@2');
      provider.session = sessionFor(['eip155:1', 'eip155:5']);
    }),
    on: (event, listener) =>
      void (listeners.get(event) ?? listeners.set(event, new Set()).get(event))?.add(listener),
    removeListener: (event, listener) => void listeners.get(event)?.delete(listener),
    close: vi.fn(async () => {}),
  };
  const inits: UniversalProviderInitOptions[] = [];
  const factory: UniversalProviderFactory = {
    init: async (options) => {
      inits.push(options);
      return provider;
    },
  };
  return { provider, factory, inits, listeners };
}

function port(sdk: ReturnType<typeof fakeSdk>, load = vi.fn(async () => sdk.factory)) {
  const created = createUniversalProviderPort({
    projectId: 'p1',
    relayUrl: 'ws://127.0.0.1:1',
    namespaces: NAMESPACES,
    storage: createKeyValueStorage(createMemoryStorage()),
    load,
  });
  return { port: created, load };
}

describe('createUniversalProviderPort', () => {
  it('closes a loaded provider (its relay socket and timers) when the instance goes', async () => {
    const sdk = fakeSdk();
    const { port: p } = port(sdk);
    await p.close();
    expect(sdk.provider.close).not.toHaveBeenCalled();
    const loaded = port(sdk).port;
    await loaded.handle.getProvider();
    await loaded.close();
    expect(sdk.provider.close).toHaveBeenCalledTimes(1);
  });

  it('loads nothing until used, then initializes once with the namespaces and a per-project prefix', async () => {
    const sdk = fakeSdk();
    const { port: p, load } = port(sdk);
    expect(load).not.toHaveBeenCalled();
    expect(p.sessionChains()).toBeUndefined();
    await Promise.all([p.handle.getProvider(), p.handle.getProvider()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.inits[0]).toMatchObject({
      projectId: 'p1',
      relayUrl: 'ws://127.0.0.1:1',
      namespaces: NAMESPACES,
      storagePrefix: 'walletport:p1',
    });
  });

  it('tries loading again after a failed load', async () => {
    const sdk = fakeSdk();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(sdk.factory);
    const { port: p } = port(sdk, load);
    await expect(p.handle.getProvider()).rejects.toThrow('offline');
    await expect(p.handle.getProvider()).resolves.toBe(sdk.provider);
  });

  it('pairs: reports the URI, requests the namespaces as optional, resolves approvals on the default chain', async () => {
    const sdk = fakeSdk();
    const uris: string[] = [];
    const approvals = await port(sdk).port.connect((uri) => uris.push(uri));
    expect(uris).toEqual(['wc:abc@2']);
    expect(sdk.provider.connect).toHaveBeenCalledWith({ optionalNamespaces: NAMESPACES });
    expect(approvals).toEqual([
      { namespace: 'eip155', accounts: [{ address: '0xA', type: 'eoa' }], chainId: 5 },
    ]);
    expect(sdk.listeners.get('display_uri')?.size ?? 0).toBe(0);
  });

  it("detaches a superseded pairing's display_uri listener when a new pairing starts", async () => {
    const sdk = fakeSdk();
    const { port: p } = port(sdk);
    vi.mocked(sdk.provider.connect).mockImplementationOnce(() => new Promise(() => {}));
    const oldUris: string[] = [];
    const newUris: string[] = [];
    void p.connect((uri) => oldUris.push(uri));
    await vi.waitFor(() => expect(sdk.listeners.get('display_uri')?.size).toBe(1));
    await p.connect((uri) => newUris.push(uri));
    expect(oldUris).toEqual([]);
    expect(newUris).toEqual(['wc:abc@2']);
    expect(sdk.listeners.get('display_uri')?.size ?? 0).toBe(0);
  });

  it('restores a fresh session and drops a stale one (a requested chain is missing)', async () => {
    const fresh = fakeSdk(sessionFor(['eip155:1', 'eip155:5']));
    expect(await port(fresh).port.restore()).toHaveLength(1);
    expect(fresh.provider.disconnect).not.toHaveBeenCalled();

    const stale = fakeSdk(sessionFor(['eip155:1']));
    expect(await port(stale).port.restore()).toBeUndefined();
    expect(stale.provider.disconnect).toHaveBeenCalledTimes(1);
  });

  it('re-pairs on connect when the stored session is stale, and reuses a fresh one', async () => {
    const stale = fakeSdk(sessionFor(['eip155:1']));
    await port(stale).port.connect(() => {});
    expect(stale.provider.disconnect).toHaveBeenCalledTimes(1);
    expect(stale.provider.connect).toHaveBeenCalledTimes(1);

    const fresh = fakeSdk(sessionFor(['eip155:1', 'eip155:5']));
    await port(fresh).port.connect(() => {});
    expect(fresh.provider.connect).not.toHaveBeenCalled();
  });

  it('tells listeners when the wallet deletes the session; disconnect without a session does nothing', async () => {
    const sdk = fakeSdk(sessionFor(['eip155:1', 'eip155:5']));
    const { port: p } = port(sdk);
    const ended = vi.fn();
    p.onSessionEnd(ended);
    await p.handle.getProvider();
    expect(p.sessionChains()).toEqual(['eip155:1', 'eip155:5']);
    sdk.provider.emit('session_delete', { topic: 't1' });
    expect(ended).toHaveBeenCalledTimes(1);
    sdk.provider.emit('session_expire', { topic: 't1' });
    expect(ended).toHaveBeenCalledTimes(2);
    sdk.provider.session = undefined;
    await p.disconnect();
    expect(sdk.provider.disconnect).not.toHaveBeenCalled();
  });
});
