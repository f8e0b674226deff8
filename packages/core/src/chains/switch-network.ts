/**
 * Network switching:
 * - Switching changes active namespace, address and stored active network id, and resets the send flow.
 * - Switching to a namespace with no address only sets the active network.
 * - A network not in the requested list, with switching enabled and unsupported chains not allowed, opens
 *   UnsupportedChain and the unsupported-network UI.
 * - Switching to a chain not configured fails with chain-not-configured; a connector must exist or an
 *   error results. The wallet-side add-chain fallback lives in switch-with-add-fallback.ts, for adapters.
 */
import type { CaipNetworkId, ChainNamespace } from '../caip/index.js';
import { createError } from '../errors/index.js';
import type { CaipNetwork } from '../networks/index.js';
import { findNetworkByCaipId } from '../networks/lookup.js';
import { storageKeys } from '../storage/index.js';
import type { ChainsState } from './chain-state.js';
import {
  applyActiveNetwork,
  getChainState,
  selectAllCaipNetworks,
  selectNamespaceNetwork,
} from './chains-store.js';
import { isNetworkSupported, shouldShowUnsupportedChain } from './network-support.js';
import type { NetworkSwitchPorts } from './ports.js';
import { resolveReportedNetwork } from './unknown-network.js';

export type SwitchNetworkOutcome =
  /** The namespace has an account: the wallet switched (if it was elsewhere) and the address moved. */
  | 'switched'
  /** The namespace has no account: only the active network changed. */
  | 'network-set';

/**
 * Switches to a configured network. Throws (changing nothing)
 * - 'CaipNetwork is undefined' without a target,
 * - 'Chain not configured' (code CHAIN_NOT_CONFIGURED) for a network the app did not configure,
 * - 'Adapter not found' when the namespace has an account but no adapter to ask the wallet,
 * - whatever the adapter's switchNetwork throws (the wallet refused, the chain is unknown to it, …).
 */
export async function switchNetwork(
  target: CaipNetwork | CaipNetworkId | undefined,
  ports: NetworkSwitchPorts,
): Promise<SwitchNetworkOutcome> {
  if (target === undefined) throw createError('CAIP_NETWORK_UNDEFINED');
  const targetId = typeof target === 'string' ? target : target.caipNetworkId;
  const network = findNetworkByCaipId(targetId, selectAllCaipNetworks(ports.chains.getState()));
  if (network === undefined) {
    throw createError('CHAIN_NOT_CONFIGURED', {
      details: `${targetId} is not in the networks option; add it there to switch to it.`,
    });
  }
  const namespace = network.chainNamespace as ChainNamespace;

  if (ports.accounts.getAddress(namespace) === undefined) {
    await commitActiveNetwork(network, ports);
    return 'network-set';
  }

  const adapter = ports.getAdapter(namespace);
  if (adapter === undefined) {
    throw createError('ADAPTER_NOT_FOUND', { details: `No adapter is configured for ${namespace}` });
  }
  // Only ask the wallet when it is elsewhere: a prompt for the network it is already on is noise.
  if (selectNamespaceNetwork(ports.chains.getState(), namespace)?.caipNetworkId !== network.caipNetworkId) {
    await adapter.switchNetwork({ network });
  }
  await commitActiveNetwork(network, ports);
  return 'switched';
}

/**
 * The wallet reported a network (chainChanged, or the chain after connecting). A configured network is
 * used as is; any other becomes an 'Unknown Network' placeholder, which the unsupported rule then catches.
 * A report for a namespace other than the active one only records that namespace's network: the wallet of
 * another namespace must not pull the modal away from the one the visitor is using.
 */
export async function syncNetworkFromWallet(
  { caipNetworkId }: { caipNetworkId: string },
  ports: NetworkSwitchPorts,
): Promise<CaipNetwork> {
  const state = ports.chains.getState();
  const network = resolveReportedNetwork(caipNetworkId, selectAllCaipNetworks(state));
  const namespace = network.chainNamespace as ChainNamespace;
  if (state.activeNamespace !== undefined && state.activeNamespace !== namespace) {
    const chain = getChainState(state, namespace);
    ports.chains.setState({ chains: { ...state.chains, [namespace]: { ...chain, caipNetwork: network } } });
    const address = ports.accounts.getAddress(namespace);
    if (address !== undefined) ports.accounts.setCaipAddress(`${network.caipNetworkId}:${address}`);
    return network;
  }
  await commitActiveNetwork(network, ports);
  return network;
}

/**
 * The visitor connected a wallet on another namespace than the active one: that namespace becomes active,
 * on the network its wallet reported (an unknown one is shown as such, as for any wallet report).
 */
export async function activateConnectedNetwork(
  { caipNetworkId }: { caipNetworkId: string },
  ports: NetworkSwitchPorts,
): Promise<void> {
  const state = ports.chains.getState();
  const network = resolveReportedNetwork(caipNetworkId, selectAllCaipNetworks(state));
  if (state.activeNamespace === network.chainNamespace) return;
  await commitActiveNetwork(network, ports);
}

/**
 * Makes `network` active. With an account in its namespace: moves the CAIP-10 address to the network,
 * stores the active network id and namespace, resets the send flow, and applies the unsupported-network
 * rule. Without one: only the active network (state and stored ids).
 */
async function commitActiveNetwork(network: CaipNetwork, ports: NetworkSwitchPorts): Promise<void> {
  const namespace = network.chainNamespace as ChainNamespace;
  const address = ports.accounts.getAddress(namespace);
  const next = applyActiveNetwork(ports.chains.getState(), network);

  if (address === undefined) {
    // Nothing is connected there, so there is no wallet on an unsupported network to warn about.
    ports.chains.replaceState({ ...next, showUnsupportedNetworkUI: false });
    await storeActiveNetwork(network, ports);
    return;
  }

  const showUnsupported = unsupportedUiWanted(next, network, ports);
  ports.chains.replaceState({ ...next, showUnsupportedNetworkUI: showUnsupported });
  ports.accounts.setCaipAddress(`${network.caipNetworkId}:${address}`);
  await storeActiveNetwork(network, ports);
  ports.resetSendFlow();
  if (showUnsupported) ports.router.openUnsupportedChain();
}

function unsupportedUiWanted(
  state: ChainsState,
  network: CaipNetwork,
  ports: Pick<NetworkSwitchPorts, 'getOptions'>,
): boolean {
  const { requestedCaipNetworkIds } = getChainState(state, network.chainNamespace as ChainNamespace);
  return shouldShowUnsupportedChain(isNetworkSupported(network, requestedCaipNetworkIds), ports.getOptions());
}

async function storeActiveNetwork(
  network: CaipNetwork,
  ports: Pick<NetworkSwitchPorts, 'storage'>,
): Promise<void> {
  await ports.storage.set(storageKeys.activeCaipNetworkId, network.caipNetworkId);
  await ports.storage.set(storageKeys.activeNamespace, network.chainNamespace as ChainNamespace);
}
