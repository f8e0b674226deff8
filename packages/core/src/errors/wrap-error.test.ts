import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from './base.js';
import { createError } from './messages.js';
import { wrapError } from './wrap-error.js';

describe('wrapError', () => {
  it('wraps with a category, keeping text, code and the original as cause', () => {
    const original = createError('DISCONNECT_FAILED', { details: 'eip155' });
    const wrapped = wrapError(original, 'API_ERROR');
    expect(wrapped).not.toBe(original);
    expect(wrapped).toMatchObject({
      shortMessage: 'Failed to disconnect',
      code: 'DISCONNECT_FAILED',
      details: 'eip155',
      category: 'API_ERROR',
    });
    expect(wrapped.cause).toBe(original);
  });

  it('does not nest when the category is already the same', () => {
    const error = createError('DISCONNECT_FAILED');
    expect(wrapError(error, 'INTERNAL_SDK_ERROR')).toBe(error);
  });

  it('wraps foreign errors and values', () => {
    expect(wrapError(new TypeError('bad'), 'INTERNAL_SDK_ERROR')).toMatchObject({
      shortMessage: 'bad',
      category: 'INTERNAL_SDK_ERROR',
    });
    expect(wrapError({ code: 4001, message: 'User rejected' }, 'WALLET_ERROR').code).toBe(4001);
    const empty = wrapError(undefined, 'API_ERROR');
    expect(empty.shortMessage).toBe('An error occurred');
    expect(wrapError(42, 'API_ERROR').details).toBe('42');
  });

  it('never throws and always gives a categorised WalletportError (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true }), (value) => {
        const wrapped = wrapError(value, 'API_ERROR');
        expect(wrapped).toBeInstanceOf(WalletportError);
        expect(wrapped.category).toBe('API_ERROR');
      }),
    );
  });
});
