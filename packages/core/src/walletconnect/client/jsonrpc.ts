/**
 * JSON-RPC 2.0 as WalletConnect uses it, both on the relay socket and inside envelopes. Ids are numbers
 * made of the clock in microseconds plus three random digits, like the protocol's reference clients, so
 * they are unique per client and sort by time (peers key their history by them).
 */
export type JsonRpcId = number;

export interface JsonRpcRequest<P = unknown> {
  id: JsonRpcId;
  jsonrpc: '2.0';
  method: string;
  params: P;
}

export interface JsonRpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

export type JsonRpcResponse<R = unknown> =
  | { id: JsonRpcId; jsonrpc: '2.0'; result: R }
  | { id: JsonRpcId; jsonrpc: '2.0'; error: JsonRpcErrorBody };

export type JsonRpcMessage = JsonRpcRequest | JsonRpcResponse;

let lastId = 0;

export function nextRpcId(): JsonRpcId {
  const candidate = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  // Never repeat or go back within this page, even within one millisecond.
  lastId = candidate > lastId ? candidate : lastId + 1;
  return lastId;
}

export function rpcRequest<P>(method: string, params: P, id: JsonRpcId = nextRpcId()): JsonRpcRequest<P> {
  return { id, jsonrpc: '2.0', method, params };
}

export function rpcResult<R>(id: JsonRpcId, result: R): JsonRpcResponse<R> {
  return { id, jsonrpc: '2.0', result };
}

export function rpcError(id: JsonRpcId, error: JsonRpcErrorBody): JsonRpcResponse<never> {
  return { id, jsonrpc: '2.0', error: { code: error.code, message: error.message } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON-RPC request or response from text; undefined for anything else (hostile or broken input). */
export function parseRpcMessage(text: string): JsonRpcMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.jsonrpc !== '2.0') return undefined;
  const id = value.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined;
  if (typeof value.method === 'string') {
    return { id, jsonrpc: '2.0', method: value.method, params: value.params };
  }
  if ('result' in value) return { id, jsonrpc: '2.0', result: value.result };
  const error = value.error;
  if (isRecord(error) && typeof error.code === 'number' && typeof error.message === 'string') {
    return { id, jsonrpc: '2.0', error: { code: error.code, message: error.message, data: error.data } };
  }
  return undefined;
}

export const isRpcRequest = (message: JsonRpcMessage): message is JsonRpcRequest => 'method' in message;
