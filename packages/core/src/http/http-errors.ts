import { WalletportError } from '../errors/base.js';
import { formatMessage } from '../errors/messages.js';

/** Error bodies that are not JSON are kept as text, cut to this many characters. */
export const MAX_ERROR_BODY_TEXT_LENGTH = 1000;
/** Larger error bodies are not parsed as JSON, only kept as truncated text. */
const MAX_ERROR_BODY_JSON_LENGTH = 64 * 1024;

export interface HttpRequestErrorParameters {
  status: number;
  /** The parsed JSON body, or the text body truncated, or undefined when there was none. */
  body: unknown;
  /** Method and URL without query (the query may carry identifiers); for developers, via `details`. */
  request: string;
}

/** A response with a non-OK status: 'HTTP status code: {status}'. */
export class HttpRequestError extends WalletportError {
  override name = 'HttpRequestError';
  readonly status: number;
  readonly body: unknown;

  constructor({ status, body, request }: HttpRequestErrorParameters) {
    super(formatMessage('HTTP_STATUS_ERROR', { status }), {
      code: 'HTTP_STATUS_ERROR',
      params: { status },
      category: 'API_ERROR',
      details: request,
    });
    this.status = status;
    this.body = body;
  }
}

/** Turns an error response body into something worth keeping on the error: JSON, else short text. */
export function describeErrorBody(text: string): unknown {
  if (text === '') return undefined;
  if (text.length <= MAX_ERROR_BODY_JSON_LENGTH) {
    try {
      return JSON.parse(text);
    } catch {
      // Not JSON: keep it as text below.
    }
  }
  return text.length > MAX_ERROR_BODY_TEXT_LENGTH ? `${text.slice(0, MAX_ERROR_BODY_TEXT_LENGTH)}…` : text;
}

/** No category: an abort is the caller's own decision, not a failure worth reporting. */
export function requestAbortedError(request: string, reason: unknown): WalletportError {
  return new WalletportError(formatMessage('REQUEST_ABORTED'), {
    code: 'REQUEST_ABORTED',
    details: request,
    cause: reason,
  });
}

export function requestTimeoutError(request: string, timeoutMs: number): WalletportError {
  return new WalletportError('Request timed out', {
    code: 'REQUEST_TIMEOUT',
    category: 'API_ERROR',
    details: `${request} got no complete response within ${timeoutMs} ms`,
  });
}

export function networkError(request: string, cause: unknown): WalletportError {
  return new WalletportError('Network request failed', {
    code: 'HTTP_NETWORK_ERROR',
    category: 'API_ERROR',
    details: request,
    cause,
  });
}

export function invalidResponseError(request: string, cause: unknown): WalletportError {
  return new WalletportError('Invalid JSON in response', {
    code: 'HTTP_INVALID_RESPONSE',
    category: 'API_ERROR',
    details: request,
    cause,
  });
}
