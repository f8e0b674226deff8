/**
 * A wallet-connect provider over one session, in the shape adapters use (see adapter/universal-provider.ts):
 * `request(args, chain)` per namespace, a current chain per namespace, and the provider events
 * (`display_uri`, `chainChanged`, `accountsChanged`, `session_update`, `session_delete`, `session_expire`).
 * On eip155 it answers what it knows itself (chain id, accounts, a switch between approved chains), sends
 * the session's methods to the wallet, and every other call (reads) to the network's RPC URL.
 */
import type { RequestedNamespaces } from '../namespaces.js';
import { WalletConnectClientError } from './errors.js';
import { postJsonRpc } from './http-rpc.js';
import { createRelayClient } from './relay-client.js';
import type { PeerMetadata, ProposalNamespaces, SessionRecord } from './session-record.js';
import { createSessionStore } from './session-store.js';
import { createSignEngine, type EngineEvent } from './sign-engine.js';
import type { RelaySocketFactory } from './socket.js';
import type { KeyValueStorage } from '../key-value-storage.js';

/** The public WalletConnect relay, where wallets in the wild listen; `relayUrl` replaces it. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';

export interface WalletConnectProviderOptions {
  projectId: string;
  relayUrl?: string | undefined;
  metadata?: PeerMetadata | undefined;
  /** What sessions request, with each chain's RPC URL for reads. */
  namespaces: RequestedNamespaces;
  storage: KeyValueStorage;
  storagePrefix: string;
  createSocket?: RelaySocketFactory | undefined;
  fetch?: typeof fetch | undefined;
  onError?: ((message: string, context: Record<string, unknown>) => void) | undefined;
}

type Listener = (...args: never[]) => void;

export interface WalletConnectProvider {
  readonly session: SessionRecord | undefined;
  connect(params?: { optionalNamespaces?: RequestedNamespaces }): Promise<SessionRecord>;
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>;
  setDefaultChain(chain: string): void;
  disconnect(): Promise<void>;
  ping(): Promise<void>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  close(): Promise<void>;
}

const referenceOf = (chain: string) => chain.slice(chain.indexOf(':') + 1);
const namespaceOf = (chain: string) => chain.split(':')[0] as string;

/** The chain ids (CAIP-2) of a namespace's approved accounts, in the wallet's order. */
export function approvedChains(session: SessionRecord | undefined, namespace: string): string[] {
  const accounts = session?.namespaces[namespace]?.accounts ?? [];
  return [...new Set(accounts.map((account) => account.split(':').slice(0, 2).join(':')))];
}

function addressesOn(session: SessionRecord | undefined, chain: string): string[] {
  const accounts = session?.namespaces[namespaceOf(chain)]?.accounts ?? [];
  return [
    ...new Set(
      accounts.filter((account) => account.startsWith(`${chain}:`)).map((a) => a.slice(chain.length + 1)),
    ),
  ];
}

/** chainChanged data arrives as a number, hex, decimal string or CAIP-2 id. */
function chainReferenceOf(data: unknown, fallback: string): string {
  if (typeof data === 'number' && Number.isSafeInteger(data)) return String(data);
  if (typeof data !== 'string') return referenceOf(fallback);
  if (/^0x[0-9a-f]+$/i.test(data)) return String(Number.parseInt(data, 16));
  return data.includes(':') ? referenceOf(data) : data;
}

