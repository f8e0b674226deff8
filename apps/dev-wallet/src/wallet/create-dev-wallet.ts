import { deriveAccounts } from './accounts.js';
import { validateChains } from './chain-params.js';
import {
  createSerialRunner,
  createWalletContext,
  type MutableWalletState,
  type WalletContext,
} from './context.js';
import { createEmitter } from './emitter.js';
import {
  disconnectedError,
  invalidParamsError,
  toProviderRpcError,
  unsupportedMethodError,
} from './errors.js';
import { chainIdToHex } from './hex.js';
import { createAccountMethods } from './methods/account-methods.js';
import { createAssetMethods } from './methods/asset-methods.js';
import { chainMethods } from './methods/chain-methods.js';
import type { MethodTable } from './methods/handler.js';
import { readMethods } from './methods/read-methods.js';
import { signMethods } from './methods/sign-methods.js';
import { restoreSession, sameSession, sessionOf } from './session.js';
import type {
  Approver,
  DevWalletChainInput,
  DevWalletSession,
  DevWalletState,
  Eip1193Provider,
  ProviderEventName,
  ProviderListener,
  RequestArguments,
} from './types.js';

export interface CreateDevWalletOptions {
  mnemonic: string;
  /** How many accounts to derive (address indexes 0 … n-1). Default 5. */
  accountCount?: number;
  /** The first chain is the one the wallet starts on. */
  chains: readonly DevWalletChainInput[];
  /** Asked for every connect, signature, transaction, chain switch and chain addition. */
  approver: Approver;
  /** The requesting page, shown to the approver. Default: location.origin, or 'unknown' outside a browser. */
  origin?: string;
  /** Replaces global fetch for RPC calls (tests). */
  fetch?: typeof fetch;
  /** Where errors thrown by event listeners (and onSessionChange) go; default console.error. */
  onListenerError?: (error: unknown) => void;
  /**
   * A session remembered from an earlier page load: the site starts connected, on that account and chain,
   * without asking (an account or chain the wallet no longer has falls back to the first).
   */
  session?: DevWalletSession;
  /**
   * Called whenever the session to remember changes: on connect, account or chain change, and with null
   * when the site loses eth_accounts (wallet_revokePermissions) or the owner locks the wallet (disconnect).
   */
  onSessionChange?: (session: DevWalletSession | null) => void;
  /**
   * RPC calls wait for this before they pick their chain's URL. The in-page wallet must exist at once (it is
   * announced before the page's scripts run) but learns a running stack's RPC URLs a moment later and hands
   * them to mergeChains; requests that reach the node in between would go to the wrong port. A rejection
   * counts as settled.
   */
  rpcReady?: PromiseLike<unknown>;
}

/** Someone other than the page asking, e.g. a WalletConnect session: shown as `origin`, approved by `approver`. */
export interface WalletCaller {
  origin: string;
  approver: Approver;
}

/** The page-facing provider plus the owner's controls the approval UI uses. */
export interface DevWallet extends Eip1193Provider {
  /**
   * The same request as `request`, on the same accounts, chain and permission, but asked on behalf of
   * another caller: its origin is what the approver sees and its approver decides. Lets a remote dapp
   * (WalletConnect) use the very handlers the page uses while each request keeps its own approval.
   */
  requestAs(caller: WalletCaller, args: RequestArguments): Promise<unknown>;
  /** Only request/on/removeListener: what gets announced to pages (no owner controls on it). */
  readonly provider: Eip1193Provider & { readonly isWalletportDevWallet: true };
  off(event: ProviderEventName, listener: ProviderListener): DevWallet;
  /** Chooses the account exposed to the page; emits accountsChanged when the page is connected. */
  selectAccount(index: number): void;
  /** The owner switches networks (not asked by the page); emits chainChanged. */
  selectChain(chainId: number): void;
  /**
   * Points chains the wallet knows at new RPC URLs (and names, and token lists when given) and adds the ones
   * it lacks; the current chain and the page's connection stay, so the page hears no event. For RPC URLs
   * learned after start.
   */
  mergeChains(chains: readonly DevWalletChainInput[]): void;
  /** Locks the wallet: emits disconnect (4900) and every request fails with 4900 until reconnect(). */
  disconnect(): void;
  /** Unlocks: emits connect { chainId } (and accountsChanged when the page was connected). */
  reconnect(): void;
  getState(): DevWalletState;
  /** Called after every change the UI shows; returns an unsubscribe function. */
  subscribe(listener: (state: DevWalletState) => void): () => void;
}

