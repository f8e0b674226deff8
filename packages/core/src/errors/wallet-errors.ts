/**
 * Typed errors for the numeric codes wallets answer with: EIP-1193 provider codes, EIP-1474 JSON-RPC
 * codes, and the non-standard codes wallets use (5000 "default" and positive 32603 "invalid chain
 * id", both sent by some wallet-connect wallets for an unknown chain; 503 service unavailable).
 * `parseWalletError` turns anything a wallet throws into one of these.
 */
import { WalletportError } from './base.js';
import { formatMessage } from './messages.js';

/** The code used when a wallet error carries no numeric code at all. */
export const UNKNOWN_WALLET_ERROR_CODE = -1;

export interface WalletRpcErrorOptions {
  /** The wallet's own message; kept as details because wallets word the same failure differently. */
  details?: string;
  cause?: unknown;
  /** The `data` field of the wallet's error object, untouched. */
  data?: unknown;
}

/** A wallet (or RPC endpoint) error with a numeric code. */
export class WalletRpcError extends WalletportError {
  override name = 'WalletRpcError';
  declare readonly code: number;
  readonly data: unknown;

  constructor(shortMessage: string, code: number, options: WalletRpcErrorOptions = {}) {
    super(shortMessage, {
      code,
      details: options.details,
      cause: options.cause,
      category: 'WALLET_ERROR',
      docsPath: `wallet/${code}`,
    });
    this.data = options.data;
  }
}

/** Declares one coded error class; `code` is static so the parser can map codes to classes. */
/**
 * What `codedError` returns, spelled out: an inferred class type would copy Error's static members into the
 * published declarations, and those mention Node's types, which a browser app does not have.
 */
interface CodedErrorClass<Code extends number> {
  new (options?: WalletRpcErrorOptions): WalletRpcError & { readonly code: Code };
  readonly code: Code;
  readonly shortMessage: string;
}

function codedError<const Code extends number>(
  name: string,
  code: Code,
  shortMessage: string,
): CodedErrorClass<Code> {
  return class extends WalletRpcError {
    static readonly code: Code = code;
    static readonly shortMessage = shortMessage;
    override name = name;
    declare readonly code: Code;
    constructor(options: WalletRpcErrorOptions = {}) {
      super(shortMessage, code, options);
    }
  };
}

// EIP-1193 provider errors.
export class UserRejectedRequestError extends codedError(
  'UserRejectedRequestError',
  4001,
  'User rejected the request.',
) {}
export class UnauthorizedProviderError extends codedError(
  'UnauthorizedProviderError',
  4100,
  'The requested method and/or account has not been authorized by the user.',
) {}
export class UnsupportedProviderMethodError extends codedError(
  'UnsupportedProviderMethodError',
  4200,
  'The wallet does not support the requested method.',
) {}
export class ProviderDisconnectedError extends codedError(
  'ProviderDisconnectedError',
  4900,
  'The wallet is disconnected from all chains.',
) {}
export class ChainDisconnectedError extends codedError(
  'ChainDisconnectedError',
  4901,
  'The wallet is not connected to the requested chain.',
) {}
/** EIP-3326: the wallet does not know the chain; Walletport then adds it with wallet_addEthereumChain. */
export class UnrecognizedChainError extends codedError(
  'UnrecognizedChainError',
  4902,
  'The wallet does not recognise the chain. Add it with wallet_addEthereumChain first.',
) {}
/** viem calls the 4902 error SwitchChainError; the same class under that name for apps used to it. */
export const SwitchChainError = UnrecognizedChainError;
/** Wallet-connect wallets answer 5000 ("default") for a chain outside the session; the chain is added. */
export class DefaultWalletError extends codedError(
  'DefaultWalletError',
  5000,
  'The wallet could not complete the request.',
) {}
/** Some wallets send positive 32603 for an unknown chain id; the chain is added. */
export class InvalidChainIdError extends codedError(
  'InvalidChainIdError',
  32603,
  'The wallet reports an invalid chain id.',
) {}
export class ServiceUnavailableError extends codedError(
  'ServiceUnavailableError',
  503,
  'The service is unavailable. Try again later.',
) {}

