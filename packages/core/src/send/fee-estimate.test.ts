import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChainAdapter, EstimateFeeParams, GasFees } from '../adapter/index.js';
import { MAX_FEE_PER_GAS } from '../validation/fees.js';
import { FeeCapTooHighError } from '../errors/fee-errors.js';
import { eip1559Fees, estimateSendFee, feeFieldsOf, priceGas } from './fee-estimate.js';

const GWEI = 1_000_000_000n;

describe('eip1559Fees', () => {
  it('max fee = base fee × 1.2 + tip', () => {
    expect(eip1559Fees(10n * GWEI, 2n * GWEI)).toEqual({
      maxFeePerGas: 14n * GWEI,
      maxPriorityFeePerGas: 2n * GWEI,
    });
  });

  it('rounds the raised base fee up, so the cap never falls a wei short of the product', () => {
    // 7 × 1.2 = 8.4 → 9
    expect(eip1559Fees(7n, 0n).maxFeePerGas).toBe(9n);
  });

  it('takes another multiplier of at least 1, and refuses one below', () => {
    expect(eip1559Fees(100n, 1n, 2).maxFeePerGas).toBe(201n);
    expect(() => eip1559Fees(100n, 1n, 0.9)).toThrow('Fee multiplier must be at least 1');
  });

  it('refuses a max fee above 2^256-1 (the fee rules)', () => {
    expect(() => eip1559Fees(MAX_FEE_PER_GAS, 0n)).toThrowError(FeeCapTooHighError);
  });

  it('property: tip ≤ max fee, max fee ≥ base × 1.2, and less than a wei above it plus the tip', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        (base, tip) => {
          const { maxFeePerGas, maxPriorityFeePerGas } = eip1559Fees(base, tip);
          expect(maxPriorityFeePerGas).toBe(tip);
          expect(maxPriorityFeePerGas <= maxFeePerGas).toBe(true);
          const raised = maxFeePerGas - tip;
          expect(raised * 10n >= base * 12n).toBe(true);
          expect((raised - 1n) * 10n < base * 12n).toBe(true);
        },
      ),
    );
  });
});

describe('priceGas', () => {
  it('prices EIP-1559 gas with the max fee', () => {
    expect(priceGas(21_000n, { baseFeePerGas: 10n * GWEI, maxPriorityFeePerGas: GWEI })).toEqual({
      gas: 21_000n,
      maxFeePerGas: 13n * GWEI,
      maxPriorityFeePerGas: GWEI,
      total: 21_000n * 13n * GWEI,
    });
  });

  it('prices legacy gas with the gas price when the chain has no base fee', () => {
    expect(priceGas(50_000n, { gasPrice: 3n * GWEI })).toEqual({
      gas: 50_000n,
      gasPrice: 3n * GWEI,
      total: 150_000n * GWEI,
    });
  });

  it('needs one of the two', () => {
    expect(() => priceGas(1n, {})).toThrow(RangeError);
  });
});

describe('feeFieldsOf', () => {
  it('sends exactly the reviewed fee fields, never a gas price with max-fee fields', () => {
    expect(feeFieldsOf({ total: 1n, maxFeePerGas: 3n, maxPriorityFeePerGas: 1n })).toEqual({
      maxFeePerGas: 3n,
      maxPriorityFeePerGas: 1n,
    });
    expect(feeFieldsOf({ total: 1n, gasPrice: 2n })).toEqual({ gasPrice: 2n });
    expect(feeFieldsOf({ total: 1n })).toEqual({});
  });

  it('property: what it returns always passes the fee rules', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.boolean(),
        (base, tip, legacy) => {
          const estimate = legacy
            ? priceGas(21_000n, { gasPrice: base })
            : priceGas(21_000n, { baseFeePerGas: base, maxPriorityFeePerGas: tip });
          const fields = feeFieldsOf(estimate) as { gasPrice?: bigint; maxFeePerGas?: bigint };
          expect(fields.gasPrice !== undefined && fields.maxFeePerGas !== undefined).toBe(false);
        },
      ),
    );
  });
});

/** An adapter that answers only what estimateSendFee asks. */
function adapterWith(parts: {
  estimateFee?: (params: EstimateFeeParams) => Promise<bigint>;
  estimateGas?: (params: EstimateFeeParams) => Promise<bigint>;
  getGasFees?: () => Promise<GasFees>;
}): ChainAdapter {
  return { estimateFee: async () => 0n, ...parts } as unknown as ChainAdapter;
}

describe('estimateSendFee', () => {
  const params = { from: '0x1', to: '0x2', value: 1n, chainId: 1 };

  it('prices the gas itself with the estimateGas and getGasFees capabilities', async () => {
    const adapter = adapterWith({
      estimateGas: async () => 21_000n,
      getGasFees: async () => ({ baseFeePerGas: 5n * GWEI, maxPriorityFeePerGas: GWEI }),
    });
    expect(await estimateSendFee(adapter, params)).toMatchObject({
      gas: 21_000n,
      maxFeePerGas: 7n * GWEI,
      total: 147_000n * GWEI,
    });
  });

  it('falls back to the required estimateFee (a total only) without them', async () => {
    const adapter = adapterWith({ estimateFee: async () => 123n });
    expect(await estimateSendFee(adapter, params)).toEqual({ total: 123n });
  });

  it('passes the node’s refusal on', async () => {
    const adapter = adapterWith({
      estimateGas: async () => {
        throw new Error('execution reverted: nope');
      },
      getGasFees: async () => ({ gasPrice: 1n }),
    });
    await expect(estimateSendFee(adapter, params)).rejects.toThrow('execution reverted: nope');
  });
});
