/**
 * The devnet's swap pools: which assets, how deep, and where each pool lives. Each is priced at the
 * price feeds' starting answers (ETH 2875.40, WPUSD 1.00, WPT 0.42 USD), so a swap quote and the
 * wallet's USD values agree on a fresh devnet. The pools hold WETH where they trade ether.
 */
import { type Address, encodePacked, getContractAddress, keccak256 } from 'viem';
import { walletportSwapPairArtifact } from './artifacts.js';
import { DEVNET_CONTRACTS } from './deployments.js';

/** A pool side: the chain's native coin (held as WETH) or a devnet token. */
export type DevnetPoolAsset = 'eth' | 'wpusd' | 'wpt';

export interface DevnetSwapPool {
  /** Two assets, in the order the amounts are given (not the pool's token0/token1 order). */
  assets: readonly [DevnetPoolAsset, DevnetPoolAsset];
  /** Whole units of each asset the liquidity provider deposits, as decimal strings. */
  amounts: readonly [string, string];
  /** The pair contract (CREATE2 by the factory; a test checks it against devnetPairAddress). */
  address: Address;
}

/** The account that seeds the pools; it holds the LP shares. Not an account the e2e tests spend from. */
export const DEVNET_LIQUIDITY_PROVIDER_INDEX = 4;

export const DEVNET_SWAP_POOLS = [
  {
    assets: ['eth', 'wpusd'],
    amounts: ['100', '287540'],
    address: '0x8784a265D304E1dAD30e7d7Ee2879e5a106446b6',
  },
  {
    assets: ['eth', 'wpt'],
    amounts: ['100', '684619'],
    address: '0xe9A5aB871EEE424d173667Bb2789DB31c8Ccd632',
  },
  {
    assets: ['wpusd', 'wpt'],
    amounts: ['100000', '238095.238095'],
    address: '0x45ce7f2Ae07935c305dFb606BB61e8C54E7Fbfb8',
  },
] as const satisfies readonly DevnetSwapPool[];

/** The ERC-20 a pool holds for an asset: WETH for the native coin. */
export function devnetPoolToken(asset: DevnetPoolAsset): Address {
  return asset === 'eth' ? DEVNET_CONTRACTS.weth : DEVNET_CONTRACTS[asset];
}

/** token0 is the lower address, as the factory sorts them. */
export function sortTokens(tokenA: Address, tokenB: Address): [Address, Address] {
  return tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA];
}

/** Where the factory creates (or created) the pool of two tokens: CREATE2 salted by the sorted pair. */
export function devnetPairAddress(tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = sortTokens(tokenA, tokenB);
  return getContractAddress({
    opcode: 'CREATE2',
    from: DEVNET_CONTRACTS.swapFactory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecode: walletportSwapPairArtifact().bytecode,
  });
}
