/**
 * The accounts store seen through the ports of other services: the connection service's AccountsPort,
 * network switching's NetworkAccountsPort and the router's FarcasterAccountPort. An account has no
 * status of its own: the connection store's per-namespace status is the one source (selectors read it).
 */
import {
  type AccountsStore,
  getAccountState,
  resetAccount,
  setCaipAddress,
  updateAccount,
} from '../accounts/index.js';
import type { CaipAddress, ChainNamespace } from '../caip/index.js';
import type { NetworkAccountsPort } from '../chains/index.js';
import {
  type ChainsStore,
  resolveReportedNetwork,
  selectAllCaipNetworks,
  selectNamespaceNetwork,
} from '../chains/index.js';
import type { AccountsPort, ConnectedAccount } from '../connection/index.js';
import type { FarcasterAccountPort } from '../modal/index.js';

export interface AccountsWiring {
  /** Called after an account became current, with the chain its wallet reported. */
  onWalletNetwork(namespace: ChainNamespace, caipNetworkId: string): void;
  /** Called when the visitor connected a wallet: its network (and so its namespace) becomes active. */
  onNamespaceConnected?(caipNetworkId: string): void;
}

/** The CAIP-2 id of the chain a wallet reported, or the namespace's current network when it reported none. */
function reportedNetworkId(
  chains: ChainsStore,
  namespace: ChainNamespace,
  chainId: number | string | undefined,
): string | undefined {
  if (chainId !== undefined) return `${namespace}:${chainId}`;
  return selectNamespaceNetwork(chains.getState(), namespace)?.caipNetworkId;
}

export function createAccountsPort(
  accounts: AccountsStore,
  chains: ChainsStore,
  wiring: AccountsWiring,
): AccountsPort {
  return {
    setConnectedAccount(namespace, account: ConnectedAccount) {
      const address = account.accounts[0]?.address;
      const networkId = reportedNetworkId(chains, namespace, account.chainId);
      // The address is shown on the wallet's network; an unconfigured one becomes 'Unknown Network'.
      const network =
        networkId === undefined
          ? undefined
          : resolveReportedNetwork(networkId, selectAllCaipNetworks(chains.getState()));
      const connector = account.connector;
      updateAccount(accounts, namespace, {
        address,
        caipAddress:
          address === undefined || network === undefined
            ? undefined
            : (`${network.caipNetworkId}:${address}` as CaipAddress),
        allAccounts: account.accounts,
        connectedWalletInfo: {
          name: connector?.name ?? account.connectorId,
          identifier: connector?.info?.rdns ?? account.connectorId,
          ...(connector?.type === undefined ? {} : { type: connector.type }),
          ...(connector?.imageUrl === undefined ? {} : { icon: connector.imageUrl }),
        },
      });
      if (networkId !== undefined && address !== undefined) wiring.onWalletNetwork(namespace, networkId);
    },
    activateNamespace(namespace, chainId) {
      const networkId = reportedNetworkId(chains, namespace, chainId);
      if (networkId !== undefined) wiring.onNamespaceConnected?.(networkId);
    },
    clearAccount(namespace) {
      // The service always clears the full list (address, balances, profile, tokens, user, provider,
      // wallet info), which is the whole account but the preference.
      resetAccount(accounts, namespace);
    },
  };
}

export function createNetworkAccountsPort(accounts: AccountsStore): NetworkAccountsPort {
  return {
    getAddress: (namespace) => getAccountState(accounts.getState(), namespace).address,
    setCaipAddress: (caipAddress) => setCaipAddress(accounts, caipAddress),
  };
}

export function createFarcasterAccountPort(
  accounts: AccountsStore,
  activeNamespace: () => ChainNamespace | undefined,
): FarcasterAccountPort {
  return {
    hasAddress: () => {
      const namespace = activeNamespace();
      return namespace !== undefined && getAccountState(accounts.getState(), namespace).address !== undefined;
    },
    clearFarcasterUrl: () => {
      const namespace = activeNamespace();
      if (namespace !== undefined) updateAccount(accounts, namespace, { farcasterUrl: undefined });
    },
  };
}
