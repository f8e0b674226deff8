/**
 * Networks a wallet reports that the app did not configure. Spec §3: "An unsupported network is shown as
 * Unknown Network". The network still becomes active (the wallet IS on it), so the modal can say so and
 * offer to switch back.
 */
import { type CaipNetworkId, parseCaipNetworkId } from '../caip/index.js';
import {
  type CaipNetwork,
  getNetworkByCaipId,
  getNetworkName,
  type NativeCurrency,
  UNKNOWN_NETWORK_NAME,
} from '../networks/index.js';

/** Used when not even the catalogue knows the chain; the symbol stays empty rather than guessing one. */
const UNKNOWN_NATIVE_CURRENCY: NativeCurrency = Object.freeze({ name: 'Unknown', symbol: '', decimals: 18 });

/**
 * A placeholder network named 'Unknown Network' for `caipNetworkId`. When Walletport's catalogue knows the
 * chain, its currency and explorer are kept (the balance still reads right); the name is not, because the
 * app did not configure the network and the spec shows such networks as unknown.
 * Throws 'Invalid CAIP-2 network id' for a malformed id.
 */
export function createUnknownCaipNetwork(caipNetworkId: string): CaipNetwork {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId);
  const known = getNetworkByCaipId(caipNetworkId);
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

/** The configured network with this id (or its deprecated id), else an 'Unknown Network' placeholder. */
export function resolveReportedNetwork(
  caipNetworkId: string,
  configuredNetworks: readonly CaipNetwork[],
): CaipNetwork {
  return getNetworkByCaipId(caipNetworkId, configuredNetworks) ?? createUnknownCaipNetwork(caipNetworkId);
}

/** The name to display: the configured network's name, else 'Unknown Network' (also for no network). */
export function networkDisplayName(
  network: Pick<CaipNetwork, 'caipNetworkId'> | undefined,
  configuredNetworks: readonly CaipNetwork[],
): string {
  return getNetworkName(network?.caipNetworkId, configuredNetworks);
}
