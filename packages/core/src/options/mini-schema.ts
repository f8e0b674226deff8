/**
 * The few schema builders the option checks need, written here instead of depending on a schema library
 * (options are checked once per page; the library was a fifth of Walletport's first-load bytes). The
 * names and issue shapes follow zod's (`invalid_type`, `too_small`, a path per issue), so the option
 * schemas read the same and issues.ts turns the first issue into one InvalidOptionError. Never throws:
 * every failure is an issue.
 */

export type IssueCode =
  | 'invalid_type'
  | 'invalid_value'
  | 'invalid_format'
  | 'too_small'
  | 'too_big'
  | 'unrecognized_keys'
  | 'invalid_key'
  | 'invalid_union'
  | 'custom';

/** An issue before its message is chosen (what error maps receive). */
export interface RawIssue {
  code: IssueCode;
  input: unknown;
  path: PropertyKey[];
  expected?: string;
  values?: readonly unknown[];
  origin?: 'string' | 'number' | 'array';
  minimum?: number;
  maximum?: number;
  keys?: string[];
  /** invalid_key: what the key's schema said. */
  issues?: Issue[];
  /** invalid_union: each branch's issues. */
  errors?: Issue[][];
}

export interface Issue extends RawIssue {
  message: string;
}

/** A schema's own message: a text, or a function that may defer (undefined) to the parse's map. */
export type ErrorOption = string | ((issue: RawIssue) => string | undefined);
export type ErrorMap = (issue: RawIssue) => string | undefined;

type Outcome<T> = { ok: true; value: T } | { ok: false };

interface Context {
  issues: Issue[];
  map: ErrorMap | undefined;
}

export interface Schema<T> {
  readonly _output: T;
  /** Checks `input`; pushes issues (paths relative to `path`) and returns the output when there were none. */
  run(input: unknown, path: PropertyKey[], ctx: Context): Outcome<T>;
  check(...checks: Check<T>[]): Schema<T>;
  safeParse(
    input: unknown,
    options?: { error?: ErrorMap },
  ): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

export interface OptionalSchema<T> extends Schema<T | undefined> {
  readonly optional: true;
}

export type output<S> = S extends Schema<infer T> ? T : never;

/** A check on a value that already has the schema's type. */
export type Check<T> = (value: T) => Omit<RawIssue, 'input' | 'path'> | undefined;
type Checked<T> = { check: Check<T>; error?: ErrorOption };

function messageOf(issue: RawIssue, own: ErrorOption | undefined, map: ErrorMap | undefined): string {
  const fromOwn = typeof own === 'function' ? own(issue) : own;
  return fromOwn ?? map?.(issue) ?? 'Invalid input';
}

function report(ctx: Context, issue: RawIssue, own: ErrorOption | undefined): void {
  ctx.issues.push({ ...issue, message: messageOf(issue, own, ctx.map) });
}

/** Builds a schema from its type test (`parse`), with optional checks run on a value of the right type. */
function schema<T>(
  parse: (input: unknown, path: PropertyKey[], ctx: Context) => Outcome<T>,
  checks: readonly Checked<T>[] = [],
): Schema<T> {
  const self: Schema<T> = {
    _output: undefined as T,
    run(input, path, ctx) {
      const before = ctx.issues.length;
      const outcome = parse(input, path, ctx);
      if (!outcome.ok) return outcome;
      for (const { check, error } of checks) {
        const found = check(outcome.value);
        if (found !== undefined) report(ctx, { ...found, input, path }, error);
      }
      return ctx.issues.length === before ? outcome : { ok: false };
    },
    check: (...more) => schema(parse, [...checks, ...more.map(unwrapCheck)]),
    safeParse(input, options = {}) {
      const ctx: Context = { issues: [], map: options.error };
      const outcome = self.run(input, [], ctx);
      return outcome.ok
        ? { success: true, data: outcome.value }
        : { success: false, error: { issues: ctx.issues } };
    },
  };
  return self;
}

/** Checks carry their own message (`{ error }`); stored on the function so `.check()` keeps it. */
const CHECK_ERROR = Symbol('checkError');
type CheckWithError<T> = Check<T> & { [CHECK_ERROR]?: ErrorOption };
function unwrapCheck<T>(check: Check<T>): Checked<T> {
  const error = (check as CheckWithError<T>)[CHECK_ERROR];
  return error === undefined ? { check } : { check, error };
}
function withError<T>(check: Check<T>, options: { error?: ErrorOption } | undefined): Check<T> {
  if (options?.error !== undefined) (check as CheckWithError<T>)[CHECK_ERROR] = options.error;
  return check;
}

const typeIssue = (expected: string) => ({ code: 'invalid_type' as const, expected });

function typed<T>(expected: string, test: (input: unknown) => input is T, error?: ErrorOption): Schema<T> {
  return schema<T>((input, path, ctx) => {
    if (test(input)) return { ok: true, value: input };
    report(ctx, { ...typeIssue(expected), input, path }, error);
    return { ok: false };
  });
}

type Options = { error?: ErrorOption };

export const string = (options?: Options) =>
  typed('string', (input): input is string => typeof input === 'string', options?.error);
export const boolean = (options?: Options) =>
  typed('boolean', (input): input is boolean => typeof input === 'boolean', options?.error);
export const unknown = () => schema((input) => ({ ok: true, value: input as unknown }));

/**
 * A safe integer. Not a finite number: `invalid_type` expecting 'number'; a fraction: expecting 'int';
 * beyond ±(2^53 − 1): too_small / too_big.
 */
export const int = (options?: Options) =>
  schema<number>((input, path, ctx) => {
    const fail = (issue: Omit<RawIssue, 'input' | 'path'>) => {
      report(ctx, { ...issue, input, path }, options?.error);
      return { ok: false } as const;
    };
    if (typeof input !== 'number' || !Number.isFinite(input)) return fail(typeIssue('number'));
    if (!Number.isInteger(input)) return fail(typeIssue('int'));
    if (input > Number.MAX_SAFE_INTEGER)
      return fail({ code: 'too_big', origin: 'number', maximum: Number.MAX_SAFE_INTEGER });
    if (input < Number.MIN_SAFE_INTEGER)
      return fail({ code: 'too_small', origin: 'number', minimum: Number.MIN_SAFE_INTEGER });
    return { ok: true, value: input };
  });

export function literal<const V extends string | number | boolean>(value: V, options?: Options): Schema<V> {
  return schema<V>((input, path, ctx) => {
    if (input === value) return { ok: true, value };
    report(ctx, { code: 'invalid_value', values: [value], input, path }, options?.error);
    return { ok: false };
  });
}

function enumOf<const V extends readonly string[]>(values: V, options?: Options): Schema<V[number]> {
  return schema<V[number]>((input, path, ctx) => {
    if (typeof input === 'string' && values.includes(input)) return { ok: true, value: input as V[number] };
    report(ctx, { code: 'invalid_value', values, input, path }, options?.error);
    return { ok: false };
  });
}
export { enumOf as enum };

export function custom<T>(test: (input: unknown) => boolean, options?: Options): Schema<T> {
  return schema<T>((input, path, ctx) => {
    if (test(input)) return { ok: true, value: input as T };
    report(ctx, { code: 'custom', input, path }, options?.error);
    return { ok: false };
  });
}

export function optional<T>(inner: Schema<T>): OptionalSchema<T> {
  const base = schema<T | undefined>((input, path, ctx) =>
    input === undefined ? { ok: true, value: undefined } : inner.run(input, path, ctx),
  );
  return { ...base, optional: true };
}

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return schema<T | null>((input, path, ctx) =>
    input === null ? { ok: true, value: null } : inner.run(input, path, ctx),
  );
}

