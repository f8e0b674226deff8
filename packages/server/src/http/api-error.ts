/**
 * The one error type routes throw to answer with a status and a JSON body { code, message }. The app's
 * error handler turns it into the response; anything else becomes a 500 without internals.
 */

export interface ApiErrorBody {
  code: string;
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  readonly code: string;
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message };
  }
}

/** 400 for input a schema cannot express (e.g. a CAIP-2 id that parses but names an unknown namespace). */
export function invalidParameter(field: string, problem: string, location = 'parameter'): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', `Invalid ${location} '${field}': ${problem}`);
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', message);
}

/** The OpenAPI shape of every error body, for route schemas' 4xx/5xx responses. */
export const errorBodySchema = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['code', 'message'],
} as const;
