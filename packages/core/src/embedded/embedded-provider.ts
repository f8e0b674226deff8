/**
 * The EIP-1193 provider of the embedded wallet's eip155 account, which the adapter's embedded connector
 * wraps (so wagmi's actions sign and send through the frame). Every request is sorted first:
 * - not allowed: refused with 'Requested RPC call is not allowed', and the 'Action not allowed' alert
 *   shows 300 ms later;
 * - safe: answered here when the answer is known (accounts, chain) or by the frame;
 * - unsafe: the modal shows the frame's approval screen (ApproveTransaction) until the visitor answers;
 *   after a success the native balance is read again.
 */
import { createError } from '../errors/messages.js';
import { WalletRpcError } from '../errors/wallet-errors.js';
import type { ApprovalFlow } from './approval-flow.js';
import type { FrameClient } from './frame-client.js';
import { classifyRpcMethod, type FrameUser, NOT_ALLOWED_ALERT_DELAY_MS } from './protocol.js';

export type EmbeddedProviderEvent = 'accountsChanged' | 'chainChanged' | 'disconnect';
type Listener = (...args: unknown[]) => void;

export interface EmbeddedProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: EmbeddedProviderEvent, listener: Listener): void;
  removeListener(event: EmbeddedProviderEvent, listener: Listener): void;
  /** For the wallet service: tells listeners the account, chain or login changed. */
  emit(event: EmbeddedProviderEvent, ...args: unknown[]): void;
}

export interface EmbeddedProviderDeps {
  frame: () => FrameClient;
  approvals: ApprovalFlow;
  user: () => FrameUser | undefined;
  /** Switches the frame's chain and records it (the wallet service does both). */
  switchChain(chainId: number): Promise<void>;
  /** Shows the 'Action not allowed' alert. */
  alertNotAllowed(): void;
  /** Reads the native balance again after an unsafe request succeeded. */
  refreshBalance(): void;
  timers: { setTimeout(callback: () => void, ms: number): unknown };
}

function parseChainIdParam(params: unknown): number {
  const [first] = Array.isArray(params) ? params : [];
  const raw = (first as { chainId?: unknown } | undefined)?.chainId;
  const chainId = typeof raw === 'string' ? Number.parseInt(raw, raw.startsWith('0x') ? 16 : 10) : Number.NaN;
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new WalletRpcError('Invalid chain id', -32602, { details: String(raw) });
  }
  return chainId;
}

export function createEmbeddedProvider(deps: EmbeddedProviderDeps): EmbeddedProvider {
  const listeners = new Map<EmbeddedProviderEvent, Set<Listener>>();

  const requireUser = (): FrameUser => {
    const user = deps.user();
    if (user === undefined) throw new WalletRpcError('The embedded wallet is not connected.', 4900);
    return user;
  };

  return {
    async request({ method, params }) {
      const safety = classifyRpcMethod(method);
      if (safety === 'not-allowed') {
        deps.timers.setTimeout(() => deps.alertNotAllowed(), NOT_ALLOWED_ALERT_DELAY_MS);
        throw createError('RPC_METHOD_NOT_ALLOWED', { details: method, category: 'WALLET_ERROR' });
      }
      const user = requireUser();
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [user.address];
        case 'eth_chainId':
          return `0x${user.chainId.toString(16)}`;
        case 'wallet_switchEthereumChain':
          await deps.switchChain(parseChainIdParam(params));
          return null;
      }
      const payload = { method, ...(params === undefined ? {} : { params }), chainId: user.chainId };
      if (safety === 'safe') return deps.frame().request('RPC_REQUEST', payload);
      const result = await deps.approvals.run(() =>
        deps.frame().request('RPC_REQUEST', payload, { timeoutMs: null }),
      );
      deps.refreshBalance();
      return result;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args);
        } catch {
          // One listener's failure must not keep the event from the others.
        }
      }
    },
  };
}
