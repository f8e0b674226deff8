/**
 * Networks a wallet reports that the app did not configure: such a network is shown as Unknown Network.
 * The network still becomes active (the wallet IS on it), so the modal can say so and
 * offer to switch back.
 */
import { type CaipNetworkId, parseCaipNetworkId } from '../caip/index.js';
// The instance path (resolveReportedNetwork, networkDisplayName) uses the list-required lookups only: a
// default parameter referring to the catalogue would put every network into every app's bundle.
import {
  findNetworkByCaipId,
  findNetworkName,
  getNetworkByCaipId,
  UNKNOWN_NETWORK_NAME,
} from '../networks/lookup.js';
import type { CaipNetwork, NativeCurrency } from '../networks/types.js';

/** Used when not even the catalogue knows the chain; the symbol stays empty rather than guessing one. */
const UNKNOWN_NATIVE_CURRENCY: NativeCurrency = Object.freeze({ name: 'Unknown', symbol: '', decimals: 18 });

/**
 * A placeholder network named 'Unknown Network' for `caipNetworkId`. When Walletport's catalogue knows the
 * chain, its currency and explorer are kept (the balance still reads right); the name is not, because the
 * app did not configure the network and such networks are shown as unknown.
 * Throws 'Invalid CAIP-2 network id' for a malformed id.
 */
export function createUnknownCaipNetwork(caipNetworkId: string): CaipNetwork {
  return unknownNetworkPlaceholder(caipNetworkId, getNetworkByCaipId(caipNetworkId));
}

/** The placeholder, keeping currency, RPC and explorer of `known` (the same chain from some list) if given. */
function unknownNetworkPlaceholder(caipNetworkId: string, known: CaipNetwork | undefined): CaipNetwork {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId);
  // The CaipNetwork contract: eip155 ids are numbers (viem's Chain.id), other namespaces keep the reference.
  const id = chainNamespace === 'eip155' && /^[1-9][0-9]*$/.test(chainId) ? Number(chainId) : chainId;
  return {
    id,
    caipNetworkId: caipNetworkId as CaipNetworkId,
    chainNamespace,
    name: UNKNOWN_NETWORK_NAME,
    testnet: known?.testnet ?? false,
    nativeCurrency: known?.nativeCurrency ?? UNKNOWN_NATIVE_CURRENCY,
    rpcUrls: known?.rpcUrls ?? { default: { http: [] } },
    ...(known?.blockExplorers === undefined ? {} : { blockExplorers: known.blockExplorers }),
  };
}

/**
 * The configured network with this id (or its deprecated id), else an 'Unknown Network' placeholder.
 * Only the configured list is searched: the placeholder has no currency symbol, RPC or explorer (what
 * the app did not configure is not in its bundle). Throws 'Invalid CAIP-2 network id' for a malformed id.
 */
export function resolveReportedNetwork(
  caipNetworkId: string,
  configuredNetworks: readonly CaipNetwork[],
): CaipNetwork {
  return (
    findNetworkByCaipId(caipNetworkId, configuredNetworks) ??
    unknownNetworkPlaceholder(caipNetworkId, undefined)
  );
}

/** The name to display: the configured network's name, else 'Unknown Network' (also for no network). */
export function networkDisplayName(
  network: Pick<CaipNetwork, 'caipNetworkId'> | undefined,
  configuredNetworks: readonly CaipNetwork[],
): string {
  return findNetworkName(network?.caipNetworkId, configuredNetworks);
}
