import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { FeeCapTooHighError, FeeConflictError, formatWeiAsGwei, TipAboveFeeCapError } from './fee-errors.js';
import { assertFeeFields, assertFeeMultiplier, DEFAULT_FEE_MULTIPLIER, MAX_FEE_PER_GAS } from './fees.js';

const GWEI = 1_000_000_000n;

describe('assertFeeFields', () => {
  it('accepts legacy and EIP-1559 fee sets', () => {
    expect(() => assertFeeFields({})).not.toThrow();
    expect(() => assertFeeFields({ gasPrice: 5n * GWEI })).not.toThrow();
    expect(() => assertFeeFields({ maxFeePerGas: 5n * GWEI, maxPriorityFeePerGas: 5n * GWEI })).not.toThrow();
    expect(() => assertFeeFields({ maxPriorityFeePerGas: 5n * GWEI })).not.toThrow();
  });

  it('refuses a gas price combined with either max-fee field', () => {
    expect(() => assertFeeFields({ gasPrice: 1n, maxFeePerGas: 2n })).toThrowError(FeeConflictError);
    expect(() => assertFeeFields({ gasPrice: 1n, maxPriorityFeePerGas: 0n })).toThrowError(FeeConflictError);
    expect(() => assertFeeFields({ gasPrice: 1n, maxFeePerGas: 2n })).toThrowError(
      'A `gasPrice` cannot be combined with `maxFeePerGas` or `maxPriorityFeePerGas`.',
    );
  });

  it('refuses a max fee above 2^256-1', () => {
    expect(() => assertFeeFields({ maxFeePerGas: MAX_FEE_PER_GAS })).not.toThrow();
    expect(() => assertFeeFields({ maxFeePerGas: MAX_FEE_PER_GAS + 1n })).toThrowError(FeeCapTooHighError);
    expect(() => assertFeeFields({ maxFeePerGas: MAX_FEE_PER_GAS + 1n })).toThrowError(
      'The fee cap (`maxFeePerGas` = 115792089237316195423570985008687907853269984665640564039457584007913.129639936 gwei) is higher than the largest allowed value (2^256-1 wei).',
    );
  });

  it('refuses a priority fee above the max fee, naming both in gwei', () => {
    const fees = { maxFeePerGas: 2n * GWEI, maxPriorityFeePerGas: 3n * GWEI + GWEI / 2n };
    expect(() => assertFeeFields(fees)).toThrowError(TipAboveFeeCapError);
    expect(() => assertFeeFields(fees)).toThrowError(
      'The tip (`maxPriorityFeePerGas` = 3.5 gwei) is higher than the fee cap (`maxFeePerGas` = 2 gwei).',
    );
  });

  it('treats an explicit zero max fee as a bound for the tip', () => {
    expect(() => assertFeeFields({ maxFeePerGas: 0n, maxPriorityFeePerGas: 1n })).toThrowError(
      TipAboveFeeCapError,
    );
  });

  it('checks the conflict before the other rules', () => {
    expect(() => assertFeeFields({ gasPrice: 1n, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n })).toThrowError(
      FeeConflictError,
    );
  });

  it('gives each rule its own code and keeps the values on the error', () => {
    const error = new TipAboveFeeCapError({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n });
    expect(error).toBeInstanceOf(WalletportError);
    expect(error).toMatchObject({ code: 'TIP_ABOVE_FEE_CAP', maxFeePerGas: 1n, maxPriorityFeePerGas: 2n });
    expect(new FeeConflictError().code).toBe('FEE_CONFLICT');
    expect(new FeeCapTooHighError(1n).code).toBe('FEE_CAP_TOO_HIGH');
  });

  it('property: throws exactly when a rule is broken, and only the matching typed error', () => {
    const fee = fc.option(
      fc.oneof(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: MAX_FEE_PER_GAS - 2n, max: MAX_FEE_PER_GAS + 2n }),
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(fee, fee, fee, (gasPrice, maxFeePerGas, maxPriorityFeePerGas) => {
        const conflict =
          gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined);
        const capTooHigh = maxFeePerGas !== undefined && maxFeePerGas > MAX_FEE_PER_GAS;
        const tipTooHigh =
          maxFeePerGas !== undefined &&
          maxPriorityFeePerGas !== undefined &&
          maxPriorityFeePerGas > maxFeePerGas;
        const expected = conflict
          ? FeeConflictError
          : capTooHigh
            ? FeeCapTooHighError
            : tipTooHigh
              ? TipAboveFeeCapError
              : undefined;
        const action = () => assertFeeFields({ gasPrice, maxFeePerGas, maxPriorityFeePerGas });
        if (expected === undefined) expect(action).not.toThrow();
        else expect(action).toThrowError(expected);
      }),
    );
  });
});

describe('formatWeiAsGwei', () => {
  it.each([
    [0n, '0'],
    [GWEI, '1'],
    [1_500_000_000n, '1.5'],
    [1n, '0.000000001'],
    [-2_250_000_000n, '-2.25'],
  ])('formats %s wei as %s gwei', (wei, expected) => {
    expect(formatWeiAsGwei(wei)).toBe(expected);
  });

  it('property: the gwei text reads back to the same wei', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (wei) => {
        const [whole = '', fraction = ''] = formatWeiAsGwei(wei).replace('-', '').split('.');
        const magnitude = BigInt(whole) * GWEI + BigInt(fraction.padEnd(9, '0') || '0');
        expect(wei < 0n ? -magnitude : magnitude).toBe(wei);
      }),
    );
  });
});

describe('assertFeeMultiplier', () => {
  it('has a default base multiplier of 1.2 that passes', () => {
    expect(DEFAULT_FEE_MULTIPLIER).toBe(1.2);
    expect(() => assertFeeMultiplier(DEFAULT_FEE_MULTIPLIER)).not.toThrow();
  });

  it('accepts exactly 1', () => {
    expect(() => assertFeeMultiplier(1)).not.toThrow();
  });

  it.each([0.99, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (multiplier) => {
    expect(() => assertFeeMultiplier(multiplier)).toThrowError(WalletportError);
    expect(() => assertFeeMultiplier(multiplier)).toThrowError('Fee multiplier must be at least 1');
  });

  it('property: throws WalletportError exactly for numbers below 1 or not finite', () => {
    fc.assert(
      fc.property(fc.double(), (multiplier) => {
        const valid = Number.isFinite(multiplier) && multiplier >= 1;
        if (valid) expect(() => assertFeeMultiplier(multiplier)).not.toThrow();
        else expect(() => assertFeeMultiplier(multiplier)).toThrowError(WalletportError);
      }),
    );
  });
});
