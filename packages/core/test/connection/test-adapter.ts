/**
 * A ChainAdapter for tests only (it lives under test/, so it is never built or shipped). Wallets are
 * scripted per connector; any method can be made to fail or to wait until released, and events can be
 * emitted as a real wallet would.
 */
import type {
  AdapterAccount,
  AdapterConnector,
  AdapterEvents,
  ChainAdapter,
  ConnectParams,
  ConnectResult,
} from '../../src/adapter/index.js';
import type { ChainNamespace } from '../../src/caip/index.js';
import type { CaipNetwork } from '../../src/networks/index.js';

export type TestAdapterMethod = 'connect' | 'disconnect' | 'reconnect' | 'getAccounts';

export interface TestWallet {
  accounts: AdapterAccount[];
  chainId: number | string;
  /** getAccounts answers this when set (e.g. [] for a wallet that lists accounts only on connect). */
  loadedAccounts?: AdapterAccount[];
}

export interface TestAdapterOptions {
  namespace?: ChainNamespace;
  networks?: readonly CaipNetwork[];
  connectors?: AdapterConnector[];
  /** The wallet behind each connector id. */
  wallets?: Record<string, TestWallet>;
  /** Connector ids whose connection `reconnect` restores without prompting. */
  authorized?: string[];
}

export interface TestAdapterCall {
  method: TestAdapterMethod;
  params: unknown;
}

export interface TestAdapter extends ChainAdapter {
  readonly calls: TestAdapterCall[];
  /** Makes `method` reject with `error` (every call until healed, or only the next `times` calls). */
  fail(method: TestAdapterMethod, error?: unknown, times?: number): void;
  heal(method: TestAdapterMethod): void;
  /** Makes calls of `method` wait; the returned function lets them (and later ones) go on. */
  hold(method: TestAdapterMethod): () => void;
  authorize(connectorId: string, authorized?: boolean): void;
  setWallet(connectorId: string, wallet: TestWallet): void;
  emit<K extends keyof AdapterEvents>(event: K, data: AdapterEvents[K]): void;
  listenerCount(): number;
  callsOf(method: TestAdapterMethod): unknown[];
}

interface Failure {
  error: unknown;
  remaining: number;
}

export function createTestAdapter(options: TestAdapterOptions = {}): TestAdapter {
  const namespace = options.namespace ?? 'eip155';
  const wallets = new Map(Object.entries(options.wallets ?? {}));
  const authorized = new Set(options.authorized ?? []);
  const failures = new Map<TestAdapterMethod, Failure>();
  const holds = new Map<TestAdapterMethod, Promise<void>>();
  const listeners = new Map<keyof AdapterEvents, Set<(data: never) => void>>();
  const calls: TestAdapterCall[] = [];

  const enter = async (method: TestAdapterMethod, params: unknown) => {
    calls.push({ method, params });
    await holds.get(method);
    const failure = failures.get(method);
    if (failure === undefined) return;
    failure.remaining -= 1;
    if (failure.remaining <= 0) failures.delete(method);
    throw failure.error;
  };

  const walletOf = (connectorId: string): TestWallet => {
    const wallet = wallets.get(connectorId);
    if (wallet === undefined) throw new Error(`No test wallet behind connector ${connectorId}`);
    return wallet;
  };

  const resultOf = (connectorId: string): ConnectResult => {
    const wallet = walletOf(connectorId);
    return { accounts: [...wallet.accounts], chainId: wallet.chainId, connectorId };
  };

  return {
    namespace,
    networks: options.networks ?? [],
    calls,
    getConnectors: () => [...(options.connectors ?? [])],

    async connect(params: ConnectParams) {
      await enter('connect', params);
      authorized.add(params.connectorId);
      return resultOf(params.connectorId);
    },
    async disconnect(params) {
      await enter('disconnect', params);
      if (params?.connectorId !== undefined) authorized.delete(params.connectorId);
    },
    async reconnect(params) {
      await enter('reconnect', params);
      return authorized.has(params.connectorId) ? resultOf(params.connectorId) : undefined;
    },
    async getAccounts(params) {
      await enter('getAccounts', params);
      const wallet = walletOf(params.connectorId);
      return [...(wallet.loadedAccounts ?? wallet.accounts)];
    },

    async switchNetwork() {},
    async getBalance() {
      return { balance: '0', symbol: 'ETH' };
    },
    async signMessage() {
      return '0x';
    },
    async sendTransaction() {
      return `0x${'0'.repeat(64)}`;
    },
    async estimateFee() {
      return 0n;
    },
    parseUnits: (value, decimals) => BigInt(value) * 10n ** BigInt(decimals),
    formatUnits: (value, decimals) => (value / 10n ** BigInt(decimals)).toString(),

    on(event, handler) {
      let set = listeners.get(event);
      if (set === undefined) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(handler as (data: never) => void);
      return () => set.delete(handler as (data: never) => void);
    },

    fail(method, error = new Error(`${method} failed`), times = Number.POSITIVE_INFINITY) {
      failures.set(method, { error, remaining: times });
    },
    heal: (method) => failures.delete(method),
    hold(method) {
      let release = () => {};
      holds.set(
        method,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        holds.delete(method);
        release();
      };
    },
    authorize(connectorId, isAuthorized = true) {
      if (isAuthorized) authorized.add(connectorId);
      else authorized.delete(connectorId);
    },
    setWallet: (connectorId, wallet) => wallets.set(connectorId, wallet),
    emit(event, data) {
      for (const handler of [...(listeners.get(event) ?? [])]) (handler as (d: typeof data) => void)(data);
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    callsOf: (method) => calls.filter((call) => call.method === method).map((call) => call.params),
  };
}
