import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeValue, errorChain, readMessages, readNumericCode, readProp } from './error-chain.js';

describe('errorChain', () => {
  it('lists the error and its nested causes outermost first', () => {
    const inner = { code: 4902, message: 'Unrecognized chain' };
    const middle = { code: -32603, data: { originalError: inner } };
    const outer = new Error('outer', { cause: middle });
    expect(errorChain(outer)).toEqual([outer, middle, middle.data, inner]);
  });

  it('visits each object once in cyclic structures', () => {
    const a: Record<string, unknown> = { message: 'a' };
    a.cause = a;
    a.error = a;
    expect(errorChain(a)).toEqual([a]);
  });

  it('stops on absurdly deep chains', () => {
    let deep: Record<string, unknown> = { code: 1 };
    for (let index = 0; index < 1000; index++) deep = { cause: deep };
    expect(errorChain(deep).length).toBeLessThanOrEqual(32);
  });
});

describe('field readers', () => {
  it('read numeric codes from numbers and numeric strings only', () => {
    expect(readNumericCode({ code: 4001 })).toBe(4001);
    expect(readNumericCode({ code: '-32603' })).toBe(-32603);
    expect(readNumericCode({ code: 'ACTION_REJECTED' })).toBeUndefined();
    expect(readNumericCode({ code: 1.5 })).toBeUndefined();
    expect(readNumericCode(4900)).toBe(4900);
  });

  it('survive throwing getters', () => {
    const hostile = {
      get code(): never {
        throw new Error('no');
      },
    };
    expect(readProp(hostile, 'code')).toBeUndefined();
    expect(readNumericCode(hostile)).toBeUndefined();
  });

  it('collect message, shortMessage and details once each', () => {
    expect(readMessages({ message: 'a', shortMessage: 'a', details: 'b' })).toEqual(['a', 'b']);
    expect(readMessages('plain')).toEqual(['plain']);
    expect(readMessages(42)).toEqual([]);
  });

  it('never throw on anything (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true, withMap: true }), (value) => {
        errorChain(value);
        readNumericCode(value);
        readMessages(value);
        expect(typeof describeValue(value)).toBe('string');
      }),
    );
  });
});
