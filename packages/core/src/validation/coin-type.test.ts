import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/base.js';
import {
  chainIdToCoinType,
  coinTypeToChainId,
  ETHEREUM_MAINNET_COIN_TYPE,
  EVM_COIN_TYPE_FLAG,
} from './coin-type.js';

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('chainIdToCoinType', () => {
  it('maps Ethereum mainnet to 60', () => {
    expect(chainIdToCoinType(1)).toBe(ETHEREUM_MAINNET_COIN_TYPE);
    expect(ETHEREUM_MAINNET_COIN_TYPE).toBe(60);
  });

  it('sets the high bit for other chains (ENSIP-11) as an unsigned number', () => {
    expect(chainIdToCoinType(10)).toBe(0x8000000a);
    expect(chainIdToCoinType(8453)).toBe(2147492101);
    expect(chainIdToCoinType(0)).toBe(EVM_COIN_TYPE_FLAG);
    expect(chainIdToCoinType(0x7fffffff)).toBe(0xffffffff);
  });

  it.each([0x80000000, 0x80000001, 2 ** 40, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws INVALID_CHAIN_ID for %s',
    (chainId) => {
      expect(thrown(() => chainIdToCoinType(chainId))).toMatchObject({
        name: 'WalletportError',
        shortMessage: 'Invalid chainId',
        code: 'INVALID_CHAIN_ID',
      });
    },
  );
});

describe('coinTypeToChainId', () => {
  it('maps 60 back to mainnet and strips the EVM flag otherwise', () => {
    expect(coinTypeToChainId(60)).toBe(1);
    expect(coinTypeToChainId(0x8000000a)).toBe(10);
    expect(coinTypeToChainId(0xffffffff)).toBe(0x7fffffff);
  });

  it.each([0, 59, 0x7fffffff, 0x100000000, -1, 1.5, Number.NaN])(
    'throws INVALID_COIN_TYPE for %s',
    (coinType) => {
      expect(thrown(() => coinTypeToChainId(coinType))).toMatchObject({ code: 'INVALID_COIN_TYPE' });
    },
  );
});

describe('coin type properties', () => {
  it('property: round trip for every valid chain id, result is a 32-bit EVM coin type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (chainId) => {
        const coinType = chainIdToCoinType(chainId);
        expect(coinTypeToChainId(coinType)).toBe(chainId);
        expect(coinType === 60 || (coinType >= 0x80000000 && coinType <= 0xffffffff)).toBe(true);
      }),
    );
  });

  it('property: any other number only throws WalletportError', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        for (const convert of [chainIdToCoinType, coinTypeToChainId]) {
          try {
            convert(value);
          } catch (error) {
            expect(error).toBeInstanceOf(WalletportError);
          }
        }
      }),
    );
  });
});
