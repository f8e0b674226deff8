import type { CaipNetwork } from './types.js';

/** The chain the modal starts on when the app names no default network. */
export const DEFAULT_CHAIN_ID = 1;

/** The eip155 chains the swap feature supports. */
export const SWAP_SUPPORTED_CHAIN_IDS = Object.freeze([
  1, 42_161, 10, 324, 8453, 56, 137, 100, 43_114, 250, 8217, 1_313_161_554,
] as const);

/** True for an eip155 network whose chain id is in SWAP_SUPPORTED_CHAIN_IDS; the same id elsewhere is not. */
export function isSwapSupported(network: Pick<CaipNetwork, 'chainNamespace' | 'id'> | undefined): boolean {
  if (network?.chainNamespace !== 'eip155') return false;
  return SWAP_SUPPORTED_CHAIN_IDS.some((chainId) => String(chainId) === String(network.id));
}
