/**
 * When the proxy moves on to the next upstream: it falls back to the next endpoint unless the error is
 * a user rejection or an unsupported-type code. An upstream that is down, slow,
 * overloaded or broken is skipped; an upstream that gave a real answer is believed, including a real
 * error about the request itself (a revert, a bad nonce): asking the next node would only repeat it, or
 * worse, send the same transaction twice.
 */
import { isJsonRpcError, isJsonRpcResponse } from './json-rpc.js';

/**
 * Answers that are final even when they come with a failing HTTP status: the upstream understood the
 * request and refused it on purpose.
 * 4001 / 5000: user rejected (EIP-1193, CAIP-25); -32003: transaction rejected (EIP-1474);
 * 4200 / -32004 / -32006: unsupported method, method not supported, JSON-RPC version not supported.
 */
export const FINAL_ERROR_CODES: ReadonlySet<number> = new Set([4001, 5000, -32003, 4200, -32004, -32006]);
/** Nodes report an unsupported transaction type with a generic code; the message tells it apart. */
const UNSUPPORTED_TYPE_MESSAGE = /transaction type not supported|unsupported transaction type/i;

/**
 * JSON-RPC errors that say "this node cannot serve you right now" rather than "your request is wrong":
 * -32603 internal error, -32002 resource unavailable, -32005 limit exceeded (rate limited).
 */
export const UPSTREAM_FAILURE_CODES: ReadonlySet<number> = new Set([-32603, -32002, -32005]);

export type UpstreamVerdict =
  /** Forward this answer to the client. */
  | { kind: 'final' }
  /** Try the next upstream; `reason` is for logs. */
  | { kind: 'next'; reason: string };

function errorsIn(body: unknown): { code: number; message: string }[] {
  const responses = Array.isArray(body) ? body : [body];
  const errors: { code: number; message: string }[] = [];
  for (const response of responses) {
    const error = (response as { error?: unknown } | null)?.error;
    if (isJsonRpcError(error)) errors.push(error);
  }
  return errors;
}

function isFinalError(error: { code: number; message: string }): boolean {
  return FINAL_ERROR_CODES.has(error.code) || UNSUPPORTED_TYPE_MESSAGE.test(error.message);
}

/** Is `body` a JSON-RPC answer: one response object, or (for a batch) a non-empty array of them? */
export function isWellFormedAnswer(body: unknown, expectBatch: boolean): boolean {
  if (expectBatch) return Array.isArray(body) && body.length > 0 && body.every(isJsonRpcResponse);
  return isJsonRpcResponse(body);
}

/**
 * Judges one upstream answer: its HTTP status and its parsed JSON body (undefined when it was not JSON).
 * A batch is judged as a whole, because it is forwarded as a whole.
 */
export function judgeUpstreamAnswer(status: number, body: unknown, expectBatch: boolean): UpstreamVerdict {
  const errors = errorsIn(body);
  if (errors.some(isFinalError)) return { kind: 'final' };
  if (status >= 500 || status === 429) return { kind: 'next', reason: `HTTP ${status}` };
  if (!isWellFormedAnswer(body, expectBatch))
    return { kind: 'next', reason: `not a JSON-RPC answer (HTTP ${status})` };
  const failure = errors.find((error) => UPSTREAM_FAILURE_CODES.has(error.code));
  if (failure !== undefined) return { kind: 'next', reason: `JSON-RPC error ${failure.code}` };
  return { kind: 'final' };
}
