import { ProviderErrorCode } from '../wallet/errors.js';
import { parseEip155ChainId, walletConnectMethods } from './namespaces.js';

/** The params of a WalletConnect session_request: which chain the dapp targets and the EIP-1193 call. */
export interface SessionRequestParams {
  chainId: string;
  request: { method: string; params?: unknown };
}

export interface WalletRpcError {
  code: number;
  message: string;
  data?: unknown;
}

/** Either run the call on the wallet (on `chainId`) or answer at once with `error`. */
export type RoutedRequest =
  | { kind: 'run'; chainId: number; method: string; params: unknown }
  | { kind: 'error'; error: WalletRpcError };

const offered: ReadonlySet<string> = new Set(walletConnectMethods);

/**
 * Decides what a session request becomes. Only the methods the session was approved with reach the wallet
 * (the page wallet also serves reads and wallet_addEthereumChain, but a WalletConnect dapp was never
 * offered them); the chain must be one the wallet has, because the handler signs for that chain.
 */
export function routeSessionRequest(
  params: SessionRequestParams,
  configuredChainIds: readonly number[],
): RoutedRequest {
  const { method } = params.request;
  if (!offered.has(method)) {
    return {
      kind: 'error',
      error: {
        code: ProviderErrorCode.unsupportedMethod,
        message: `The Provider does not support the requested method: ${method}.`,
      },
    };
  }
  const chainId = parseEip155ChainId(params.chainId);
  if (chainId === undefined || !configuredChainIds.includes(chainId)) {
    return {
      kind: 'error',
      error: {
        code: ProviderErrorCode.unrecognizedChain,
        message: `Unrecognized chain ID "${params.chainId}".`,
      },
    };
  }
  return { kind: 'run', chainId, method, params: params.request.params };
}

export type JsonRpcReply =
  | { id: number; jsonrpc: '2.0'; result: unknown }
  | { id: number; jsonrpc: '2.0'; error: { code: number; message: string; data?: string } };

/** The JSON-RPC response for respondSessionRequest; undefined results become null (JSON has no undefined). */
export function resultReply(id: number, result: unknown): JsonRpcReply {
  return { id, jsonrpc: '2.0', result: result === undefined ? null : result };
}

/**
 * Keeps code, message and data only: no stack or class fields cross the relay. WalletConnect's JSON-RPC
 * error carries data as a string, so other data (a node's structured error data) travels as JSON text.
 */
export function errorReply(id: number, error: WalletRpcError): JsonRpcReply {
  const { code, message, data } = error;
  if (data === undefined) return { id, jsonrpc: '2.0', error: { code, message } };
  return {
    id,
    jsonrpc: '2.0',
    error: { code, message, data: typeof data === 'string' ? data : JSON.stringify(data) },
  };
}
