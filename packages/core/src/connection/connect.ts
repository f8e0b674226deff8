/**
 * Connecting a wallet on one namespace:
 * - "Connect sets connected after the adapter connects and accounts load."
 * - "On connect failure, status returns to connected if a current connection exists, else disconnected."
 * - "Connecting to the already current connector is rejected as already connected."
 */
import type { ConnectParams, WalletRequest } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { createError } from '../errors/index.js';
import type { Connection } from './connections.js';
import type { FlowContext } from './context.js';
import { alreadyConnectedError } from './errors.js';

export interface ConnectRequest extends ConnectParams {
  namespace: ChainNamespace;
}

export async function connectWallet(ctx: FlowContext, request: ConnectRequest): Promise<Connection> {
  const { store, adapters } = ctx.deps;
  const { namespace, ...params } = request;
  if (store.getState().currentConnectorIds[namespace] === params.connectorId) {
    throw alreadyConnectedError(namespace, params.connectorId);
  }
  const adapter = adapters[namespace];
  if (adapter === undefined) {
    throw createError('CHAIN_ADAPTER_NOT_FOUND', { details: `No adapter is configured for ${namespace}.` });
  }

  ctx.records.transition(namespace, { type: 'connectStarted' });
  const pending = trackWalletRequest(ctx, namespace);
  try {
    let result: Awaited<ReturnType<typeof adapter.connect>>;
    try {
      result = await adapter.connect({
        ...params,
        onWalletRequest: (next) => {
          pending.report(next);
          params.onWalletRequest?.(next);
        },
      });
    } finally {
      pending.end();
    }
    const loaded = await adapter.getAccounts({ connectorId: result.connectorId });
    // Some wallets only list accounts in the connect answer; the loaded list wins when it has any.
    const accounts = loaded.length > 0 ? loaded : result.accounts;
    const connection = await ctx.records.applyConnection(namespace, {
      connectorId: result.connectorId,
      accounts,
      chainId: result.chainId,
    });
    ctx.records.transition(namespace, { type: 'connectSucceeded' });
    ctx.deps.accounts.activateNamespace?.(namespace, result.chainId);
    return connection;
  } catch (error) {
    const hasCurrentConnection = store.getState().currentConnectorIds[namespace] !== undefined;
    ctx.records.transition(namespace, { type: 'connectFailed', hasCurrentConnection });
    throw error;
  }
}

/**
 * Publishes what the wallet is asked while the adapter connects: the connection first, then whatever the
 * adapter reports (a network switch, adding the network); `end` clears it. A report after the end (a late
 * callback) is ignored, so a finished attempt never shows as pending.
 */
function trackWalletRequest(ctx: FlowContext, namespace: ChainNamespace) {
  let open = true;
  const report = (request: WalletRequest | undefined) => {
    if (open)
      ctx.deps.store.setState((state) => ({
        walletRequests: { ...state.walletRequests, [namespace]: request },
      }));
  };
  report({ kind: 'connect' });
  return {
    report,
    end() {
      report(undefined);
      open = false;
    },
  };
}
