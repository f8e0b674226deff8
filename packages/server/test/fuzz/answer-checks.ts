/**
 * What every answer to a fuzzed request must be: no 5xx but the documented dependency failures, no
 * stack trace or internal detail (file paths, "at …" frames, SQL, Fastify's FST_ codes), no repeat of
 * the request's hostile text, and every error the documented `{ code, message }` JSON.
 */
import type { LightMyRequestResponse } from 'fastify';
import { CANARY } from './request-arbitraries.js';

/** 5xx answers a route may give when a dependency (a chain, the mail server, a provider) is away. */
const DEPENDENCY_FAILURES: ReadonlySet<string> = new Set([
  'UPSTREAM_UNAVAILABLE',
  'MAIL_UNAVAILABLE',
  'EMAIL_LOGIN_NOT_CONFIGURED',
  'FARCASTER_NOT_CONFIGURED',
]);

/** Signs of internals: stack frames, source paths, SQL and database errors, framework codes. */
const INTERNALS: ReadonlyArray<[string, RegExp]> = [
  ['a stack frame', /\bat .*[(\s/][^\s]*\.(?:ts|js|mjs|cjs):\d+/],
  ['a stack frame', /\n\s+at /],
  ['a source path', /(?:\/work\/|node_modules|file:\/\/|\/src\/|\/dist\/)/],
  ['SQL', /\b(?:SELECT .* FROM|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/i],
  [
    'a database error',
    /(?:syntax error at|violates|relation "|duplicate key|invalid byte sequence|unsupported Unicode escape|stack depth limit|PGlite|postgres)/i,
  ],
  ['a Fastify code', /FST_/],
  ['a JavaScript error name', /\b(?:TypeError|RangeError|ReferenceError|SyntaxError)\b/],
];

/** The ways an answer could carry the canary: as sent, JSON-escaped, or percent-encoded. */
const ECHOES: readonly string[] = [
  CANARY,
  JSON.stringify(CANARY).slice(1, -1),
  CANARY.replace('<', '\\u003c').replace('>', '\\u003e'),
  encodeURIComponent(CANARY),
  encodeURIComponent(CANARY).toLowerCase(),
];

const CODE = /^[A-Z][A-Z0-9_]*$/;

/**
 * Routes a browser navigates to, which answer HTML pages by design (errors included): the Farcaster
 * connect page and the social login callback. Their answers are still checked for leaks and echoes.
 */
export const PAGE_ROUTES: ReadonlySet<string> = new Set([
  '/embedded/v1/farcaster/connect',
  '/embedded/v1/social/callback/:provider',
]);

export interface AnswerProblem {
  problem: string;
  status: number;
}

/** The first thing wrong with `response` to a request with `method`, or undefined. */
export function answerProblem(
  method: string,
  response: LightMyRequestResponse,
  route = '',
): AnswerProblem | undefined {
  const { statusCode: status, body } = response;
  const problem = (text: string): AnswerProblem => ({ problem: text, status });
  let parsed: unknown;
  const isError = status >= 400;
  const isPage = PAGE_ROUTES.has(route) && String(response.headers['content-type']).startsWith('text/html');
  if (isPage) {
    if (status >= 500) return problem(`${status} from a page`);
  } else if (isError && method !== 'HEAD') {
    if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
      return problem(`an error answer of type ${String(response.headers['content-type'])}`);
    }
    try {
      parsed = JSON.parse(body);
    } catch {
      return problem('an error answer that is not JSON');
    }
    const record = parsed as Record<string, unknown>;
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      return problem('an error answer that is not an object');
    }
    if (typeof record.code !== 'string' || !CODE.test(record.code) || typeof record.message !== 'string') {
      return problem(`an error answer without { code, message }: ${body.slice(0, 200)}`);
    }
    for (const key of ['stack', 'statusCode', 'error', 'validation']) {
      if (key in record) return problem(`an error answer with "${key}"`);
    }
    if (status >= 500 && !DEPENDENCY_FAILURES.has(record.code)) return problem(`${status} ${record.code}`);
  } else if (status >= 500) {
    // HEAD answers carry no body: the caller checks the same request as a GET.
    return problem(`${status} without a body`);
  }
  if (!isError) return undefined;
  for (const [what, pattern] of INTERNALS) {
    if (pattern.test(body)) return problem(`${what} in the answer: ${body.slice(0, 300)}`);
  }
  const text =
    typeof parsed === 'object' && parsed !== null ? String((parsed as { message?: unknown }).message) : body;
  for (const echo of ECHOES) {
    if (body.includes(echo) || text.includes(echo))
      return problem(`the request's text repeated: ${body.slice(0, 300)}`);
  }
  return undefined;
}
