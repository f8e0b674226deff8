/**
 * The wallet-connect client's errors. Transport and protocol failures carry a short code; a wallet's
 * own JSON-RPC error (a rejection is 5000, or 4001 from wallets that forward their injected provider's)
 * keeps its numeric code, so callers map it like any EIP-1193 error.
 */
export type ClientErrorCode =
  | 'NO_WEBSOCKET'
  | 'RELAY_UNREACHABLE'
  | 'RELAY_DISCONNECTED'
  | 'RELAY_TIMEOUT'
  | 'RELAY_ERROR'
  | 'CLIENT_CLOSED'
  | 'PROPOSAL_EXPIRED'
  | 'PROPOSAL_REJECTED'
  | 'REQUEST_EXPIRED'
  | 'NO_SESSION'
  | 'SESSION_ENDED'
  | 'CHAIN_NOT_APPROVED'
  | 'NO_RPC_URL';

/** Transport failures: worth another try once a socket is open again. */
const RETRIABLE: ReadonlySet<ClientErrorCode> = new Set([
  'RELAY_DISCONNECTED',
  'RELAY_TIMEOUT',
  'RELAY_UNREACHABLE',
]);

export class WalletConnectClientError extends Error {
  override readonly name = 'WalletConnectClientError';
  readonly code: ClientErrorCode;
  readonly details: unknown;

  constructor(code: ClientErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get retriable(): boolean {
    return RETRIABLE.has(this.code);
  }
}

/** The wallet answered a request with a JSON-RPC error. */
export class WalletRpcError extends Error {
  override readonly name = 'WalletRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(error: { code: number; message: string; data?: unknown }) {
    super(error.message);
    this.code = error.code;
    this.data = error.data;
  }
}