export function array<T>(item: Schema<T>, options?: Options): Schema<T[]> {
  return schema<T[]>((input, path, ctx) => {
    if (!Array.isArray(input)) {
      report(ctx, { ...typeIssue('array'), input, path }, options?.error);
      return { ok: false };
    }
    const out: T[] = [];
    let ok = true;
    input.forEach((entry, index) => {
      const result = item.run(entry, [...path, index], ctx);
      if (result.ok) out.push(result.value);
      else ok = false;
    });
    return ok ? { ok: true, value: out } : { ok: false };
  });
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends OptionalSchema<unknown> ? K : never;
}[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] };
export type ShapeOutput<S extends Shape> = Flatten<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: output<S[K]> } & { [K in OptionalKeys<S>]?: output<S[K]> }
>;

const isObjectLike = (input: unknown): input is Record<string, unknown> =>
  input !== null && typeof input === 'object' && !Array.isArray(input);

/** An object literal or Object.create(null); not a class instance, nor one whose `constructor` was replaced. */
function isPlainObject(input: unknown): input is Record<string, unknown> {
  if (!isObjectLike(input)) return false;
  const maker: unknown = input.constructor;
  if (maker === undefined) return true;
  const prototype: unknown = (maker as { prototype?: unknown } | null)?.prototype;
  return isObjectLike(prototype) && Object.hasOwn(prototype, 'isPrototypeOf');
}

type Unknown = 'strip' | 'keep' | 'refuse';

