/**
 * JSON-RPC 2.0 dispatch: one request or a batch in, the responses out, with the error codes of the
 * specification (-32700 parse error, -32600 invalid request, -32601 method not found, -32602 invalid
 * params, -32603 internal error) and the Solana server errors the methods raise.
 */
import { RPC_ERROR, RpcError } from './errors.js';
import { accountMethods } from './rpc-accounts.js';
import { clusterMethods } from './rpc-cluster.js';
import type { RpcContext, RpcMethod } from './rpc-context.js';
import { transactionMethods } from './rpc-transactions.js';

export const MAX_BATCH_REQUESTS = 1000;
const MAX_METHOD_NAME_LENGTH = 64;

const methods: ReadonlyMap<string, RpcMethod> = new Map(
  Object.entries({ ...clusterMethods, ...accountMethods, ...transactionMethods }),
);

/** The methods this server answers. */
export const RPC_METHOD_NAMES: readonly string[] = [...methods.keys()].sort();

export type JsonRpcId = string | number | null;

export interface JsonRpcResponse {
  jsonrpc: '2.0';
  id: JsonRpcId;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export function errorResponse(id: JsonRpcId, code: number, message: string, data?: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', error: data === undefined ? { code, message } : { code, message, data }, id };
}

function isValidId(id: unknown): id is JsonRpcId {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

/** Runs one method, turning any failure into a JSON-RPC error (never an exception). */
export function callMethod(
  method: string,
  params: unknown,
  id: JsonRpcId,
  context: RpcContext,
): JsonRpcResponse {
  const run = methods.get(method);
  if (!run) return errorResponse(id, RPC_ERROR.methodNotFound, 'Method not found');
  try {
    return { jsonrpc: '2.0', result: run(params, context), id };
  } catch (error) {
    if (error instanceof RpcError) return errorResponse(id, error.code, error.message, error.data);
    context.log(`internal error in ${method}: ${error instanceof Error ? error.message : String(error)}`);
    return errorResponse(id, RPC_ERROR.internalError, 'Internal error');
  }
}

/** One request object; undefined for a notification (no `id`), which gets no response. */
export function handleRequest(request: unknown, context: RpcContext): JsonRpcResponse | undefined {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, RPC_ERROR.invalidRequest, 'Invalid request');
  }
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const hasId = Object.hasOwn(request, 'id');
  if (hasId && !isValidId(id)) return errorResponse(null, RPC_ERROR.invalidRequest, 'Invalid request');
  const responseId = hasId ? (id as JsonRpcId) : null;
  if (
    jsonrpc !== '2.0' ||
    typeof method !== 'string' ||
    method.length > MAX_METHOD_NAME_LENGTH ||
    (params !== undefined && (typeof params !== 'object' || params === null))
  ) {
    return errorResponse(responseId, RPC_ERROR.invalidRequest, 'Invalid request');
  }
  const response = callMethod(method, params, responseId, context);
  return hasId ? response : undefined;
}

/**
 * A parsed request body: one request or a batch. Undefined when nothing must be answered (notifications
 * only), an array for a batch.
 */
export function handlePayload(
  payload: unknown,
  context: RpcContext,
): JsonRpcResponse | JsonRpcResponse[] | undefined {
  if (!Array.isArray(payload)) return handleRequest(payload, context);
  if (payload.length === 0) return errorResponse(null, RPC_ERROR.invalidRequest, 'Invalid request');
  if (payload.length > MAX_BATCH_REQUESTS) {
    return errorResponse(
      null,
      RPC_ERROR.invalidRequest,
      `Invalid request: batch above ${MAX_BATCH_REQUESTS} requests`,
    );
  }
  const responses = payload
    .map((request) => handleRequest(request, context))
    .filter((response): response is JsonRpcResponse => response !== undefined);
  return responses.length === 0 ? undefined : responses;
}
