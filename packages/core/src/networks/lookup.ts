import { ALL_NETWORKS } from './catalogue.js';
import type { CaipNetwork } from './types.js';

/** How a network that is not in the list is named. */
export const UNKNOWN_NETWORK_NAME = 'Unknown Network';

type NetworkList<Network extends CaipNetwork> = readonly Network[];

/**
 * getNetworkByCaipId with the list required. The instance only ever searches the app's configured
 * networks; calling this (rather than a function whose default is the catalogue) keeps every other
 * network out of an app's bundle.
 */
export function findNetworkByCaipId<Network extends CaipNetwork>(
  caipNetworkId: string | undefined,
  networks: NetworkList<Network>,
): Network | undefined {
  if (caipNetworkId === undefined) return undefined;
  return (
    networks.find((network) => network.caipNetworkId === caipNetworkId) ??
    networks.find((network) => network.deprecatedCaipNetworkId === caipNetworkId)
  );
}

/**
 * Finds a network by its CAIP-2 id, or by the older id it is also known by (`deprecatedCaipNetworkId`),
 * so a wallet that still announces an old Solana id lands on the right network.
 * Searches `networks` (the app's configured list) or, when left out, the whole catalogue.
 */
export function getNetworkByCaipId<Network extends CaipNetwork = CaipNetwork>(
  caipNetworkId: string | undefined,
  networks: NetworkList<Network> = ALL_NETWORKS as NetworkList<Network>,
): Network | undefined {
  return findNetworkByCaipId(caipNetworkId, networks);
}

/**
 * Finds a network by namespace and chain id; numeric and string ids are the same id ('1' and 1 on eip155),
 * as wallets report either.
 */
export function getNetworkById<Network extends CaipNetwork = CaipNetwork>(
  chainNamespace: string,
  id: number | string,
  networks: NetworkList<Network> = ALL_NETWORKS as NetworkList<Network>,
): Network | undefined {
  return getNetworkByCaipId(`${chainNamespace}:${id}`, networks);
}

/** The display name of a network, or 'Unknown Network' for one that is not in the list (or no id at all). */
export function getNetworkName(
  caipNetworkId: string | undefined,
  networks: NetworkList<CaipNetwork> = ALL_NETWORKS,
): string {
  return findNetworkName(caipNetworkId, networks);
}

/** getNetworkName with the list required (see findNetworkByCaipId for why). */
export function findNetworkName(
  caipNetworkId: string | undefined,
  networks: NetworkList<CaipNetwork>,
): string {
  return findNetworkByCaipId(caipNetworkId, networks)?.name ?? UNKNOWN_NETWORK_NAME;
}
