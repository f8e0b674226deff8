import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { object, string } from './value-check.js';
import {
  booleanCodec,
  commaListCodec,
  enumCodec,
  jsonCodec,
  nonEmptyStringCodec,
  nonNegativeIntegerCodec,
  patternCodec,
} from './codec.js';

describe('primitive codecs', () => {
  it('reads an empty string as absent', () => {
    expect(nonEmptyStringCodec.parse('')).toBeUndefined();
    expect(nonEmptyStringCodec.parse('x')).toBe('x');
  });

  it('accepts only the listed enum values', () => {
    const codec = enumCodec(['a', 'b'] as const);
    expect(codec.parse('a')).toBe('a');
    expect(codec.parse('c')).toBeUndefined();
    expect(codec.parse('A')).toBeUndefined();
  });

  it('accepts only the words true and false as booleans', () => {
    expect(booleanCodec.parse('true')).toBe(true);
    expect(booleanCodec.parse('false')).toBe(false);
    for (const raw of ['1', 'TRUE', '', 'yes', ' true']) expect(booleanCodec.parse(raw)).toBeUndefined();
  });

  it('accepts plain decimal safe integers only', () => {
    expect(nonNegativeIntegerCodec.parse('0')).toBe(0);
    expect(nonNegativeIntegerCodec.parse('1700000000000')).toBe(1_700_000_000_000);
    for (const raw of ['-1', '1.5', '1e3', '0x10', '01', '', ' 1', String(2 ** 53)]) {
      expect(nonNegativeIntegerCodec.parse(raw)).toBeUndefined();
    }
  });

  it('checks strings against their pattern', () => {
    const codec = patternCodec(/^a+$/);
    expect(codec.parse('aaa')).toBe('aaa');
    expect(codec.parse('ab')).toBeUndefined();
  });
});

describe('commaListCodec', () => {
  const codec = commaListCodec(nonNegativeIntegerCodec);

  it('reads the empty string as the empty list', () => {
    expect(codec.parse('')).toEqual([]);
    expect(codec.serialize([])).toBe('');
  });

  it('treats the whole list as corrupted when one item is invalid', () => {
    expect(codec.parse('1,2,3')).toEqual([1, 2, 3]);
    expect(codec.parse('1,x,3')).toBeUndefined();
    expect(codec.parse('1,,3')).toBeUndefined();
  });

  it('round trips any list of integers', () => {
    fc.assert(
      fc.property(fc.array(fc.maxSafeNat()), (values) => {
        expect(codec.parse(codec.serialize(values))).toEqual(values);
      }),
    );
  });
});

describe('jsonCodec', () => {
  const codec = jsonCodec(object({ href: string(), name: string() }));

  it('reads invalid JSON and wrong shapes as absent', () => {
    expect(codec.parse('{"href":"a","name":"b"}')).toEqual({ href: 'a', name: 'b' });
    expect(codec.parse('{"href":"a"')).toBeUndefined();
    expect(codec.parse('{"href":1,"name":"b"}')).toBeUndefined();
    expect(codec.parse('null')).toBeUndefined();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), (raw) => {
        const parsed = codec.parse(raw);
        if (parsed !== undefined) expect(codec.parse(codec.serialize(parsed))).toEqual(parsed);
      }),
    );
  });

  it('round trips every valid value', () => {
    fc.assert(
      fc.property(fc.record({ href: fc.string(), name: fc.string({ unit: 'binary' }) }), (value) => {
        expect(codec.parse(codec.serialize(value))).toEqual(value);
      }),
    );
  });
});