export function createDevWallet(options: CreateDevWalletOptions): DevWallet {
  const chains = validateChains(options.chains);
  const accounts = deriveAccounts(options.mnemonic, options.accountCount ?? 5);
  const onListenerError = options.onListenerError ?? ((error: unknown) => console.error(error));
  const events = createEmitter<ProviderEventName>(onListenerError);
  const stateListeners = new Set<(state: DevWalletState) => void>();
  const state: MutableWalletState = {
    selectedIndex: 0,
    chainId: chains[0]!.id,
    chains,
    authorized: false,
    authorizedAt: 0,
    disconnected: false,
  };
  if (options.session) restoreSession(state, options.session, accounts.length);
  let savedSession = sessionOf(state);
  // Every change the UI shows passes through notify, so this is the one place that sees a session change.
  const reportSession = () => {
    const session = sessionOf(state);
    if (sameSession(session, savedSession)) return;
    savedSession = session;
    try {
      options.onSessionChange?.(session);
    } catch (error) {
      onListenerError(error);
    }
  };
  const exclusive = createSerialRunner();
  const rpcReady = options.rpcReady ? Promise.resolve(options.rpcReady).catch(() => undefined) : undefined;
  const notify = () => {
    reportSession();
    const snapshot = context.snapshot();
    for (const listener of [...stateListeners]) listener(snapshot);
  };
  const contextFor = (caller: WalletCaller): WalletContext =>
    createWalletContext({
      ...caller,
      accounts,
      state,
      events,
      fetch: options.fetch,
      notify,
      exclusive,
      rpcReady,
    });
  const context = contextFor({
    origin: options.origin ?? globalThis.location?.origin ?? 'unknown',
    approver: options.approver,
  });
  const methods: MethodTable = {
    ...readMethods,
    ...chainMethods,
    ...createAccountMethods(),
    ...createAssetMethods(),
    ...signMethods,
  };

  const request = (args: RequestArguments) => run(context, args);

  async function run(target: WalletContext, args: RequestArguments): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
      throw invalidParamsError('request expects { method: string, params?: unknown[] | object }');
    }
    if (state.disconnected) throw disconnectedError();
    const handler = Object.hasOwn(methods, args.method) ? methods[args.method] : undefined;
    if (!handler) throw unsupportedMethodError(args.method);
    try {
      return await handler(target, args.params);
    } catch (error) {
      throw toProviderRpcError(error);
    }
  }

  const provider: DevWallet['provider'] = Object.freeze({
    isWalletportDevWallet: true as const,
    request,
    on(event: ProviderEventName, listener: ProviderListener) {
      events.on(event, listener);
      return provider;
    },
    removeListener(event: ProviderEventName, listener: ProviderListener) {
      events.off(event, listener);
      return provider;
    },
  });

  const wallet: DevWallet = {
    provider,
    request,
    requestAs: (caller, args) => run(contextFor(caller), args),
    on(event, listener) {
      events.on(event, listener);
      return wallet;
    },
    removeListener(event, listener) {
      events.off(event, listener);
      return wallet;
    },
    off(event, listener) {
      events.off(event, listener);
      return wallet;
    },
    selectAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new RangeError(`selectAccount: index ${index} is outside 0…${accounts.length - 1}`);
      }
      if (index === state.selectedIndex) return;
      state.selectedIndex = index;
      if (state.authorized && !state.disconnected) events.emit('accountsChanged', [accounts[index]!.address]);
      context.notify();
    },
    selectChain(chainId) {
      if (!context.findChain(chainId))
        throw new RangeError(`selectChain: chain ${chainId} is not configured`);
      if (chainId === state.chainId) return;
      state.chainId = chainId;
      // A disconnected page hears nothing now; reconnect() tells it the chain through the connect event.
      if (!state.disconnected) events.emit('chainChanged', chainIdToHex(chainId));
      context.notify();
    },
    mergeChains(input) {
      if (input.length === 0) return;
      for (const chain of validateChains(input)) {
        const index = state.chains.findIndex((known) => known.id === chain.id);
        const known = state.chains[index];
        if (known) {
          const tokens = chain.tokens ?? known.tokens;
          state.chains[index] = {
            ...known,
            name: chain.name,
            rpcUrl: chain.rpcUrl,
            ...(tokens && { tokens }),
          };
        } else state.chains.push(chain);
      }
      context.notify();
    },
    disconnect() {
      if (state.disconnected) return;
      state.disconnected = true;
      events.emit('disconnect', disconnectedError());
      if (state.authorized) events.emit('accountsChanged', []);
      context.notify();
    },
    reconnect() {
      if (!state.disconnected) return;
      state.disconnected = false;
      events.emit('connect', { chainId: chainIdToHex(state.chainId) });
      if (state.authorized) events.emit('accountsChanged', [context.selectedAccount().address]);
      context.notify();
    },
    getState: () => context.snapshot(),
    subscribe(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
  return wallet;
}