// EIP-1474 JSON-RPC errors.
export class ParseRpcError extends codedError('ParseRpcError', -32700, 'Invalid JSON was received.') {}
export class InvalidRequestRpcError extends codedError(
  'InvalidRequestRpcError',
  -32600,
  'The JSON sent is not a valid request object.',
) {}
export class MethodNotFoundRpcError extends codedError(
  'MethodNotFoundRpcError',
  -32601,
  'The method does not exist or is not available.',
) {}
export class InvalidParamsRpcError extends codedError(
  'InvalidParamsRpcError',
  -32602,
  'Invalid method parameters.',
) {}
export class InternalRpcError extends codedError('InternalRpcError', -32603, 'Internal JSON-RPC error.') {}
export class InvalidInputRpcError extends codedError(
  'InvalidInputRpcError',
  -32000,
  'Missing or invalid parameters.',
) {}
export class ResourceNotFoundRpcError extends codedError(
  'ResourceNotFoundRpcError',
  -32001,
  'The requested resource was not found.',
) {}
export class ResourceUnavailableRpcError extends codedError(
  'ResourceUnavailableRpcError',
  -32002,
  'The requested resource is not available.',
) {}
export class TransactionRejectedRpcError extends codedError(
  'TransactionRejectedRpcError',
  -32003,
  'Transaction creation failed.',
) {}
export class MethodNotSupportedRpcError extends codedError(
  'MethodNotSupportedRpcError',
  -32004,
  'The method is not implemented.',
) {}
export class LimitExceededRpcError extends codedError(
  'LimitExceededRpcError',
  -32005,
  'The request exceeds a defined limit.',
) {}
export class JsonRpcVersionUnsupportedError extends codedError(
  'JsonRpcVersionUnsupportedError',
  -32006,
  'The JSON-RPC version is not supported.',
) {}

/** Any other code, or none (then UNKNOWN_WALLET_ERROR_CODE). */
export class UnknownWalletError extends WalletRpcError {
  override name = 'UnknownWalletError';
  constructor(code: number = UNKNOWN_WALLET_ERROR_CODE, options: WalletRpcErrorOptions = {}) {
    super('An unknown wallet error occurred.', code, options);
  }
}

/** Every coded class, for lookup by code and for tests that cover the whole table. */
export const WALLET_ERROR_CLASSES = [
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  UnrecognizedChainError,
  DefaultWalletError,
  InvalidChainIdError,
  ServiceUnavailableError,
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
] as const;

export type KnownWalletErrorCode = (typeof WALLET_ERROR_CLASSES)[number]['code'];

/** The class for a known code, or undefined. */
export function walletErrorClassFor(code: number): (typeof WALLET_ERROR_CLASSES)[number] | undefined {
  return WALLET_ERROR_CLASSES.find((errorClass) => errorClass.code === code);
}

/** A chain id as apps and wallets give it: 1, '1' or '0x1'. */
type ChainIdLike = number | string;

/** The wallet is on another chain than the one a request targets. */
export class ChainMismatchError extends WalletportError {
  override name = 'ChainMismatchError';
  declare readonly code: 'CHAIN_MISMATCH';
  readonly expected: ChainIdLike;
  readonly actual: ChainIdLike;

  constructor({ expected, actual, cause }: { expected: ChainIdLike; actual: ChainIdLike; cause?: unknown }) {
    super(formatMessage('CHAIN_MISMATCH', { expected, actual }), {
      code: 'CHAIN_MISMATCH',
      params: { expected, actual },
      category: 'WALLET_ERROR',
      cause,
    });
    this.expected = expected;
    this.actual = actual;
  }
}

/**
 * Throws ChainMismatchError when the wallet's chain is not the target. Ids compare by value, so
 * 1, '1' and '0x1' (as wallets report eth_chainId) are the same chain.
 */
export function assertCurrentChain({
  expected,
  actual,
}: {
  expected: ChainIdLike;
  actual: ChainIdLike;
}): void {
  if (chainIdValue(expected) !== chainIdValue(actual)) throw new ChainMismatchError({ expected, actual });
}

function chainIdValue(chainId: ChainIdLike): string {
  if (typeof chainId === 'number') return String(chainId);
  const trimmed = chainId.trim();
  if (/^0x[0-9a-f]+$/i.test(trimmed)) return BigInt(trimmed).toString();
  if (/^\d+$/.test(trimmed)) return BigInt(trimmed).toString();
  return trimmed;
}
