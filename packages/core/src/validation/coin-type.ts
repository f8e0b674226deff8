import { WalletportError } from '../errors/base.js';

/*
 * ENSIP-11 coin types: an EVM chain's coin type is `0x80000000 | chainId`, except Ethereum mainnet,
 * which keeps SLIP-44's 60. A chain id of 0x80000000 or more is invalid, since the high
 * bit is the EVM marker and the result must stay a 32-bit unsigned number.
 */

/** The high bit that marks an EVM coin type (ENSIP-11). */
export const EVM_COIN_TYPE_FLAG = 0x80000000;
/** SLIP-44 coin type of Ethereum mainnet, used instead of `0x80000001`. */
export const ETHEREUM_MAINNET_COIN_TYPE = 60;

const ETHEREUM_MAINNET_CHAIN_ID = 1;
const MAX_COIN_TYPE = 0xffffffff;

/** Converts an EVM chain id to its ENSIP-11 coin type. Throws WalletportError INVALID_CHAIN_ID when out of range. */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw new WalletportError('Invalid chainId', {
      code: 'INVALID_CHAIN_ID',
      details: `A chain id for a coin type must be an integer from 0 to ${EVM_COIN_TYPE_FLAG - 1} (below 0x80000000), got ${String(chainId)}.`,
    });
  }
  if (chainId === ETHEREUM_MAINNET_CHAIN_ID) return ETHEREUM_MAINNET_COIN_TYPE;
  // `>>> 0` turns the signed 32-bit result of `|` back into an unsigned number.
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0;
}

/**
 * Converts an EVM coin type back to its chain id (60 → 1). Throws WalletportError INVALID_COIN_TYPE for a
 * coin type that is neither 60 nor an EVM coin type (0x80000000 to 0xffffffff).
 */
export function coinTypeToChainId(coinType: number): number {
  if (coinType === ETHEREUM_MAINNET_COIN_TYPE) return ETHEREUM_MAINNET_CHAIN_ID;
  if (!Number.isSafeInteger(coinType) || coinType < EVM_COIN_TYPE_FLAG || coinType > MAX_COIN_TYPE) {
    throw new WalletportError('Invalid coinType', {
      code: 'INVALID_COIN_TYPE',
      details: `An EVM coin type is 60 or an integer from 0x80000000 to 0xffffffff, got ${String(coinType)}.`,
    });
  }
  return coinType - EVM_COIN_TYPE_FLAG;
}
