/**
 * From schema issues (mini-schema.ts) to InvalidOptionError. The schemas carry no default texts, so
 * `describeIssue` is passed as the error map of each parse and writes messages a developer can act on;
 * schemas that know better give their own `error`. The first issue wins: one clear error beats a list.
 */
import { type InvalidOptionError, invalidOption } from './invalid-option-error.js';
import { describeChoices } from './leaf-schemas.js';
import type { Issue, RawIssue } from './mini-schema.js';
import { formatOptionPath } from './option-path.js';

/** A short description of what was given; never the value itself (it may be huge or hostile). */
export function describeReceived(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  if (typeof value === 'object') return 'an object';
  const type = typeof value;
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  function: 'a function',
};

/** The error map for option parsing. */
export function describeIssue(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${EXPECTED[issue.expected ?? ''] ?? issue.expected}, got ${describeReceived(issue.input)}`;
    case 'invalid_value':
      return `expected ${describeChoices((issue.values ?? []).map(String))}`;
    case 'too_small':
      if (issue.origin === 'array') return `expected at least ${issue.minimum} item(s)`;
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'must not be empty'
          : `expected at least ${issue.minimum} characters`;
      return `expected at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'array') return `expected at most ${issue.maximum} item(s)`;
      if (issue.origin === 'string') return `expected at most ${issue.maximum} characters`;
      return `expected at most ${issue.maximum}`;
    case 'unrecognized_keys':
      return `unknown key(s) ${(issue.keys ?? []).map((key) => JSON.stringify(key.slice(0, 64))).join(', ')}`;
    case 'invalid_key':
      return 'has an invalid key';
    default:
      return 'is not valid';
  }
}

/**
 * A union failed: if one branch matched the type and failed deeper (a bad item in the socials list), that
 * issue says more than "expected false or a list".
 */
function mostSpecific(issue: Issue): Issue {
  if (issue.code === 'invalid_union') {
    for (const branch of issue.errors ?? []) {
      const first = branch[0];
      if (first === undefined) continue;
      const typeMismatch =
        first.path.length === 0 && (first.code === 'invalid_type' || first.code === 'invalid_value');
      if (!typeMismatch) return mostSpecific({ ...first, path: [...issue.path, ...first.path] });
    }
  }
  if (issue.code === 'invalid_key') {
    const inner = issue.issues?.[0];
    if (inner !== undefined) return { ...inner, path: [...issue.path, ...inner.path] };
  }
  return issue;
}

export function issueToError(
  issues: readonly Issue[],
  prefix: readonly PropertyKey[] = [],
): InvalidOptionError {
  const first = issues[0];
  if (first === undefined) return invalidOption(formatOptionPath(prefix), 'is not valid');
  const issue = mostSpecific(first);
  return invalidOption(formatOptionPath([...prefix, ...issue.path]), issue.message);
}
