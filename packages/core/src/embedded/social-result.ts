/**
 * How a social login's one-time result comes back to the host page. The Walletport server's callback
 * sends the provider's window to the frame origin's result page (popup) or to the host page itself with
 * `?walletport_social_result=` (redirect mode); the result page posts one message to the popup's opener.
 * The result is useless without the verifier that only the frame keeps, so it may pass through the page;
 * it still is checked strictly on both ends, since it ends up in a request to the frame.
 * See docs/social-login.md.
 */

/** Where the server's callback sends the window: the result page (popup) or the host page (redirect). */
export type SocialLoginMode = 'popup' | 'redirect';

/** The message the result page posts to the host (its opener). */
export const SOCIAL_RESULT_MESSAGE_TYPE = 'walletport:social-result';

/** The query parameter the server puts on the host page in redirect mode. */
export const SOCIAL_RESULT_QUERY = 'walletport_social_result';
/** The query parameter naming a failure in redirect mode. */
export const SOCIAL_ERROR_QUERY = 'walletport_social_error';

/** Why a social login came back without a result. */
export const SOCIAL_LOGIN_ERRORS = ['access_denied', 'invalid_state', 'provider_error'] as const;
export type SocialLoginErrorCode = (typeof SOCIAL_LOGIN_ERRORS)[number];

/** Opaque, URL-safe, bounded: anything else is not a result the server made. */
const RESULT_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

export type SocialResultOutcome = { result: string } | { error: SocialLoginErrorCode };

export interface SocialResultMessage {
  type: typeof SOCIAL_RESULT_MESSAGE_TYPE;
  result?: string;
  error?: SocialLoginErrorCode;
}

export function isSocialResult(value: unknown): value is string {
  return typeof value === 'string' && RESULT_PATTERN.test(value);
}

/** An error code from an address or a message; anything unknown counts as the provider's failure. */
export function socialErrorCode(value: unknown): SocialLoginErrorCode {
  return (SOCIAL_LOGIN_ERRORS as readonly unknown[]).includes(value)
    ? (value as SocialLoginErrorCode)
    : 'provider_error';
}

/** The message body for an outcome: exactly the type plus the result or the error, nothing else. */
export function socialResultMessage(outcome: SocialResultOutcome): SocialResultMessage {
  return 'result' in outcome
    ? { type: SOCIAL_RESULT_MESSAGE_TYPE, result: outcome.result }
    : { type: SOCIAL_RESULT_MESSAGE_TYPE, error: outcome.error };
}

/** A message from the result page, shape-checked; undefined for anything else. */
export function parseSocialResultMessage(data: unknown): SocialResultOutcome | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type !== SOCIAL_RESULT_MESSAGE_TYPE) return undefined;
  if (message.result !== undefined) {
    return message.error === undefined && isSocialResult(message.result)
      ? { result: message.result }
      : undefined;
  }
  if (typeof message.error !== 'string') return undefined;
  return { error: socialErrorCode(message.error) };
}

/**
 * The outcome an address carries: `result`/`error` on the result page, or `walletport_social_result`/
 * `walletport_social_error` on the host page in redirect mode. Undefined when it carries neither.
 */
export function socialOutcomeFromQuery(
  params: URLSearchParams,
  names: { result: string; error: string },
): SocialResultOutcome | undefined {
  const result = params.get(names.result);
  if (result !== null) return isSocialResult(result) ? { result } : { error: 'invalid_state' };
  const error = params.get(names.error);
  return error === null ? undefined : { error: socialErrorCode(error) };
}

/** An http(s) origin exactly as `URL.origin` writes it, or undefined. */
export function parseWebOrigin(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}
