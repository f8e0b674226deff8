/**
 * JSON-RPC 2.0 shapes for the proxy: checking what a client sends, and building the errors the proxy
 * answers itself. Each item of a batch is judged on its own, as JSON-RPC 2.0 asks: one bad item gets
 * its own error and the others are still served.
 */

export type JsonRpcId = string | number | null;

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  method: string;
  params?: unknown[] | Record<string, unknown>;
  /** Absent for a notification. */
  id?: JsonRpcId;
}

export interface JsonRpcError {
  code: number;
  message: string;
  data?: unknown;
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcError };

/** Standard codes (JSON-RPC 2.0 and EIP-1474) the proxy answers with. */
export const JSON_RPC_CODES = {
  INVALID_REQUEST: -32600,
  INTERNAL_ERROR: -32603,
  /** EIP-1474 "Method not supported": the method exists, this endpoint does not serve it. */
  METHOD_NOT_SUPPORTED: -32004,
  /** EIP-1474 "Limit exceeded". */
  LIMIT_EXCEEDED: -32005,
} as const;

/** The most requests one batch may hold; more is refused as a whole (the SDK client's own default is 1000). */
export const MAX_BATCH_SIZE = 100;
/** Method names longer than this are not node methods; the bound keeps error texts short. */
const MAX_METHOD_LENGTH = 64;

export type ParsedItem =
  | { kind: 'request'; request: JsonRpcRequest }
  | { kind: 'invalid'; id: JsonRpcId; message: string };

export type ParsedPayload =
  | { kind: 'single'; item: ParsedItem }
  | { kind: 'batch'; items: ParsedItem[] }
  /** The payload as a whole cannot be served (empty or oversized batch, not an object). */
  | { kind: 'rejected'; response: JsonRpcResponse };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is JsonRpcId {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

export function errorResponse(id: JsonRpcId, code: number, message: string): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

/** Checks one item. The id of an invalid item is echoed when it is a valid id, else null. */
export function parseItem(value: unknown): ParsedItem {
  if (!isRecord(value)) return { kind: 'invalid', id: null, message: 'A request must be a JSON object.' };
  const id = 'id' in value ? value.id : undefined;
  const echoId: JsonRpcId = isId(id) ? id : null;
  const invalid = (message: string): ParsedItem => ({ kind: 'invalid', id: echoId, message });
  if (value.jsonrpc !== '2.0') return invalid('The field \'jsonrpc\' must be "2.0".');
  if (id !== undefined && !isId(id)) return invalid("The field 'id' must be a string, a number or null.");
  if (typeof value.method !== 'string' || value.method === '' || value.method.length > MAX_METHOD_LENGTH) {
    return invalid(
      `The field 'method' must be a non-empty string of at most ${MAX_METHOD_LENGTH} characters.`,
    );
  }
  const { params } = value;
  if (params !== undefined && !Array.isArray(params) && !isRecord(params)) {
    return invalid("The field 'params' must be an array or an object.");
  }
  const request: JsonRpcRequest = { jsonrpc: '2.0', method: value.method };
  if (params !== undefined) request.params = params as JsonRpcRequest['params'];
  if (id !== undefined) request.id = id;
  return { kind: 'request', request };
}

/** Checks a whole payload: one request, or a batch of 1..MAX_BATCH_SIZE requests. */
export function parsePayload(body: unknown): ParsedPayload {
  if (Array.isArray(body)) {
    if (body.length === 0) {
      return {
        kind: 'rejected',
        response: errorResponse(
          null,
          JSON_RPC_CODES.INVALID_REQUEST,
          'A batch must hold at least one request.',
        ),
      };
    }
    if (body.length > MAX_BATCH_SIZE) {
      return {
        kind: 'rejected',
        response: errorResponse(
          null,
          JSON_RPC_CODES.LIMIT_EXCEEDED,
          `A batch may hold at most ${MAX_BATCH_SIZE} requests, got ${body.length}.`,
        ),
      };
    }
    return { kind: 'batch', items: body.map(parseItem) };
  }
  return { kind: 'single', item: parseItem(body) };
}

/** Is `value` one JSON-RPC response object (as an upstream must answer)? */
export function isJsonRpcResponse(value: unknown): value is JsonRpcResponse {
  if (!isRecord(value) || value.jsonrpc !== '2.0' || !('id' in value) || !isId(value.id)) return false;
  if ('result' in value) return !('error' in value);
  return isJsonRpcError(value.error);
}

export function isJsonRpcError(value: unknown): value is JsonRpcError {
  return isRecord(value) && Number.isInteger(value.code) && typeof value.message === 'string';
}
