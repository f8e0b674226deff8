/**
 * A SIWX service over the real modal and router with scripted ports: an account that can be switched,
 * a signer that can fail, a config that records calls, a connection whose disconnect clears the account.
 */
import { createModalNavigation, isCloseBlockedBySiwx } from '../../src/modal/index.js';
import {
  createSiwxMessage,
  createSiwxStore,
  type SiwxAccount,
  type SiwxConfig,
  type SiwxEvents,
  type SiwxSession,
} from '../../src/siwx/index.js';
import { createSiwxService } from '../../src/siwx/siwx-service.js';

export const ADDRESS_A = '0x00000000000000000000000000000000000000A1';
export const ADDRESS_B = '0x00000000000000000000000000000000000000b2';

export function account(patch: Partial<SiwxAccount> = {}): SiwxAccount {
  return {
    namespace: 'eip155',
    chainId: 'eip155:1',
    address: ADDRESS_A,
    connectorId: 'injected',
    isSmartAccount: false,
    isSupportedNetwork: true,
    viaUniversalProvider: false,
    ...patch,
  };
}

export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

export function createFakeConfig(options: { required?: boolean; signOutOnDisconnect?: boolean } = {}) {
  const sessions: SiwxSession[] = [];
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const failures: Partial<Record<'createMessage' | 'addSession' | 'getSessions' | 'revokeSession', unknown>> =
    {};
  let nonce = 0;
  const guard = (method: keyof typeof failures, args: unknown[]) => {
    calls.push({ method, args });
    if (failures[method] !== undefined) throw failures[method];
  };
  const config: SiwxConfig = {
    async createMessage(input) {
      guard('createMessage', [input]);
      nonce += 1;
      return createSiwxMessage({
        ...input,
        domain: 'app.example.com',
        uri: 'https://app.example.com',
        version: '1',
        nonce: `nonce${String(nonce).padStart(8, '0')}`,
        issuedAt: '2024-05-01T12:00:00.000Z',
      });
    },
    async addSession(session) {
      guard('addSession', [session]);
      sessions.push(session);
    },
    async revokeSession(chainId, address) {
      guard('revokeSession', [chainId, address]);
      for (let i = sessions.length - 1; i >= 0; i--) {
        const data = sessions[i]!.data;
        if (data.chainId === chainId && data.accountAddress.toLowerCase() === address.toLowerCase())
          sessions.splice(i, 1);
      }
    },
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next);
    },
    async getSessions(chainId, address) {
      guard('getSessions', [chainId, address]);
      return sessions.filter(
        (s) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase(),
      );
    },
    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? false,
  };
  return {
    config,
    sessions,
    calls,
    failures,
    callsOf: (method: string) => calls.filter((c) => c.method === method),
  };
}

export function createFlow(
  options: { required?: boolean; signOutOnDisconnect?: boolean; allNetworksEip155?: boolean } = {},
) {
  const fake = createFakeConfig(options);
  let current: SiwxAccount | undefined;
  const listeners = new Set<() => void>();
  const setAccount = (next: SiwxAccount | undefined) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const signer = { error: undefined as unknown, calls: [] as unknown[] };
  const events: Array<{ type: keyof SiwxEvents; data: unknown }> = [];
  const disconnects = { count: 0 };
  const store = createSiwxStore();
  // The service is created after the modal, which reads it through this port (as the instance does).
  let closePort: { isRequired(): boolean; hasSession(): boolean } | undefined;
  const navigation = createModalNavigation({
    context: { isConnected: () => current !== undefined, hasAdapters: () => true, isMobile: () => false },
    events: { emit: () => {} },
    accounts: { hasAddress: () => current !== undefined, clearFarcasterUrl: () => {} },
    auth: { reload: () => {} },
    isCloseBlocked: (view) =>
      isCloseBlockedBySiwx(view, {
        isRequired: () => closePort?.isRequired() ?? false,
        hasSession: () => closePort?.hasSession() ?? true,
      }),
    timers: { setTimeout: () => 0, clearTimeout: () => {} },
  });
  const service = createSiwxService({
    config: fake.config,
    store,
    account: {
      current: () => current,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    signer: {
      async signMessage(namespace, params) {
        signer.calls.push({ namespace, ...params });
        if (signer.error !== undefined) throw signer.error;
        return `0xsig-${params.address}`;
      },
    },
    modal: navigation.modal,
    router: navigation.router,
    connection: {
      async disconnect() {
        disconnects.count += 1;
        setAccount(undefined);
      },
    },
    events: { emit: (type, data) => events.push({ type, data }) },
    allNetworksEip155: options.allNetworksEip155 ?? true,
    logger: { error: () => {} },
  });
  closePort = service;
  const unwatch = service.watch();
  return {
    ...fake,
    service,
    store,
    signer,
    events,
    disconnects,
    setAccount,
    unwatch,
    modal: navigation.modal,
    router: navigation.router,
    view: () => navigation.router.store.getState().view.name,
    isOpen: () => navigation.modal.store.getState().open,
    eventTypes: () => events.map((event) => event.type),
  };
}
