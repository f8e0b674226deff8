import { type Address, isAddressEqual } from 'viem';
import type { HDAccount } from 'viem/accounts';
import type { Emitter } from './emitter.js';
import {
  describeThrown,
  disconnectedError,
  internalError,
  unauthorizedError,
  userRejectedError,
} from './errors.js';
import { createJsonRpcCall, type JsonRpcCall } from './json-rpc.js';
import type {
  ApprovalDraft,
  ApprovalRequest,
  Approver,
  DevWalletChain,
  DevWalletState,
  ProviderEventName,
} from './types.js';

/** The mutable part of one wallet; lives in the closure of createDevWallet, never at module level. */
export interface MutableWalletState {
  selectedIndex: number;
  chainId: number;
  chains: DevWalletChain[];
  authorized: boolean;
  /** When the page was granted eth_accounts (wallet_getPermissions reports it). */
  authorizedAt: number;
  disconnected: boolean;
}

/** What every method handler gets: state, events, RPC and the approval gate. */
export interface WalletContext {
  readonly origin: string;
  readonly accounts: readonly HDAccount[];
  readonly state: MutableWalletState;
  readonly events: Emitter<ProviderEventName>;
  /** Tells the UI that something it shows changed. */
  notify(): void;
  currentChain(): DevWalletChain;
  findChain(chainId: number): DevWalletChain | undefined;
  rpc(chainId?: number): JsonRpcCall;
  selectedAccount(): HDAccount;
  /** The account the page may use; 4100 when it is not authorized or names another address. */
  authorizedAccount(address?: Address): HDAccount;
  /** Asks the approver; throws 4001 on reject and 4900 if the wallet was disconnected meanwhile. */
  approve(request: ApprovalDraft): Promise<void>;
  /** Runs one task at a time, so nonce reads and raw sends of two approved transactions do not interleave. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  snapshot(): DevWalletState;
}

export function createWalletContext(input: {
  origin: string;
  accounts: readonly HDAccount[];
  state: MutableWalletState;
  events: Emitter<ProviderEventName>;
  approver: Approver;
  notify(): void;
  fetch?: typeof fetch;
  /**
   * Shared by every context of one wallet (several callers, e.g. WalletConnect sessions, each get their own
   * context): one send at a time per wallet, not per caller, or two callers' nonces would collide.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** RPC calls wait for this (never rejects) before reading their chain's URL; see CreateDevWalletOptions. */
  rpcReady?: Promise<unknown>;
}): WalletContext {
  const { origin, accounts, state, events, approver, notify } = input;
  const rpcByUrl = new Map<string, JsonRpcCall>();
  const exclusive = input.exclusive ?? createSerialRunner();

  const context: WalletContext = {
    origin,
    accounts,
    state,
    events,
    notify,
    currentChain() {
      const chain = context.findChain(state.chainId);
      if (!chain) throw internalError(`the current chain ${state.chainId} is not configured`);
      return chain;
    },
    findChain(chainId) {
      return state.chains.find((chain) => chain.id === chainId);
    },
    rpc(chainId = state.chainId) {
      if (!context.findChain(chainId)) throw internalError(`chain ${chainId} is not configured`);
      const { rpcReady } = input;
      return async (method, params) => {
        // The URL is read at call time, after rpcReady: a chain's RPC URL can change after start (mergeChains).
        if (rpcReady) await rpcReady;
        const chain = context.findChain(chainId);
        if (!chain) throw internalError(`chain ${chainId} is not configured`);
        let call = rpcByUrl.get(chain.rpcUrl);
        if (!call) {
          call = createJsonRpcCall(chain.rpcUrl, input.fetch);
          rpcByUrl.set(chain.rpcUrl, call);
        }
        return call(method, params);
      };
    },
    selectedAccount() {
      const account = accounts[state.selectedIndex];
      if (!account) throw internalError(`no account at index ${state.selectedIndex}`);
      return account;
    },
    authorizedAccount(address) {
      if (!state.authorized) throw unauthorizedError('Call eth_requestAccounts first.');
      const account = context.selectedAccount();
      if (address !== undefined && !isAddressEqual(address, account.address)) {
        throw unauthorizedError(`${address} is not the connected account.`);
      }
      return account;
    },
    async approve(request) {
      const full = { origin, chainId: state.chainId, ...request } as ApprovalRequest;
      let approved: boolean;
      try {
        approved = await approver(full);
      } catch (error) {
        throw internalError(`the approver failed (${describeThrown(error)})`);
      }
      if (state.disconnected) throw disconnectedError();
      if (approved !== true) throw userRejectedError();
    },
    exclusive,
    snapshot() {
      return {
        addresses: accounts.map((account) => account.address),
        selectedIndex: state.selectedIndex,
        chainId: state.chainId,
        chains: state.chains.map((chain) => ({ ...chain })),
        authorized: state.authorized,
        disconnected: state.disconnected,
      };
    },
  };
  return context;
}

/** Runs tasks one after another in call order; a failed task does not stop the ones behind it. */
export function createSerialRunner(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
