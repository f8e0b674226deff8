import { WalletportError } from '../errors/base.js';
import {
  describeErrorBody,
  HttpRequestError,
  invalidResponseError,
  networkError,
  requestAbortedError,
  requestTimeoutError,
} from './http-errors.js';
import { createRequestGuard, MAX_TIMEOUT_MS } from './request-guard.js';
import { buildRequestUrl, type HttpQueryParams } from './url.js';

/** The part of `fetch` the client uses; the global fetch fits, and so does a test double. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** The 10 s HTTP RPC timeout, used for API calls too (there is no separate figure for them). */
export const DEFAULT_HTTP_TIMEOUT_MS = 10_000;

export interface HttpClientOptions {
  baseUrl: string;
  /** Sent as the `clientId` query parameter; a function is read on every request (it may arrive later). */
  clientId?: string | (() => string | undefined);
  /** Defaults to the global fetch, looked up on each request (never captured at import). */
  fetch?: FetchFunction;
  /** Sent with every request; per-request headers override them. */
  headers?: Readonly<Record<string, string>>;
  /** Per-request time limit; 0 turns it off. Defaults to {@link DEFAULT_HTTP_TIMEOUT_MS}. */
  timeoutMs?: number;
}

export interface HttpRequest {
  /** Appended to the base URL; encode user data in path segments with encodeURIComponent. */
  path: string;
  params?: HttpQueryParams;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface HttpBodyRequest extends HttpRequest {
  /** Sent as JSON when defined. */
  body?: unknown;
}

/**
 * JSON over HTTP. Answers are parsed JSON, typed by the caller and not
 * validated here; an empty answer (e.g. 204) is `undefined`. Failures are WalletportErrors:
 * HttpRequestError ('HTTP status code: {status}'), 'Request was aborted', 'Request timed out',
 * 'Network request failed' (cause attached) or 'Invalid JSON in response'.
 */
export interface HttpClient {
  readonly baseUrl: string;
  get<T = unknown>(request: HttpRequest): Promise<T>;
  post<T = unknown>(request: HttpBodyRequest): Promise<T>;
  put<T = unknown>(request: HttpBodyRequest): Promise<T>;
  delete<T = unknown>(request: HttpBodyRequest): Promise<T>;
  /** For image routes: the body as a Blob. */
  getBlob(request: HttpRequest): Promise<Blob>;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

function invalidOptions(details: string): WalletportError {
  return new WalletportError('Invalid HTTP client options', { code: 'HTTP_INVALID_OPTIONS', details });
}

function checkTimeout(timeoutMs: number): number {
  if (!(Number.isFinite(timeoutMs) && timeoutMs >= 0 && timeoutMs <= MAX_TIMEOUT_MS)) {
    throw invalidOptions(`timeoutMs must be between 0 (no limit) and ${MAX_TIMEOUT_MS}.`);
  }
  return timeoutMs;
}

async function readJson(response: Response, request: string): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidResponseError(request, error);
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, clientId } = options;
  try {
    new URL(baseUrl);
  } catch (error) {
    throw new WalletportError('Invalid HTTP client options', {
      code: 'HTTP_INVALID_OPTIONS',
      details: 'baseUrl must be an absolute URL.',
      cause: error,
    });
  }
  const defaultTimeoutMs = checkTimeout(options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS);

  async function send<T>(
    method: HttpMethod,
    request: HttpBodyRequest,
    read: (response: Response, description: string) => Promise<T>,
    accept?: string,
  ): Promise<T> {
    const timeoutMs = request.timeoutMs === undefined ? defaultTimeoutMs : checkTimeout(request.timeoutMs);
    const url = buildRequestUrl(
      baseUrl,
      request.path,
      request.params,
      typeof clientId === 'function' ? clientId() : clientId,
    );
    // Errors describe the request without its query or headers, which may carry ids or tokens.
    const description = `${method} ${url.origin}${url.pathname}`;

    const headers = new Headers(options.headers);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    if (accept !== undefined && !headers.has('accept')) headers.set('accept', accept);
    let body: string | undefined;
    if (request.body !== undefined) {
      try {
        body = JSON.stringify(request.body);
      } catch (error) {
        throw new WalletportError('Request body is not valid JSON', {
          code: 'HTTP_INVALID_BODY',
          details: description,
          cause: error,
        });
      }
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }

    const fetchFunction = options.fetch ?? (globalThis.fetch as FetchFunction | undefined);
    if (fetchFunction === undefined) {
      throw new WalletportError('fetch is not available', {
        code: 'HTTP_FETCH_UNAVAILABLE',
        details: 'Pass a fetch implementation to createHttpClient.',
      });
    }

    const guard = createRequestGuard(request.signal, timeoutMs);
    try {
      if (guard.signal.aborted) throw guard.signal.reason;
      // Called on globalThis: browsers reject a detached window.fetch ("Illegal invocation").
      const response = await guard.race(
        fetchFunction.call(globalThis, url.toString(), { method, headers, body, signal: guard.signal }),
      );
      if (!response.ok) {
        const text = await guard.race(response.text().catch(() => ''));
        throw new HttpRequestError({
          status: response.status,
          body: describeErrorBody(text),
          request: description,
        });
      }
      return await guard.race(read(response, description));
    } catch (error) {
      const stopReason = guard.stopReason();
      if (stopReason === 'caller') throw requestAbortedError(description, request.signal?.reason);
      if (stopReason === 'timeout') throw requestTimeoutError(description, timeoutMs);
      if (error instanceof WalletportError) throw error;
      throw networkError(description, error);
    } finally {
      guard.dispose();
    }
  }

  const json =
    (method: HttpMethod) =>
    <T>(request: HttpBodyRequest): Promise<T> =>
      send(
        method,
        request,
        (response, description) => readJson(response, description) as Promise<T>,
        'application/json',
      );

  return {
    baseUrl,
    get: <T>(request: HttpRequest) => json('GET')<T>(request),
    post: json('POST'),
    put: json('PUT'),
    delete: json('DELETE'),
    getBlob: (request) => send('GET', request, (response) => response.blob()),
  };
}