export async function createWalletConnectProvider(
  options: WalletConnectProviderOptions,
): Promise<WalletConnectProvider> {
  const report = options.onError ?? (() => {});
  const store = createSessionStore(options.storage, options.storagePrefix);
  const relay = createRelayClient({
    relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
    projectId: options.projectId,
    identitySeed: () => store.identitySeed(),
    onMessage: (message) => engine.handle(message),
    createSocket: options.createSocket,
  });
  const engine = createSignEngine({ relay, store, onError: report });
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  };

  await engine.ready;
  // Several stored sessions can only come from several tabs pairing at once: the newest wins.
  let session: SessionRecord | undefined = engine.sessions().sort((a, b) => b.expiry - a.expiry)[0];
  let current: Record<string, string> = await store.loadChains();

  const saveChains = () =>
    store.saveChains(current).catch((error) => report('Failed to store the chain', { error }));

  /** The current chain of each namespace: the stored one while approved, else the preferred, else the first. */
  const settleChains = (preferred: Record<string, string | undefined>) => {
    const next: Record<string, string> = {};
    for (const namespace of Object.keys(session?.namespaces ?? {})) {
      const approved = approvedChains(session, namespace).map(referenceOf);
      const candidates = [current[namespace], preferred[namespace], approved[0]];
      const pick = candidates.find((candidate) => candidate !== undefined && approved.includes(candidate));
      if (pick !== undefined) next[namespace] = pick;
    }
    current = next;
    void saveChains();
  };
  if (session !== undefined) settleChains({});

  const currentChain = (namespace: string) => {
    const reference = current[namespace];
    if (reference === undefined) throw new WalletConnectClientError('NO_SESSION', `No ${namespace} session.`);
    return `${namespace}:${reference}`;
  };

  const changeChain = (chain: string) => {
    const namespace = namespaceOf(chain);
    const previous = current[namespace];
    const reference = referenceOf(chain);
    current = { ...current, [namespace]: reference };
    void saveChains();
    emit('chainChanged', reference);
    if (previous !== reference) {
      const addresses = addressesOn(session, chain);
      if (addresses.length > 0) emit('accountsChanged', addresses);
    }
  };

  const endSession = (event: 'session_delete' | 'session_expire', topic: string) => {
    session = undefined;
    current = {};
    void saveChains();
    emit(event, { topic });
    emit('disconnect', { code: 6000, message: 'User disconnected.', data: topic });
  };

  engine.onEvent((event: EngineEvent) => {
    if (event.topic !== session?.topic) return;
    switch (event.type) {
      case 'session_event':
        if (event.name === 'chainChanged') {
          changeChain(`${namespaceOf(event.chainId)}:${chainReferenceOf(event.data, event.chainId)}`);
        } else if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
          const addresses = event.data.filter((entry): entry is string => typeof entry === 'string');
          emit(
            'accountsChanged',
            addresses.map((entry) => entry.split(':').at(-1) as string),
          );
        } else emit(event.name, event.data);
        return;
      case 'session_update':
        settleChains({});
        emit('session_update', { topic: event.topic, namespaces: event.namespaces });
        return;
      case 'session_extend':
        return;
      default:
        endSession(event.type, event.topic);
    }
  });

  const eip155Request = async (args: { method: string; params?: unknown }, chain: string | undefined) => {
    const active = session as SessionRecord;
    const here = currentChain('eip155');
    switch (args.method) {
      case 'eth_chainId':
        return `0x${BigInt(referenceOf(here)).toString(16)}`;
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return addressesOn(active, here);
      case 'wallet_switchEthereumChain':
        return switchChain(active, args.params);
    }
    const approved = approvedChains(active, 'eip155');
    const target = chain !== undefined && approved.includes(chain) ? chain : here;
    if (active.namespaces.eip155?.methods.includes(args.method)) {
      return engine.request(active.topic, args, target);
    }
    const url = options.namespaces.eip155?.rpcMap[target];
    if (url === undefined) throw new WalletConnectClientError('NO_RPC_URL', `No RPC URL for ${target}.`);
    return postJsonRpc(url, args, options.fetch);
  };

  const switchChain = async (active: SessionRecord, params: unknown) => {
    const hex = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId;
    if (typeof hex !== 'string' || !/^0x[0-9a-f]+$/i.test(hex)) {
      throw new WalletConnectClientError(
        'CHAIN_NOT_APPROVED',
        'wallet_switchEthereumChain needs a hex chainId.',
      );
    }
    const chain = `eip155:${BigInt(hex).toString(10)}`;
    const approved = approvedChains(active, 'eip155');
    if (!approved.includes(chain)) {
      if (!active.namespaces.eip155?.methods.includes('wallet_switchEthereumChain')) {
        throw new WalletConnectClientError('CHAIN_NOT_APPROVED', `The session has no ${chain}.`);
      }
      // A chain outside the session: the wallet is asked on a chain it approved (the protocol checks
      // the request's chain against the session), and adds the new one with a session update.
      await engine.request(
        active.topic,
        { method: 'wallet_switchEthereumChain', params: [{ chainId: hex }] },
        approved[0] as string,
      );
    }
    changeChain(chain);
    return null;
  };

  const provider: WalletConnectProvider = {
    get session() {
      return session;
    },

    async connect(params) {
      const requested = params?.optionalNamespaces ?? options.namespaces;
      const optionalNamespaces: ProposalNamespaces = {};
      for (const [key, namespace] of Object.entries(requested)) {
        optionalNamespaces[key] = {
          chains: namespace.chains,
          methods: namespace.methods,
          events: namespace.events,
        };
      }
      const proposal = await engine.propose({
        requiredNamespaces: {},
        optionalNamespaces,
        metadata: options.metadata ?? { name: '', description: '', url: '', icons: [] },
      });
      emit('display_uri', proposal.uri);
      const settled = await proposal.approval;
      // A session made before (another tab, a previous pairing) gives way to the new one.
      if (session !== undefined && session.topic !== settled.topic) void engine.disconnect(session.topic);
      session = settled;
      current = {};
      const preferred = Object.fromEntries(
        Object.entries(requested).map(([key, value]) => [key, value.defaultChain]),
      );
      settleChains(preferred);
      emit('connect', { session });
      return settled;
    },

    async request(args, chain) {
      if (session === undefined)
        throw new WalletConnectClientError('NO_SESSION', 'No wallet-connect session.');
      const namespace = chain === undefined ? Object.keys(session.namespaces)[0] : namespaceOf(chain);
      if (namespace === 'eip155') return (await eip155Request(args, chain)) as never;
      const target = chain ?? currentChain(namespace as string);
      if (!session.namespaces[namespace as string]?.methods.includes(args.method)) {
        throw new WalletConnectClientError('NO_SESSION', `The session does not offer ${args.method}.`);
      }
      return (await engine.request(session.topic, args, target)) as never;
    },

    setDefaultChain(chain) {
      changeChain(chain);
    },

    async disconnect() {
      const topic = session?.topic;
      session = undefined;
      current = {};
      void saveChains();
      if (topic !== undefined) await engine.disconnect(topic);
    },

    async ping() {
      if (session === undefined)
        throw new WalletConnectClientError('NO_SESSION', 'No wallet-connect session.');
      await engine.ping(session.topic);
    },

    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },

    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },

    async close() {
      listeners.clear();
      engine.close();
    },
  };
  return provider;
}
