/**
 * Account switching: if the connector for the namespace is already active, set the address as
 * namespace:network:address; otherwise connect the matching connector.
 */
import type { AccountType } from '../adapter/index.js';
import { buildCaipAddress, type ChainNamespace } from '../caip/index.js';
import { createError } from '../errors/index.js';
import type { AccountsStore } from './accounts-store.js';
import { setCaipAddress } from './accounts-store.js';
import type { AccountConnectorsPort, NamespaceNetworkPort } from './ports.js';

/** The account to switch to, plus the connector that holds the account. */
export interface SwitchAccountTarget {
  namespace: ChainNamespace;
  address: string;
  type: AccountType;
  publicKey?: string;
  path?: string;
  /** The connector that holds this account; defaults to the namespace's active connector. */
  connectorId?: string;
}

export interface SwitchAccountPorts {
  accounts: AccountsStore;
  connectors: AccountConnectorsPort;
  getCaipNetwork: NamespaceNetworkPort;
}

export type SwitchAccountOutcome = 'address-set' | 'connected';

/**
 * Switches to `target`. Returns which path it took. Throws
 * - 'Connector not found' when no connector is named and none is active for the namespace,
 * - 'CaipNetwork is undefined' when the connector is active but the namespace has no network to
 *   build the CAIP-10 address with,
 * - 'Invalid CAIP-10 address' for an address that cannot be part of one,
 * - whatever the connector's connect throws.
 */
export async function switchAccount(
  target: SwitchAccountTarget,
  ports: SwitchAccountPorts,
): Promise<SwitchAccountOutcome> {
  const { namespace, address } = target;
  const activeConnectorId = ports.connectors.getActiveConnectorId(namespace);
  const connectorId = target.connectorId ?? activeConnectorId;
  if (connectorId === undefined) {
    throw createError('CONNECTOR_NOT_FOUND', { details: `No connector is connected for ${namespace}` });
  }

  if (connectorId === activeConnectorId) {
    const network = ports.getCaipNetwork(namespace);
    // A network of another namespace would produce an address no wallet of this namespace owns.
    if (network === undefined || network.chainNamespace !== namespace) {
      throw createError('CAIP_NETWORK_UNDEFINED', { details: `No network is active for ${namespace}` });
    }
    setCaipAddress(ports.accounts, buildCaipAddress(namespace, network.id, address));
    return 'address-set';
  }

  await ports.connectors.connect({ connectorId, namespace });
  return 'connected';
}
