/**
 * RPC_REQUEST: the host's EIP-1193 calls. The protocol module sorts methods: not-allowed ones are refused
 * before anything else; safe ones (reads, account and chain queries) go straight to the wallet; unsafe
 * ones (signatures, transactions, permissions) run only after the visitor approves them in the frame's
 * own view, which the host cannot draw over or script. One approval is on screen at a time.
 */
import { type AppEventMap, classifyRpcMethod, type FrameNetwork } from '@walletport/core/embedded-protocol';
import { chainNotSupported, FrameRequestError, notAllowed, notConnected, userRejected } from './errors.js';
import type { DescribeRequest, FrameSession, FrameUiPort, FrameWallet } from './ports.js';
import type { SerialQueue } from './serial-queue.js';

export const SOLANA_NOT_AVAILABLE_MESSAGE = 'Solana requests are not available in this frame yet';

export interface RpcContext<S extends FrameSession> {
  /** The signed-in session, restored from storage on first use; undefined when there is none. */
  session(): Promise<S | undefined>;
  wallet(session: S): FrameWallet;
  /** The app's network with this id (SYNC_DAPP_DATA), if it configured one. */
  network(chainId: number): FrameNetwork | undefined;
  appName(): string | undefined;
  hostOrigin: string;
  ui: FrameUiPort;
  queue: SerialQueue;
  describeRequest: DescribeRequest;
  /** A wallet_switchEthereumChain went through: the frame's chain follows it. */
  onChainSwitched(chainId: number): void;
}

/** The chain id a wallet_switchEthereumChain asks for (`[{ chainId: '0x…' }]`). */
function requestedChainId(params: unknown): number | undefined {
  const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined;
  const hex = first?.chainId;
  if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]{1,13}$/.test(hex)) return undefined;
  return Number.parseInt(hex, 16);
}

export interface RpcHandler {
  handle(payload: AppEventMap['RPC_REQUEST']['request']): Promise<unknown>;
  /**
   * Rejects (4001) every request still waiting for the visitor, on screen or queued, and closes the
   * approval view; a request whose Approve was already pressed runs to its end. Returns how many it rejected.
   */
  cancelPending(): number;
}

interface PendingApproval {
  controller: AbortController;
  /** Approve was pressed: the request is being sent and can no longer be withdrawn. */
  sending: boolean;
}

export function createRpcHandler<S extends FrameSession>(ctx: RpcContext<S>): RpcHandler {
  const pending = new Set<PendingApproval>();

  /** The session, network and wallet a request needs, or the error that stops it. */
  const prepare = async (chainId: number): Promise<{ network: FrameNetwork; wallet: FrameWallet }> => {
    const session = await ctx.session();
    if (session === undefined) throw notConnected();
    const network = ctx.network(chainId);
    if (network === undefined) throw chainNotSupported();
    return { network, wallet: ctx.wallet(session) };
  };

  const approveAndSend = async (
    entry: PendingApproval,
    input: { method: string; params: unknown; chainId: number },
  ): Promise<unknown> => {
    if (entry.controller.signal.aborted) throw userRejected();
    const { network, wallet } = await prepare(input.chainId);
    if (entry.controller.signal.aborted) throw userRejected();
    // Described before anything is shown: params the describer cannot read are refused, not half-shown.
    const summary = ctx.describeRequest(input.method, input.params, network);
    const outcome = await ctx.ui.approve(
      {
        summary,
        appName: ctx.appName(),
        appOrigin: ctx.hostOrigin,
        network: { name: network.name, chainId: network.chainId },
        send: () => {
          entry.sending = true;
          return wallet.request(input.method, input.params, input.chainId);
        },
      },
      entry.controller.signal,
    );
    if (!outcome.approved) throw userRejected();
    return outcome.result;
  };

  return {
    async handle({ method, params, chainId }) {
      const safety = classifyRpcMethod(method);
      if (safety === 'not-allowed') throw notAllowed();
      if (method.startsWith('solana_')) throw new FrameRequestError(SOLANA_NOT_AVAILABLE_MESSAGE, 4200);

      if (safety === 'safe') {
        const { wallet } = await prepare(chainId);
        const result = await wallet.request(method, params, chainId);
        if (method === 'wallet_switchEthereumChain') {
          const switched = requestedChainId(params);
          if (switched !== undefined && ctx.network(switched) !== undefined) ctx.onChainSwitched(switched);
        }
        return result;
      }

      // Queued at once, so approvals appear in the order the requests came.
      const entry: PendingApproval = { controller: new AbortController(), sending: false };
      pending.add(entry);
      try {
        return await ctx.queue.run(() => approveAndSend(entry, { method, params, chainId }));
      } finally {
        pending.delete(entry);
      }
    },
    cancelPending() {
      let cancelled = 0;
      for (const entry of pending) {
        if (entry.sending || entry.controller.signal.aborted) continue;
        entry.controller.abort();
        cancelled += 1;
      }
      return cancelled;
    },
  };
}
