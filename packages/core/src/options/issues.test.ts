import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from './mini-schema.js';
import { describeIssue, describeReceived, issueToError } from './issues.js';

describe('describeReceived', () => {
  it('names the kind of value, never the value itself', () => {
    expect(describeReceived(undefined)).toBe('nothing');
    expect(describeReceived(null)).toBe('null');
    expect(describeReceived([1])).toBe('a list');
    expect(describeReceived({ secret: 'x' })).toBe('an object');
    expect(describeReceived('secret')).toBe('a string');
    expect(describeReceived(1n)).toBe('a bigint');
    expect(describeReceived(Number.NaN)).toBe('NaN');
  });
});

describe('issueToError', () => {
  function errorFor(schema: z.Schema<unknown>, value: unknown) {
    const result = schema.safeParse(value, { error: describeIssue });
    if (result.success) throw new Error('expected a failure');
    return issueToError(result.error.issues, ['opt']);
  }

  it('prefixes the path and uses the readable message', () => {
    expect(errorFor(z.object({ a: z.boolean() }), { a: 1 }).message).toBe(
      'Invalid option `opt.a`: expected true or false, got a number',
    );
    expect(errorFor(z.array(z.string()).check(z.maxLength(1)), ['a', 'b']).message).toBe(
      'Invalid option `opt`: expected at most 1 item(s)',
    );
    expect(errorFor(z.string().check(z.minLength(3)), 'a').message).toBe(
      'Invalid option `opt`: expected at least 3 characters',
    );
  });

  it('reports the deeper issue of a union branch that matched the type', () => {
    const schema = z.union([z.literal(false), z.array(z.enum(['a', 'b']))]);
    expect(errorFor(schema, ['a', 'c']).option).toBe('opt[1]');
  });

  it('property: any value against a strict shape yields an error naming a path under the option', () => {
    const schema = z.object({ list: z.array(z.int()), flag: z.boolean(), mode: z.enum(['x', 'y']) });
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = schema.safeParse(value, { error: describeIssue });
        if (result.success) return;
        const error = issueToError(result.error.issues, ['opt']);
        expect(error.option.startsWith('opt')).toBe(true);
        expect(error.message.startsWith(`Invalid option \`${error.option}\`: `)).toBe(true);
      }),
    );
  });
});
