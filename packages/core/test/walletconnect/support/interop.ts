/**
 * The interoperability rig: a local relay, Walletport's own wallet-connect provider as the dapp, and the
 * official sign-client (its last Apache-2.0 release) as the wallet, answering like a person would.
 */
import { type Relay, startRelay } from '@walletport/relay';
import { createNodeSignClient, type NodeSignClient } from '@walletport/relay/testing';
import WebSocket from 'ws';
import { createKeyValueStorage } from '../../../src/walletconnect/key-value-storage.js';
import {
  createWalletConnectProvider,
  type WalletConnectProvider,
} from '../../../src/walletconnect/client/provider.js';
import type { RequestedNamespaces } from '../../../src/walletconnect/namespaces.js';
import type { StorageBackend } from '../../../src/storage/index.js';
import type { RelaySocket } from '../../../src/walletconnect/client/socket.js';

export type WalletClient = NodeSignClient;

export const WALLET_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The instance storage backend in memory (what localStorage is in a browser). */
export function memoryBackend(): StorageBackend & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  } as StorageBackend & { items: Map<string, string> };
}

export const NAMESPACES: RequestedNamespaces = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'eth_signTypedData_v4'],
    events: ['chainChanged', 'accountsChanged'],
    rpcMap: {},
    defaultChain: '31337',
  },
};

export interface WalletBehaviour {
  /** What the wallet answers to requests: a result, or an error. */
  answer: (
    method: string,
    params: unknown,
  ) => { result: unknown } | { error: { code: number; message: string } };
  /** The chains it approves out of those proposed. Default: all. */
  approveChains?: (proposed: string[]) => string[];
}

export interface TestWallet {
  client: WalletClient;
  requests: { method: string; chainId: string; params: unknown }[];
  proposals: number;
  behaviour: WalletBehaviour;
  rejectProposal: boolean;
  pair(uri: string): Promise<void>;
  topic(): string;
  close(): Promise<void>;
}

export async function startWallet(relayUrl: string): Promise<TestWallet> {
  const client = await createNodeSignClient({
    projectId: 'walletport-interop-wallet',
    relayUrl,
    metadata: {
      name: 'Interop wallet',
      description: 'sign-client',
      url: 'https://wallet.example',
      icons: [],
    },
    storagePrefix: 'interop-wallet',
  });
  const wallet: TestWallet = {
    client,
    requests: [],
    proposals: 0,
    rejectProposal: false,
    behaviour: { answer: () => ({ result: null }) },
    async pair(uri) {
      await client.pair({ uri });
    },
    topic() {
      const [session] = client.session.getAll();
      if (session === undefined) throw new Error('the wallet holds no session');
      return session.topic;
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => {});
      client.core.heartbeat.stop();
    },
  };
  client.on('session_proposal', async ({ id, params }) => {
    wallet.proposals += 1;
    if (wallet.rejectProposal) {
      await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
      return;
    }
    const requested = { ...params.requiredNamespaces, ...params.optionalNamespaces }.eip155;
    const proposed = requested?.chains ?? [];
    const chains = wallet.behaviour.approveChains?.(proposed) ?? proposed;
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${WALLET_ADDRESS}`),
          methods: requested?.methods ?? [],
          events: requested?.events ?? [],
        },
      },
    });
  });
  client.on('session_request', async ({ id, topic, params }) => {
    wallet.requests.push({
      method: params.request.method,
      chainId: params.chainId,
      params: params.request.params,
    });
    const answer = wallet.behaviour.answer(params.request.method, params.request.params);
    await client.respond({ topic, response: { id, jsonrpc: '2.0', ...answer } });
  });
  return wallet;
}

export interface Rig {
  relay: Relay;
  wallet: TestWallet;
  storage: ReturnType<typeof memoryBackend>;
  dapp: WalletConnectProvider;
  /** A second provider on the same storage: what a reload makes. */
  reload(): Promise<WalletConnectProvider>;
  close(): Promise<void>;
}

export const nodeSocket = (url: string) => new WebSocket(url) as unknown as RelaySocket;

export async function startRig(): Promise<Rig> {
  const relay = await startRelay({ port: 0 });
  const wallet = await startWallet(relay.url);
  const storage = memoryBackend();
  const providers: WalletConnectProvider[] = [];
  const make = async () => {
    const provider = await createWalletConnectProvider({
      projectId: 'walletport-interop',
      relayUrl: relay.url,
      metadata: { name: 'Interop dapp', description: 'Walletport', url: 'https://dapp.example', icons: [] },
      namespaces: NAMESPACES,
      storage: createKeyValueStorage(storage),
      storagePrefix: 'walletport:interop',
      createSocket: nodeSocket,
    });
    providers.push(provider);
    return provider;
  };
  const dapp = await make();
  return {
    relay,
    wallet,
    storage,
    dapp,
    reload: make,
    async close() {
      for (const provider of providers) await provider.close();
      await wallet.close();
      await relay.close();
    },
  };
}

/** Pairs the rig's dapp with its wallet and waits for the session. */
export async function pair(rig: Rig, provider: WalletConnectProvider = rig.dapp) {
  const uri = new Promise<string>((resolve) =>
    provider.on('display_uri', ((value: string) => resolve(value)) as never),
  );
  const connected = provider.connect();
  await rig.wallet.pair(await uri);
  return connected;
}

/** Resolves with the next emission of `event`. */
export function nextEvent<T = unknown>(provider: WalletConnectProvider, event: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = ((value: T) => {
      provider.removeListener(event, listener);
      resolve(value);
    }) as never;
    provider.on(event, listener);
  });
}
