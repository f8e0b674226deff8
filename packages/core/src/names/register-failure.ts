/**
 * Why a registration failed, as a code the UI words (docs/names.md "Errors"). The catalogue's
 * 'Error registering name' heads every failure; the server's own sentence follows when it gave one
 * (a stale signature, a chain it does not serve), since it says exactly what to fix. A taken name and a
 * declined signature have codes of their own: the UI says those in its own words.
 */
import { errorChain } from '../errors/error-chain.js';
import { isUserRejection } from '../errors/parse-wallet-error.js';
import { HttpRequestError } from '../http/http-errors.js';

export type RegisterFailureCode = 'NAME_TAKEN' | 'USER_REJECTED' | 'INVALID_SIGNATURE' | 'SERVER' | 'UNKNOWN';

export interface RegisterFailure {
  readonly code: RegisterFailureCode;
  /** The server's message, when it answered with one. */
  readonly reason?: string | undefined;
}

/** Server messages longer than this are not shown: a sentence, not a page. */
const MAX_REASON_LENGTH = 200;

function serverAnswer(error: unknown): { status: number; code?: string; message?: string } | undefined {
  const http = errorChain(error).find((node) => node instanceof HttpRequestError);
  if (!(http instanceof HttpRequestError)) return undefined;
  const body = (typeof http.body === 'object' && http.body !== null ? http.body : {}) as {
    code?: unknown;
    message?: unknown;
  };
  return {
    status: http.status,
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
    ...(typeof body.message === 'string' && body.message.length <= MAX_REASON_LENGTH
      ? { message: body.message }
      : {}),
  };
}

/** The failure for anything signing or posting threw. Never throws. */
export function describeRegisterError(error: unknown): RegisterFailure {
  if (isUserRejection(error)) return { code: 'USER_REJECTED' };
  const answer = serverAnswer(error);
  if (answer === undefined) return { code: 'UNKNOWN' };
  if (answer.status === 409 || answer.code === 'NAME_TAKEN')
    return { code: 'NAME_TAKEN', reason: answer.message };
  if (answer.status === 401 || answer.code === 'INVALID_SIGNATURE')
    return { code: 'INVALID_SIGNATURE', reason: answer.message };
  return { code: 'SERVER', reason: answer.message };
}