function objectOf<S extends Shape, T>(shape: S, unknownKeys: Unknown, options?: Options): Schema<T> {
  const keys = Object.keys(shape);
  return schema<T>((input, path, ctx) => {
    if (!isObjectLike(input)) {
      report(ctx, { ...typeIssue('object'), input, path }, options?.error);
      return { ok: false };
    }
    const out: Record<string, unknown> = {};
    let ok = true;
    for (const key of keys) {
      const field = shape[key] as Schema<unknown>;
      const result = field.run(input[key], [...path, key], ctx);
      if (!result.ok) ok = false;
      else if (result.value !== undefined || key in input) out[key] = result.value;
    }
    if (unknownKeys !== 'strip') {
      const others = Object.keys(input).filter((key) => !Object.hasOwn(shape, key));
      // defineProperty, not assignment: an own "__proto__" key (JSON.parse makes those) must stay a plain
      // field instead of replacing the output's prototype.
      if (unknownKeys === 'keep')
        for (const key of others)
          Object.defineProperty(out, key, {
            value: input[key],
            enumerable: true,
            writable: true,
            configurable: true,
          });
      else if (others.length > 0) {
        report(ctx, { code: 'unrecognized_keys', keys: others, input, path }, options?.error);
        ok = false;
      }
    }
    return ok ? { ok: true, value: out as T } : { ok: false };
  });
}

/** An object with the named fields; other fields are dropped. */
export const object = <S extends Shape>(shape: S, options?: Options): Schema<ShapeOutput<S>> =>
  objectOf(shape, 'strip', options);
/** An object with the named fields; other fields are kept. */
export const looseObject = <S extends Shape>(
  shape: S,
  options?: Options,
): Schema<ShapeOutput<S> & Record<string, unknown>> => objectOf(shape, 'keep', options);
/** An object with the named fields only; another field is an `unrecognized_keys` issue. */
export const strictObject = <S extends Shape>(shape: S, options?: Options): Schema<ShapeOutput<S>> =>
  objectOf(shape, 'refuse', options);

/** A plain object whose every key passes `key` and every value `value`. */
export function record<K extends string, V>(
  key: Schema<K>,
  value: Schema<V>,
  options?: Options,
): Schema<Record<K, V>> {
  return schema<Record<K, V>>((input, path, ctx) => {
    if (!isPlainObject(input)) {
      report(ctx, { ...typeIssue('record'), input, path }, options?.error);
      return { ok: false };
    }
    const out: Record<string, V> = {};
    let ok = true;
    // Every own key, symbols too: a key the key schema refuses is an issue, not something to skip.
    for (const name of Reflect.ownKeys(input) as string[]) {
      if (name === '__proto__') continue;
      const keyCtx: Context = { issues: [], map: ctx.map };
      const keyResult = key.run(name, [], keyCtx);
      if (!keyResult.ok) {
        report(
          ctx,
          { code: 'invalid_key', issues: keyCtx.issues, input: name, path: [...path, name] },
          options?.error,
        );
        ok = false;
        continue;
      }
      const result = value.run(input[name], [...path, name], ctx);
      if (result.ok) out[name] = result.value;
      else ok = false;
    }
    return ok ? { ok: true, value: out as Record<K, V> } : { ok: false };
  });
}

export function union<const Options_ extends readonly Schema<unknown>[]>(
  options: Options_,
  settings?: Options,
): Schema<output<Options_[number]>> {
  return schema<output<Options_[number]>>((input, path, ctx) => {
    const errors: Issue[][] = [];
    for (const option of options) {
      const branch: Context = { issues: [], map: ctx.map };
      const result = option.run(input, [], branch);
      if (result.ok) return result as Outcome<output<Options_[number]>>;
      errors.push(branch.issues);
    }
    report(ctx, { code: 'invalid_union', errors, input, path }, settings?.error);
    return { ok: false };
  });
}

// Checks (`.check(...)`): each returns an issue description, or undefined when the value passes.
type Sized = { length: number };
const originOf = (value: Sized) => (typeof value === 'string' ? 'string' : 'array');

export const minLength = (minimum: number, options?: Options): Check<Sized> =>
  withError(
    (value) =>
      value.length >= minimum ? undefined : { code: 'too_small', origin: originOf(value), minimum },
    options,
  );
export const maxLength = (maximum: number, options?: Options): Check<Sized> =>
  withError(
    (value) => (value.length <= maximum ? undefined : { code: 'too_big', origin: originOf(value), maximum }),
    options,
  );
export const regex = (pattern: RegExp, options?: Options): Check<string> =>
  withError((value) => (pattern.test(value) ? undefined : { code: 'invalid_format' }), options);
export const positive = (options?: Options): Check<number> =>
  withError(
    (value) => (value > 0 ? undefined : { code: 'too_small', origin: 'number', minimum: 0 }),
    options,
  );
export const gte = (minimum: number, options?: Options): Check<number> =>
  withError(
    (value) => (value >= minimum ? undefined : { code: 'too_small', origin: 'number', minimum }),
    options,
  );
export const lte = (maximum: number, options?: Options): Check<number> =>
  withError(
    (value) => (value <= maximum ? undefined : { code: 'too_big', origin: 'number', maximum }),
    options,
  );
export const refine = <T>(test: (value: T) => boolean, options?: Options): Check<T> =>
  withError((value) => (test(value) ? undefined : { code: 'custom' }), options);
