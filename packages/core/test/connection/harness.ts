/**
 * Builds a connection service over test doubles: test adapters, an in-memory typed storage, a fake
 * account state, an event recorder, a fixed clock and a scripted wallet-connect client.
 */
import type { ChainNamespace } from '../../src/caip/index.js';
import type {
  AccountsPort,
  ClearedAccountField,
  ConnectedAccount,
  ConnectionEvents,
  ConnectionServiceDeps,
  PlatformInfo,
  SyncSources,
  WalletConnectApproval,
  WalletConnectPort,
} from '../../src/connection/index.js';
import { createConnectionService, createConnectionStore } from '../../src/connection/index.js';
import {
  createMemoryStorage,
  createTypedStorage,
  type SyncStorageBackend,
  type SyncTypedStorage,
} from '../../src/storage/index.js';
import { createTestAdapter, type TestAdapter, type TestAdapterOptions } from './test-adapter.js';

export const ADDRESS_A = '0x00000000000000000000000000000000000000a1';
export const ADDRESS_B = '0x00000000000000000000000000000000000000b2';
export const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

/** The account state as the fake accounts port keeps it: which fields hold something. */
export type FakeAccountState = Partial<Record<ClearedAccountField, unknown>>;

export function createFakeAccounts() {
  const state = new Map<ChainNamespace, FakeAccountState>();
  const log: Array<
    | { type: 'set'; namespace: ChainNamespace; account: ConnectedAccount }
    | { type: 'clear'; namespace: ChainNamespace; fields: readonly ClearedAccountField[] }
  > = [];
  const port: AccountsPort = {
    setConnectedAccount(namespace, account) {
      log.push({ type: 'set', namespace, account });
      // A real account store then loads balances, profile, tokens...; the fake fills every field.
      state.set(namespace, {
        address: account.accounts[0]?.address,
        balances: '1.0',
        profile: 'name.eth',
        tokens: [],
        user: { email: 'a@b.co' },
        provider: {},
        walletInfo: { name: account.connector?.name ?? account.connectorId },
      });
    },
    clearAccount(namespace, fields) {
      log.push({ type: 'clear', namespace, fields });
      const current = { ...(state.get(namespace) ?? {}) };
      for (const field of fields) delete current[field];
      state.set(namespace, current);
    },
  };
  return { port, state, log, addressOf: (namespace: ChainNamespace) => state.get(namespace)?.address };
}

export function createFakeWalletConnect(sessionChains?: readonly string[]) {
  let nextUri = 0;
  const pending: Array<{
    resolve: (a: readonly WalletConnectApproval[]) => void;
    reject: (e: unknown) => void;
  }> = [];
  const state = { sessionChains, connectCalls: 0, disconnectCalls: 0, disconnectError: undefined as unknown };
  const port: WalletConnectPort = {
    connect(onUri) {
      state.connectCalls += 1;
      nextUri += 1;
      onUri(`wc:pairing-${nextUri}@2?relay-protocol=irn`);
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
    async disconnect() {
      state.disconnectCalls += 1;
      if (state.disconnectError !== undefined) throw state.disconnectError;
      state.sessionChains = undefined;
    },
    sessionChains: () => state.sessionChains,
  };
  return {
    port,
    state,
    pendingCount: () => pending.length,
    approve(approvals: readonly WalletConnectApproval[]) {
      const next = pending.shift();
      if (next === undefined) throw new Error('No pairing is waiting');
      next.resolve(approvals);
    },
    reject(error: unknown) {
      const next = pending.shift();
      if (next === undefined) throw new Error('No pairing is waiting');
      next.reject(error);
    },
  };
}

export const DESKTOP: PlatformInfo = { isMobile: false, isTelegram: false, isIos: false, isSafari: false };

export interface HarnessOptions {
  adapters?: Partial<Record<ChainNamespace, TestAdapterOptions>>;
  platform?: PlatformInfo;
  syncSources?: SyncSources;
  walletConnect?: WalletConnectPort;
  /** Storage entries present before the service starts (raw name → raw value). */
  storage?: Iterable<readonly [string, string]>;
  /** A backend to share with another harness (a page reload keeps its storage). */
  backend?: SyncStorageBackend;
  now?: number;
}

export function createHarness(options: HarnessOptions = {}) {
  const adapters: Partial<Record<ChainNamespace, TestAdapter>> = {};
  for (const [namespace, adapterOptions] of Object.entries(options.adapters ?? { eip155: {} })) {
    adapters[namespace as ChainNamespace] = createTestAdapter({
      namespace: namespace as ChainNamespace,
      ...adapterOptions,
    });
  }
  const warnings: unknown[] = [];
  const backend = options.backend ?? createMemoryStorage(options.storage);
  const storage: SyncTypedStorage = createTypedStorage(backend, {
    logger: { warn: (message, context) => warnings.push({ message, context }) },
  });
  const accounts = createFakeAccounts();
  const events: Array<{ type: keyof ConnectionEvents; data: unknown }> = [];
  const errors: Array<{ message: string; context?: Readonly<Record<string, unknown>> }> = [];
  const resets = { sendFlow: 0, transactions: 0 };
  const clock = { current: options.now ?? 1_700_000_000_000, now: () => clock.current };
  const store = createConnectionStore();
  const deps: ConnectionServiceDeps = {
    store,
    adapters,
    accounts: accounts.port,
    storage,
    events: { emit: (type, data) => events.push({ type, data }) },
    sendFlow: {
      reset: () => {
        resets.sendFlow += 1;
      },
    },
    transactions: {
      reset: () => {
        resets.transactions += 1;
      },
    },
    logger: { error: (message, context) => errors.push({ message, context }) },
    clock,
    platform: options.platform ?? DESKTOP,
    ...(options.syncSources === undefined ? {} : { syncSources: options.syncSources }),
    ...(options.walletConnect === undefined ? {} : { walletConnect: options.walletConnect }),
  };
  const service = createConnectionService(deps);
  const adapter = (namespace: ChainNamespace = 'eip155') => {
    const found = adapters[namespace];
    if (found === undefined) throw new Error(`No test adapter for ${namespace}`);
    return found;
  };
  const status = (namespace: ChainNamespace = 'eip155') =>
    store.getState().namespaceStatus[namespace] ?? 'disconnected';
  return {
    service,
    store,
    storage,
    backend,
    accounts,
    events,
    errors,
    resets,
    clock,
    adapter,
    status,
    warnings,
    deps,
  };
}

/** Storage entries of a page that was connected with `connectorId` on eip155 before the reload. */
export function storedConnection(
  connectorId: string,
  extra: { connections?: unknown; namespaces?: string; status?: string } = {},
): Array<[string, string]> {
  return [
    ['@walletport/connection_status', extra.status ?? 'connected'],
    ['@walletport/connected_namespaces', extra.namespaces ?? 'eip155'],
    ['@walletport/connected_connector_id:eip155', connectorId],
    [
      '@walletport/connections',
      JSON.stringify(
        extra.connections ?? {
          eip155: [{ connectorId, accounts: [{ address: ADDRESS_A }], caipNetworkId: 'eip155:1' }],
        },
      ),
    ],
  ];
}

/** Lets every pending promise callback run (the service only waits on promises, never on timers). */
export async function flush(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}
