import { describe, expect, it } from 'vitest';
import { ConvertApiError } from '../api/convert-api.js';
import { TransactionRevertedError } from '../errors/revert-reason.js';
import { UserRejectedRequestError } from '../errors/wallet-errors.js';
import { describeSwapError, describeSwapRevert, routerFailureOf } from './swap-failure.js';

describe('describeSwapError', () => {
  it("names the router's InsufficientOutputAmount (by selector or name) as SLIPPAGE", () => {
    expect(routerFailureOf('custom error 0xd28d3eb5')).toBe('SLIPPAGE');
    expect(routerFailureOf("reverted with custom error 'InsufficientOutputAmount(1, 2)'")).toBe('SLIPPAGE');
    expect(describeSwapError(new Error('execution reverted: custom error 0xd28d3eb5: 0000…'))).toEqual({
      code: 'SLIPPAGE',
    });
  });

  it('names Expired and InsufficientLiquidity', () => {
    expect(routerFailureOf('custom error 0x203d82d8')).toBe('EXPIRED');
    expect(routerFailureOf('custom error 0xbb55fd27')).toBe('NO_LIQUIDITY');
    expect(routerFailureOf('custom error 0x12345678')).toBeUndefined();
  });

  it('a declined request stays a rejection', () => {
    expect(describeSwapError(new UserRejectedRequestError())).toEqual({ code: 'USER_REJECTED' });
  });

  it("a server refusal keeps its problem; an unknown one falls back to the send failures' UNKNOWN", () => {
    expect(describeSwapError(new ConvertApiError('NO_ROUTE', 'No route for this pair'))).toEqual({
      code: 'NO_ROUTE',
    });
    expect(describeSwapError(new ConvertApiError('UNKNOWN', 'Invalid swap answer: tx'))).toEqual({
      code: 'UNKNOWN',
    });
  });

  it('a reverted receipt whose reason is the slippage error reads as SLIPPAGE, another revert stays one', () => {
    expect(describeSwapRevert({ code: 'TRANSACTION_REVERTED', reason: 'custom error 0xd28d3eb5' })).toEqual({
      code: 'SLIPPAGE',
    });
    expect(describeSwapRevert({ code: 'TRANSACTION_REVERTED', reason: 'paused' })).toEqual({
      code: 'TRANSACTION_REVERTED',
      reason: 'paused',
    });
    expect(describeSwapError(new TransactionRevertedError({ reason: 'custom error 0xd28d3eb5' }))).toEqual({
      code: 'SLIPPAGE',
    });
  });
});
