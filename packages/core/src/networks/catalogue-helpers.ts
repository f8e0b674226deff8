import {
  type CaipNetworkDefinition,
  type DefinedCaipNetwork,
  defineCaipNetwork,
} from './define-caip-network.js';
import { freezeDeep } from './freeze-deep.js';
import type { NativeCurrency, NetworkContracts } from './types.js';

/** Defines a built-in network: validated like any other, then frozen because every instance shares it. */
export function defineCatalogueNetwork<const Definition extends CaipNetworkDefinition>(
  definition: Definition,
): DefinedCaipNetwork<Definition> {
  return freezeDeep(defineCaipNetwork(definition));
}

export const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const satisfies NativeCurrency;

/**
 * Multicall3 sits at the same address on almost every EVM chain because it was deployed with a
 * pre-signed keyless transaction (https://github.com/mds1/multicall3). ZKsync Era is the exception.
 */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** viem's `contracts` entry for Multicall3, so balance reads batch without extra configuration. */
export function multicall3At(
  blockCreated: number,
  address: `0x${string}` = MULTICALL3_ADDRESS,
): { multicall3: { address: `0x${string}`; blockCreated: number } } & NetworkContracts {
  return { multicall3: { address, blockCreated } };
}
