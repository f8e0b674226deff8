/**
 * The storage validators. They replaced zod/mini schemas; a fast-check comparison against those schemas
 * (thousands of near-valid documents per stored value) agreed before zod left storage, and the fixed
 * vectors below keep the cases that comparison turned up (`__proto__` keys, -0, unsafe integers).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  array,
  looseObject,
  nonNegativeInteger,
  nullable,
  number,
  object,
  oneOf,
  optional,
  partialRecord,
  string,
} from './value-check.js';
import {
  connectionsSchema,
  identitySchema,
  namesSchema,
  preferredAccountTypesSchema,
  recentWalletSchema,
  timestampedSchema,
  tokenBalanceSchema,
} from './value-schemas.js';

const parse = (schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }, json: string) => {
  const result = schema.safeParse(JSON.parse(json));
  return result.success ? { ok: result.data } : 'invalid';
};

describe('storage value validators: fixed vectors', () => {
  it('objects keep only their named fields; loose objects keep all', () => {
    expect(parse(recentWalletSchema, '{"id":"a","name":"A","extra":1}')).toEqual({
      ok: { id: 'a', name: 'A' },
    });
    expect(parse(recentWalletSchema, '{"id":"","name":"A"}')).toBe('invalid');
    expect(parse(recentWalletSchema, '{"id":"a","name":"A","rdns":null}')).toBe('invalid');
    expect(parse(namesSchema, '[{"name":"x.eth","registered":1}]')).toEqual({
      ok: [{ name: 'x.eth', registered: 1 }],
    });
    expect(parse(namesSchema, '[{"name":1}]')).toBe('invalid');
  });

  it('records accept only known keys, skip `__proto__`, and fail on any bad value', () => {
    expect(parse(preferredAccountTypesSchema, '{"eip155":"eoa","solana":"smartAccount"}')).toEqual({
      ok: { eip155: 'eoa', solana: 'smartAccount' },
    });
    expect(parse(preferredAccountTypesSchema, '{"__proto__":"eoa"}')).toEqual({ ok: {} });
    expect(parse(connectionsSchema, '{"__proto__":[],"eip155":[]}')).toEqual({ ok: { eip155: [] } });
    expect(parse(preferredAccountTypesSchema, '{"toString":"eoa"}')).toBe('invalid');
    expect(parse(preferredAccountTypesSchema, '{"eip155":"x"}')).toBe('invalid');
    expect(parse(preferredAccountTypesSchema, '[]')).toBe('invalid');
    expect(
      parse(connectionsSchema, '{"eip155":[{"connectorId":"i","accounts":[],"caipNetworkId":"eip155"}]}'),
    ).toBe('invalid');
  });

  it('timestamps are non-negative safe integers; numbers are finite', () => {
    const stamped = timestampedSchema(identitySchema);
    expect(parse(stamped, '{"timestamp":0,"value":{"name":null,"avatar":"a"}}')).toEqual({
      ok: { timestamp: 0, value: { name: null, avatar: 'a' } },
    });
    expect(stamped.safeParse({ timestamp: -0, value: { name: null, avatar: null } }).success).toBe(true);
    expect(parse(stamped, '{"timestamp":1.5,"value":{"name":null,"avatar":null}}')).toBe('invalid');
    expect(parse(stamped, '{"timestamp":-1,"value":{"name":null,"avatar":null}}')).toBe('invalid');
    expect(
      parse(stamped, `{"timestamp":${Number.MAX_SAFE_INTEGER + 2},"value":{"name":null,"avatar":null}}`),
    ).toBe('invalid');
    expect(parse(stamped, '{"timestamp":1,"value":{"name":null}}')).toBe('invalid');
    const token = {
      name: 'n',
      symbol: 's',
      chainId: 'c',
      price: 1,
      quantity: { decimals: '1', numeric: '1' },
      iconUrl: '',
    };
    expect(tokenBalanceSchema.safeParse(token).success).toBe(true);
    expect(tokenBalanceSchema.safeParse({ ...token, price: Number.POSITIVE_INFINITY }).success).toBe(false);
    expect(tokenBalanceSchema.safeParse({ ...token, price: Number.NaN }).success).toBe(false);
    // A token no feed prices has no price at all (docs/account.md), and that is a valid entry.
    const { price: _price, ...unpriced } = token;
    expect(tokenBalanceSchema.safeParse(unpriced).success).toBe(true);
  });
});

describe('storage value validators: properties', () => {
  const shapes = {
    object: object({ a: string(), b: optional(number), c: nullable(oneOf(['x', 'y'])) }),
    loose: looseObject({ a: array(nonNegativeInteger) }),
    record: partialRecord(['p', 'q'], string({ minLength: 1, pattern: /^[a-z]+$/ })),
  };

  it('never throw, on any value', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
        for (const schema of Object.values(shapes)) expect(() => schema.safeParse(value)).not.toThrow();
      }),
    );
  });

  it('what they accept, they accept again unchanged (the output is a valid value of the same shape)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const schema of Object.values(shapes)) {
          const first = schema.safeParse(value);
          if (!first.success) continue;
          const second = schema.safeParse(first.data);
          expect(second).toEqual({ success: true, data: first.data });
        }
      }),
    );
  });

  it('an object with the named fields valid reads back exactly those fields, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string(), fc.jsonValue()), (a, extra) => {
        const input = { ...extra, a };
        delete (input as Record<string, unknown>).b;
        delete (input as Record<string, unknown>).c;
        const result = object({ a: string(), b: optional(number) }).safeParse(input);
        expect(result).toEqual({ success: true, data: { a } });
      }),
    );
  });
});
