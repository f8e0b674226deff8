/** A non-OK answer (or no answer) from the server's embedded-wallet routes. */
export class AuthApiError extends Error {
  override name = 'AuthApiError';
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's machine-readable error code, when it sent one. */
  readonly code: string | undefined;
  /** How long to wait before trying again (429). */
  readonly retryAfterSeconds: number | undefined;
  /** Codes left before the email is locked (401 on a wrong code). */
  readonly attemptsLeft: number | undefined;

  constructor(
    status: number,
    message: string,
    details: { code?: string; retryAfterSeconds?: number; attemptsLeft?: number } = {},
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = details.code;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.attemptsLeft = details.attemptsLeft;
  }
}

export const UNREACHABLE_MESSAGE = 'Could not reach the server';
export const UNEXPECTED_ANSWER_MESSAGE = 'Unexpected answer from the server';

export function isAuthApiError(error: unknown, status?: number): error is AuthApiError {
  return error instanceof AuthApiError && (status === undefined || error.status === status);
}
