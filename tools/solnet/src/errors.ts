/**
 * Two kinds of errors: SolnetError for whoever starts the chain (a taken port, a bad option), in the style
 * of the devnet's errors, and RpcError for what a JSON-RPC client gets back, with the codes a real
 * validator uses so client libraries classify them the same way.
 */
export type SolnetErrorCode = 'PORT_IN_USE' | 'INVALID_OPTION' | 'SEED_FAILED';

export class SolnetError extends Error {
  override name = 'SolnetError';
  readonly shortMessage: string;
  readonly code: SolnetErrorCode;
  readonly details: string | undefined;

  constructor(shortMessage: string, options: { code: SolnetErrorCode; details?: string; cause?: unknown }) {
    const message =
      options.details === undefined ? shortMessage : `${shortMessage}\n\nDetails: ${options.details}`;
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.shortMessage = shortMessage;
    this.code = options.code;
    this.details = options.details;
  }
}

/** The HTTP port or the WebSocket port (HTTP + 1) cannot be bound. */
export class SolnetPortInUseError extends SolnetError {
  override name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly service: string,
    readonly host: string,
    cause?: unknown,
  ) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    const reason =
      code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${code ?? 'unknown error'})`;
    super(`Port ${port} (${service}) ${reason}`, {
      code: 'PORT_IN_USE',
      details: `${service} needs ${host}:${port}. Stop whatever listens there, or choose another port.`,
      cause,
    });
  }
}

/** JSON-RPC 2.0 error codes, and the server-error codes Solana validators answer with. */
export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Preflight simulation of sendTransaction failed (data: the simulation result). */
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const;

export class RpcError extends Error {
  override name = 'RpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export function invalidParams(message: string): RpcError {
  return new RpcError(RPC_ERROR.invalidParams, message);
}
