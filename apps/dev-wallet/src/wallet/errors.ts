/**
 * EIP-1193 / EIP-1474 errors as real wallets return them: plain `code` + `message` (+ optional `data`),
 * so dapp code written against MetaMask-like wallets reads them the same way.
 */
export const ProviderErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

export type ProviderErrorCodeValue = (typeof ProviderErrorCode)[keyof typeof ProviderErrorCode];

export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError';
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    if (data !== undefined) this.data = data;
  }

  /** What crosses a postMessage or JSON boundary: the fields wallets expose, nothing else. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export function userRejectedError(): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.userRejected, 'User rejected the request.');
}

export function unauthorizedError(detail?: string): ProviderRpcError {
  const base = 'The requested method and/or account has not been authorized by the user.';
  return new ProviderRpcError(ProviderErrorCode.unauthorized, detail ? `${base} ${detail}` : base);
}

export function unsupportedMethodError(method: string): ProviderRpcError {
  return new ProviderRpcError(
    ProviderErrorCode.unsupportedMethod,
    `The Provider does not support the requested method: ${method}.`,
  );
}

export function disconnectedError(): ProviderRpcError {
  return new ProviderRpcError(
    ProviderErrorCode.disconnected,
    'The Provider is disconnected from all chains.',
  );
}

export function unrecognizedChainError(chainIdHex: string): ProviderRpcError {
  return new ProviderRpcError(
    ProviderErrorCode.unrecognizedChain,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  );
}

export function invalidParamsError(detail: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.invalidParams, `Invalid params: ${detail}`);
}

export function internalError(detail: string, data?: unknown): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.internal, `Internal error: ${detail}`, data);
}

/** Any thrown value as a ProviderRpcError, keeping a node's own code/message/data when it has them. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  if (typeof error === 'object' && error !== null) {
    const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown };
    if (typeof code === 'number' && Number.isInteger(code) && typeof message === 'string') {
      return new ProviderRpcError(code, message, data);
    }
    if (typeof message === 'string') return internalError(message);
  }
  return internalError(safeString(error));
}

/**
 * A thrown value as text, for messages. String(value) itself throws for objects without a usable toString
 * (Object.create(null), { toString: 1 }), and a message builder must not throw.
 */
export function describeThrown(value: unknown): string {
  if (value instanceof Error) return value.message;
  return safeString(value);
}

function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
