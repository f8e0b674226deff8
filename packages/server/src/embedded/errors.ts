/**
 * The refusals of /embedded/v1, with the messages the frame shows as they are. Some carry numbers the
 * frame needs (attemptsLeft, retryAfterSeconds) next to { code, message }; waits also go in Retry-After.
 */
import { ApiError, type ApiErrorBody } from '../http/api-error.js';

export type EmbeddedErrorExtra = Readonly<Record<string, number>>;

export class EmbeddedApiError extends ApiError {
  readonly extra: EmbeddedErrorExtra;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    extra: EmbeddedErrorExtra = {},
    headers: Record<string, string> = {},
  ) {
    super(statusCode, code, message, headers);
    this.extra = extra;
  }

  override toBody(): ApiErrorBody {
    return { ...this.extra, ...super.toBody() };
  }
}

/** The body schema of these refusals (the extra fields would otherwise be dropped from answers). */
export const embeddedErrorSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    attemptsLeft: { type: 'integer', description: 'Wrong codes left before the email is locked' },
    retryAfterSeconds: { type: 'integer', description: 'Seconds until the request can succeed' },
  },
  required: ['code', 'message'],
} as const;

function wait(code: string, message: string, seconds: number): EmbeddedApiError {
  return new EmbeddedApiError(
    429,
    code,
    message,
    { retryAfterSeconds: seconds },
    {
      'retry-after': String(seconds),
    },
  );
}

/** Whole seconds until `ms` has passed, at least 1 (a wait of 0.2 s is "1 second", never "0"). */
export function secondsUntil(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export const embeddedErrors = {
  notConfigured: () =>
    new EmbeddedApiError(503, 'EMAIL_LOGIN_NOT_CONFIGURED', 'Email login is not configured'),
  originNotAllowed: () => new EmbeddedApiError(403, 'UNAUTHORIZED_DOMAIN', 'Origin not allowed'),
  invalidEmail: () => new EmbeddedApiError(400, 'INVALID_EMAIL', 'Invalid email address'),
  tooSoon: (waitMs: number) => {
    const seconds = secondsUntil(waitMs);
    return wait('RATE_LIMITED', `Please try again after ${seconds} seconds`, seconds);
  },
  locked: (waitMs: number) => {
    const seconds = secondsUntil(waitMs);
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    return wait('TOO_MANY_ATTEMPTS', `Too many attempts. Try again in ${minutes} minutes`, seconds);
  },
  invalidCode: (attemptsLeft: number) =>
    new EmbeddedApiError(401, 'INVALID_CODE', 'Invalid code', { attemptsLeft }),
  codeExpired: () => new EmbeddedApiError(410, 'CODE_EXPIRED', 'Code expired'),
  sessionExpired: () =>
    new EmbeddedApiError(
      401,
      'SESSION_EXPIRED',
      'Session expired',
      {},
      {
        'www-authenticate': 'Bearer error="invalid_token"',
      },
    ),
  noWallet: () => new EmbeddedApiError(404, 'NO_WALLET', 'No wallet yet'),
  walletExists: () => new EmbeddedApiError(409, 'WALLET_EXISTS', 'Wallet already exists'),
  emailInUse: () => new EmbeddedApiError(409, 'EMAIL_IN_USE', 'Email already in use'),
  invalidWallet: (message: string) => new EmbeddedApiError(400, 'INVALID_REQUEST', message),
  mailFailed: () =>
    new EmbeddedApiError(502, 'MAIL_UNAVAILABLE', 'The email could not be sent; try again later'),
} as const;
