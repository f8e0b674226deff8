/**
 * Errors of the frame's signer, each with its EIP-1193 / EIP-1474 / EIP-5792 code, so the host's
 * provider can hand them to the app as a wallet would. The message is short and may be shown as is.
 */
import { BaseError } from 'viem';

export const RPC_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  chainDisconnected: 4901,
  invalidInput: -32000,
  invalidParams: -32602,
  internal: -32603,
  // EIP-5792
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  duplicateBatchId: 5720,
  unknownBatchId: 5730,
  batchTooLarge: 5740,
  atomicityUnsupported: 5760,
} as const;

export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.data = options.data;
  }
}

export function invalidParams(reason: string): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR_CODES.invalidParams, `Invalid parameters: ${reason}`);
}

export function unsupportedMethod(reason: string): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR_CODES.unsupportedMethod, `Unsupported method: ${reason}`);
}

export function unauthorizedAccount(address: string): ProviderRpcError {
  return new ProviderRpcError(
    RPC_ERROR_CODES.unauthorized,
    `The account ${address} is not this wallet's account`,
  );
}

/** Anything a request threw, as a ProviderRpcError: a node's or viem's code is kept, else -32603. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  if (error instanceof BaseError) {
    const coded = error.walk((inner) => typeof (inner as { code?: unknown }).code === 'number') as
      | (Error & { code: number; data?: unknown })
      | null;
    return new ProviderRpcError(coded?.code ?? RPC_ERROR_CODES.internal, error.shortMessage, {
      data: coded?.data,
      cause: error,
    });
  }
  const message = error instanceof Error && error.message.length > 0 ? error.message : 'Internal error';
  return new ProviderRpcError(RPC_ERROR_CODES.internal, message.slice(0, 300), { cause: error });
}
