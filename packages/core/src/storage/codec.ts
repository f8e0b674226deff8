import type { ValueSchema } from './value-check.js';

/**
 * How one stored value is turned into a string and back. `parse` validates: anything it does not
 * recognise (corrupted, hand-edited or written by an incompatible version) comes back as `undefined`,
 * which callers treat exactly like an absent entry. `parse` never throws.
 */
export interface StorageCodec<T> {
  serialize(value: T): string;
  parse(raw: string): T | undefined;
}

/** A non-empty string stored as is (ids, names, tokens). An empty string reads as absent. */
export const nonEmptyStringCodec: StorageCodec<string> = {
  serialize: (value) => value,
  parse: (raw) => (raw.length > 0 ? raw : undefined),
};

/** A string that must match `pattern` (CAIP ids, email addresses). */
export function patternCodec(pattern: RegExp): StorageCodec<string> {
  return {
    serialize: (value) => value,
    parse: (raw) => (pattern.test(raw) ? raw : undefined),
  };
}

/** One of a fixed set of string literals. */
export function enumCodec<const T extends string>(values: readonly T[]): StorageCodec<T> {
  return {
    serialize: (value) => value,
    parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : undefined),
  };
}

/** Booleans as the literal words 'true' and 'false', the form other wallet libraries also read. */
export const booleanCodec: StorageCodec<boolean> = {
  serialize: (value) => (value ? 'true' : 'false'),
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
};

const DECIMAL_DIGITS = /^(0|[1-9][0-9]*)$/;

/** A non-negative safe integer written in plain decimal (timestamps in ms, numeric chain ids). */
export const nonNegativeIntegerCodec: StorageCodec<number> = {
  serialize: (value) => String(value),
  parse: (raw) => {
    if (!DECIMAL_DIGITS.test(raw)) return undefined;
    const value = Number(raw);
    return Number.isSafeInteger(value) ? value : undefined;
  },
};

/**
 * A comma-joined list (connected namespaces, smart-account networks). The empty string is the empty list.
 * If any item is invalid the whole value is treated as corrupted, so a half-read list never leaks out.
 * Item codecs must not produce commas; the ones used here (enums, integers) cannot.
 */
export function commaListCodec<T>(item: StorageCodec<T>): StorageCodec<T[]> {
  return {
    serialize: (values) => values.map((value) => item.serialize(value)).join(','),
    parse: (raw) => {
      if (raw === '') return [];
      const values: T[] = [];
      for (const part of raw.split(',')) {
        const value = item.parse(part);
        if (value === undefined) return undefined;
        values.push(value);
      }
      return values;
    },
  };
}

/** A JSON document validated on the way in (storage/value-check.ts validators; a zod schema fits too). */
export function jsonCodec<T>(schema: ValueSchema<T>): StorageCodec<T> {
  return {
    serialize: (value) => JSON.stringify(value),
    parse: (raw) => {
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return undefined;
      }
      const result = schema.safeParse(json);
      return result.success ? result.data : undefined;
    },
  };
}
