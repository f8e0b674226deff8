/**
 * Text a request may carry to the database. Postgres (and PGlite) refuse U+0000 in `text` and `jsonb`,
 * refuse `jsonb` with an unpaired surrogate escape, and give up on deeply nested `jsonb`: each of these
 * failed only when the row was written, after earlier side effects (a spent nonce) and as a 500. One
 * check of every request's query, path parameters, headers and body, before validation and before any
 * handler runs, turns them into a 400 instead (see docs/server.md, "Hostile input").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/** Deeper JSON than any route takes; far below where a recursive reader or writer would overflow. */
export const MAX_INPUT_DEPTH = 32;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type UnstorableProblem = 'nul' | 'unpaired-surrogate' | 'too-deep';

const PROBLEM_TEXT: Readonly<Record<UnstorableProblem, string>> = {
  nul: 'contains the character U+0000',
  'unpaired-surrogate': 'is not well-formed Unicode (an unpaired surrogate)',
  'too-deep': `is nested more than ${MAX_INPUT_DEPTH} levels deep`,
};

/** What is wrong with one string; undefined when the database stores it as it is. */
export function textProblem(text: string): UnstorableProblem | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (UNPAIRED_SURROGATE.test(text)) return 'unpaired-surrogate';
  return undefined;
}

/**
 * The first problem in `value` (strings, object keys, arrays and objects at any depth), or undefined.
 * Iterative, so a value nested thousands of levels deep is measured without using the call stack.
 */
export function findUnstorable(
  value: unknown,
  maxDepth: number = MAX_INPUT_DEPTH,
): UnstorableProblem | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; depth: number };
    if (typeof next.value === 'string') {
      const problem = textProblem(next.value);
      if (problem !== undefined) return problem;
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= maxDepth) return 'too-deep';
    if (Array.isArray(next.value)) {
      for (const item of next.value) pending.push({ value: item, depth: next.depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(next.value)) {
      const problem = textProblem(key);
      if (problem !== undefined) return problem;
      pending.push({ value: item, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/** The 400 for an unstorable part of a request; it names the part, never the text itself. */
export function unstorableInputError(part: string, problem: UnstorableProblem): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', `Invalid ${part}: ${PROBLEM_TEXT[problem]}`);
}

function checkRequest(request: FastifyRequest): void {
  const parts: ReadonlyArray<[string, unknown]> = [
    ['path', request.url],
    ['query', request.query],
    ['path parameter', request.params],
    ['header', request.headers],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    // Headers are one level deep; only a body is allowed the full depth.
    const problem = findUnstorable(value, part === 'body' ? MAX_INPUT_DEPTH : 2);
    if (problem !== undefined) throw unstorableInputError(part, problem);
  }
}

/** Refuses unstorable input on every route (and the not-found answer) before schemas and handlers. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    checkRequest(request);
  });
}
