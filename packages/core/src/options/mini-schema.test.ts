/**
 * The option schema builders. They replaced zod/mini; a fast-check comparison of the whole options
 * schema against the zod version (tens of thousands of near-valid options: same verdict, same first
 * error, same output) agreed before zod left. These vectors keep the cases it turned up.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeIssue, issueToError } from './issues.js';
import * as z from './mini-schema.js';
import { optionsSchema } from './options-schema.js';

function firstError(schema: z.Schema<unknown>, value: unknown) {
  const result = schema.safeParse(value, { error: describeIssue });
  if (result.success) throw new Error('expected a failure');
  const error = issueToError(result.error.issues, ['opt']);
  return `${error.option}: ${error.message.slice(error.message.indexOf(': ') + 2)}`;
}

describe('mini-schema: fixed vectors', () => {
  it('int: the type, then the fraction, then the safe range', () => {
    expect(firstError(z.int(), 'x')).toBe('opt: expected a number, got a string');
    expect(firstError(z.int(), Number.NaN)).toBe('opt: expected a number, got NaN');
    expect(firstError(z.int(), Number.POSITIVE_INFINITY)).toBe('opt: expected a number, got a number');
    expect(firstError(z.int(), 1.5)).toBe('opt: expected an integer, got a number');
    expect(firstError(z.int(), 2 ** 53)).toBe('opt: expected at most 9007199254740991');
    expect(firstError(z.int(), -(2 ** 53))).toBe('opt: expected at least -9007199254740991');
    expect(firstError(z.int().check(z.positive()), 0)).toBe('opt: expected at least 0');
  });

  it('a union reports the deeper issue of the branch that matched the type, else its own text', () => {
    const id = z.union([z.int().check(z.positive()), z.string()], { error: 'expected an id' });
    expect(firstError(id, -(2 ** 53))).toBe('opt: expected at least -9007199254740991');
    expect(firstError(id, null)).toBe('opt: expected an id');
    const socials = z.union([z.literal(false), z.array(z.enum(['a', 'b']))]);
    expect(firstError(socials, ['a', 'c'])).toBe("opt[1]: expected 'a' or 'b'");
  });

  it('records: plain objects only, `__proto__` skipped, a refused key reported with its own text', () => {
    const images = z.record(
      z.custom<string>((key) => key !== 'bad', { error: 'expected a chain id as the key' }),
      z.string(),
    );
    expect(images.safeParse(JSON.parse('{"__proto__":1,"a":"x"}'))).toEqual({
      success: true,
      data: { a: 'x' },
    });
    expect(firstError(images, { bad: 'x' })).toBe('opt.bad: expected a chain id as the key');
    expect(firstError(images, { constructor: null })).toBe('opt: expected record, got an object');
    expect(firstError(images, new (class Box {})())).toBe('opt: expected record, got an object');
    expect(images.safeParse(Object.create(null)).success).toBe(true);
  });

  it('objects: strip, keep or refuse other keys; an optional key given as undefined stays', () => {
    const shape = { a: z.optional(z.string()) };
    expect(z.object(shape).safeParse({ a: undefined, b: 1 })).toEqual({
      success: true,
      data: { a: undefined },
    });
    expect(z.looseObject(shape).safeParse({ b: 1 })).toEqual({ success: true, data: { b: 1 } });
    expect(firstError(z.strictObject(shape), { b: 1, c: 2 })).toBe('opt: unknown key(s) "b", "c"');
    expect(firstError(z.object(shape), [])).toBe('opt: expected an object, got a list');
  });

  it('a kept "__proto__" key stays a plain field and never becomes the prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "b": 1}') as Record<string, unknown>;
    const result = z.looseObject({}).safeParse(input);
    if (!result.success) throw new Error('expected success');
    const data = result.data as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(data.polluted).toBeUndefined();
    expect(Object.hasOwn(data, '__proto__')).toBe(true);
    expect(data.b).toBe(1);
  });

  it('a schema text wins over the error map; a function text may defer to it', () => {
    const list = z.array(z.string(), {
      error: (issue) => (issue.input === undefined ? 'required' : undefined),
    });
    expect(firstError(list, undefined)).toBe('opt: required');
    expect(firstError(list, 1)).toBe('opt: expected a list, got a number');
  });
});

describe('mini-schema: properties', () => {
  it('the options schema never throws, and a failure always names a path under the option', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true }),
        (value) => {
          const result = optionsSchema.safeParse({
            projectId: 'p',
            networks: value,
            metadata: value,
            tokens: value,
          });
          if (result.success) return;
          const error = issueToError(result.error.issues, ['opt']);
          expect(error.option.startsWith('opt')).toBe(true);
        },
      ),
    );
  });

  it('what a schema accepts, it accepts again with the same output', () => {
    const schema = z.object({
      list: z.array(z.int().check(z.gte(0))),
      map: z.optional(
        z.record(
          z.custom<string>((key) => typeof key === 'string' && key.length < 3),
          z.boolean(),
        ),
      ),
      mode: z.optional(z.nullable(z.enum(['x', 'y']))),
    });
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const first = schema.safeParse(value);
        if (!first.success) return;
        expect(schema.safeParse(first.data)).toEqual(first);
      }),
    );
  });
});
