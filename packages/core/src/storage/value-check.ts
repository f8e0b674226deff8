/**
 * Small hand-written validators for the JSON values kept in browser storage, in place of a schema
 * library: storage only needs "this shape, or absent", so each validator answers the parsed value or
 * fails, and never throws. Object validators copy only the fields they name (an entry written by a
 * newer version with extra fields still reads), `looseObject` keeps every field.
 */

const INVALID: unique symbol = Symbol('invalid');
type Invalid = typeof INVALID;

/** The value itself when valid (objects are copied to their named fields), else INVALID. */
export type Validate<T> = (value: unknown) => T | Invalid;

/** What jsonCodec reads a document with; zod schemas have the same shape. */
export interface ValueSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export type Infer<S> = S extends ValueSchema<infer T> ? T : never;

export interface Validator<T> extends ValueSchema<T> {
  readonly validate: Validate<T>;
}

/** Marks a field that may be absent. */
export interface OptionalValidator<T> extends Validator<T | undefined> {
  readonly optional: true;
}

function validator<T>(validate: Validate<T>): Validator<T> {
  return {
    validate,
    safeParse(value) {
      const result = validate(value);
      return result === INVALID ? { success: false } : { success: true, data: result };
    },
  };
}

export function string(options: { minLength?: number; pattern?: RegExp } = {}): Validator<string> {
  return validator((value) =>
    typeof value === 'string' &&
    value.length >= (options.minLength ?? 0) &&
    (options.pattern === undefined || options.pattern.test(value))
      ? value
      : INVALID,
  );
}

/** A finite number (JSON has no NaN or Infinity, but a caller may hand one in). */
export const number: Validator<number> = validator((value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : INVALID,
);

/** A safe integer ≥ 0 (timestamps). */
export const nonNegativeInteger: Validator<number> = validator((value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : INVALID,
);

export function oneOf<const Values extends readonly string[]>(values: Values): Validator<Values[number]> {
  return validator((value) =>
    typeof value === 'string' && values.includes(value) ? (value as Values[number]) : INVALID,
  );
}

export function nullable<T>(inner: Validator<T>): Validator<T | null> {
  return validator((value) => (value === null ? null : inner.validate(value)));
}

export function optional<T>(inner: Validator<T>): OptionalValidator<T> {
  return {
    ...validator((value) => (value === undefined ? undefined : inner.validate(value))),
    optional: true,
  };
}

export function array<T>(item: Validator<T>): Validator<T[]> {
  return validator((value) => {
    if (!Array.isArray(value)) return INVALID;
    const out: T[] = [];
    for (const entry of value) {
      const result = item.validate(entry);
      if (result === INVALID) return INVALID;
      out.push(result);
    }
    return out;
  });
}

type Shape = Record<string, Validator<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends OptionalValidator<unknown> ? K : never;
}[keyof S];
type ShapeOutput<S extends Shape> = {
  [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]>;
} & { [K in OptionalKeys<S>]?: Infer<S[K]> };

const isRecordLike = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function objectOf<S extends Shape>(shape: S, keepOthers: boolean): Validator<ShapeOutput<S>> {
  const keys = Object.keys(shape);
  return validator((value) => {
    if (!isRecordLike(value)) return INVALID;
    const out: Record<string, unknown> = keepOthers ? { ...value } : {};
    for (const key of keys) {
      const field = shape[key] as Validator<unknown>;
      const present = Object.hasOwn(value, key);
      const result = field.validate(present ? value[key] : undefined);
      if (result === INVALID) return INVALID;
      if (present) out[key] = result;
    }
    return out as ShapeOutput<S>;
  });
}

/** An object with the named fields; other fields are dropped. */
export function object<S extends Shape>(shape: S): Validator<ShapeOutput<S>> {
  return objectOf(shape, false);
}

/** An object with the named fields; other fields are kept as they are. */
export function looseObject<S extends Shape>(shape: S): Validator<ShapeOutput<S> & Record<string, unknown>> {
  return objectOf(shape, true) as Validator<ShapeOutput<S> & Record<string, unknown>>;
}

/** An object whose keys are some of `keys`, each with a valid value; any other key fails it. */
export function partialRecord<const K extends string, T>(
  keys: readonly K[],
  item: Validator<T>,
): Validator<Partial<Record<K, T>>> {
  return validator((value) => {
    if (!isRecordLike(value)) return INVALID;
    const out: Partial<Record<K, T>> = {};
    for (const key of Object.keys(value)) {
      // JSON.parse makes `__proto__` an own key; it is skipped, never copied (nor a reason to fail).
      if (key === '__proto__') continue;
      if (!(keys as readonly string[]).includes(key)) return INVALID;
      const result = item.validate(value[key]);
      if (result === INVALID) return INVALID;
      out[key as K] = result;
    }
    return out;
  });
}
