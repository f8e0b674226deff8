/**
 * Disconnecting: disconnect closes each chain of the same connector family (wallet-connect or
 * embedded login), or all chains if none is specified. It then resets the send flow and wallet-connect
 * session. Failures are collected and logged, and a disconnect-error event is sent. Success sends a
 * disconnect-success event. A failure raises 'Failed to disconnect' with code INTERNAL_SDK_ERROR.
 */
import { type CatalogueError, createError } from '../errors/index.js';
import { type DisconnectRequest, disconnectTargets } from './connector-family.js';
import type { FlowContext } from './context.js';
import { disconnectChainError, disconnectFailedError } from './errors.js';
import type { WalletConnectFlow } from './wallet-connect.js';

/**
 * Closes the targeted connections in parallel. A chain whose adapter fails keeps its connection (the
 * wallet may well still be connected, so showing it as gone would lie); the others are closed.
 */
export async function disconnectConnections(
  ctx: FlowContext,
  walletConnect: Pick<WalletConnectFlow, 'reset'>,
  request: DisconnectRequest = {},
): Promise<void> {
  const { deps, records } = ctx;
  const { connections, currentConnectorIds } = deps.store.getState();
  const targets = disconnectTargets(connections, currentConnectorIds, request);

  const results = await Promise.allSettled(
    targets.map(async ({ namespace, connectorId }) => {
      try {
        const adapter = deps.adapters[namespace];
        if (adapter === undefined) throw createError('CHAIN_ADAPTER_NOT_FOUND');
        await adapter.disconnect({ connectorId });
        await records.closeConnection(namespace, connectorId);
      } catch (error) {
        throw disconnectChainError(namespace, error);
      }
    }),
  );

  deps.sendFlow.reset();
  await walletConnect.reset();

  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as CatalogueError<'DISCONNECT_CHAIN_FAILED'>] : [],
  );
  if (failures.length === 0) {
    deps.events.emit('DISCONNECT_SUCCESS', undefined);
    return;
  }
  for (const failure of failures) deps.logger.error(failure.shortMessage, { error: failure.cause });
  const error = disconnectFailedError(failures);
  deps.events.emit('DISCONNECT_ERROR', { message: error.details ?? error.shortMessage });
  throw error;
}
