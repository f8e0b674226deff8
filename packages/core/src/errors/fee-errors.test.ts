import { describe, expect, it } from 'vitest';
import { FeeCapTooHighError, TipAboveFeeCapError } from './fee-errors.js';
import { NodeError } from './node-error-base.js';

const GWEI = 1_000_000_000n;

describe('fee errors', () => {
  it('name the offending values in gwei when known (client-side check)', () => {
    const tooHigh = new FeeCapTooHighError(2n ** 256n);
    expect(tooHigh.shortMessage).toBe(
      'The fee cap (`maxFeePerGas` = 115792089237316195423570985008687907853269984665640564039457584007913.129639936 gwei) is higher than the largest allowed value (2^256-1 wei).',
    );
    expect(tooHigh.maxFeePerGas).toBe(2n ** 256n);
    const tip = new TipAboveFeeCapError({
      maxFeePerGas: 2n * GWEI,
      maxPriorityFeePerGas: 3n * GWEI + GWEI / 2n,
    });
    expect(tip.shortMessage).toBe(
      'The tip (`maxPriorityFeePerGas` = 3.5 gwei) is higher than the fee cap (`maxFeePerGas` = 2 gwei).',
    );
    expect(tip).toMatchObject({ code: 'TIP_ABOVE_FEE_CAP', maxFeePerGas: 2n * GWEI });
  });

  it('name only the fields when a node reported the problem', () => {
    expect(new FeeCapTooHighError({ details: 'fee cap higher than 2^256-1' }).shortMessage).toBe(
      'The fee cap (`maxFeePerGas`) is higher than the largest allowed value (2^256-1 wei).',
    );
    expect(new TipAboveFeeCapError().shortMessage).toBe(
      'The tip (`maxPriorityFeePerGas`) is higher than the fee cap (`maxFeePerGas`).',
    );
  });

  it('are node errors with stable codes', () => {
    expect(new FeeCapTooHighError()).toBeInstanceOf(NodeError);
    expect(new FeeCapTooHighError().code).toBe('FEE_CAP_TOO_HIGH');
    expect(new FeeCapTooHighError({ maxFeePerGas: 1n }).maxFeePerGas).toBe(1n);
    expect(new TipAboveFeeCapError().category).toBe('NODE_ERROR');
  });

  it('formats sub-gwei and negative amounts exactly', () => {
    expect(new FeeCapTooHighError(1n).shortMessage).toContain('= 0.000000001 gwei');
    expect(new FeeCapTooHighError(-GWEI).shortMessage).toContain('= -1 gwei');
  });
});
