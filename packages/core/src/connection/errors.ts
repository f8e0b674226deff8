/**
 * The connection errors, built from the message catalogue (errors/messages.ts) so the texts stay the
 * catalogue's: 'Failed to disconnect' (category INTERNAL_SDK_ERROR) and 'Failed to disconnect chain
 * {namespace}: {message}'.
 */
import type { ChainNamespace } from '../caip/index.js';
import { type CatalogueError, createError, WalletportError } from '../errors/index.js';

/** The message of whatever was thrown, for the chain failure text. */
function messageOf(error: unknown): string {
  if (error instanceof WalletportError) return error.shortMessage;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/**
 * Connecting to the already current connector is rejected as already connected, with the catalogue's
 * ALREADY_CONNECTED ('Connector already connected').
 */
export function alreadyConnectedError(
  namespace: ChainNamespace,
  connectorId: string,
): CatalogueError<'ALREADY_CONNECTED'> {
  return createError('ALREADY_CONNECTED', {
    details: `Connector "${connectorId}" is already the current connection of ${namespace}.`,
  });
}

/** 'Failed to disconnect chain {namespace}: {message}', with the original error as cause. */
export function disconnectChainError(
  namespace: ChainNamespace,
  cause: unknown,
): CatalogueError<'DISCONNECT_CHAIN_FAILED'> {
  return createError('DISCONNECT_CHAIN_FAILED', { params: { namespace, message: messageOf(cause) }, cause });
}

/**
 * A failed disconnect raises 'Failed to disconnect' with code INTERNAL_SDK_ERROR. Every chain failure is
 * kept: its text in `details` and `metaMessages`, the error itself as `cause` (an AggregateError when
 * several chains failed, so none is lost).
 */
export function disconnectFailedError(
  failures: readonly CatalogueError<'DISCONNECT_CHAIN_FAILED'>[],
): CatalogueError<'DISCONNECT_FAILED'> {
  const messages = failures.map((failure) => failure.shortMessage);
  const cause = failures.length === 1 ? failures[0] : new AggregateError(failures, messages.join('; '));
  return createError('DISCONNECT_FAILED', {
    details: messages.join('; '),
    metaMessages: messages,
    cause,
  });
}
