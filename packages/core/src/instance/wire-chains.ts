/**
 * Network switching wired to the instance: the chains store, the accounts store (through its port),
 * the adapters, storage, and the modal for the unsupported-network rule.
 */
import type { AccountsStore } from '../accounts/index.js';
import type { ChainAdapter } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import {
  activateConnectedNetwork,
  type ChainsStore,
  type NetworkSwitchPorts,
  syncNetworkFromWallet,
} from '../chains/index.js';
import type { ModalService } from '../modal/index.js';
import type { ResolvedOptions } from '../options/index.js';
import type { TypedStorage } from '../storage/index.js';
import type { AppKitCoreLogger } from './types.js';
import { createNetworkAccountsPort } from './wire-accounts.js';

export interface ChainsWiringDeps {
  chains: ChainsStore;
  accounts: AccountsStore;
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>;
  storage: TypedStorage;
  options: ResolvedOptions;
  modal: Pick<ModalService, 'open'>;
  /** Fires the instance's send-flow reset hooks (registered by features). */
  resetSendFlow: () => void;
}

export function createNetworkSwitchPorts(deps: ChainsWiringDeps): NetworkSwitchPorts {
  return {
    chains: deps.chains,
    accounts: createNetworkAccountsPort(deps.accounts),
    getAdapter: (namespace) => deps.adapters[namespace],
    storage: deps.storage,
    resetSendFlow: deps.resetSendFlow,
    // A wallet on an unsupported network opens the modal on UnsupportedChain.
    router: { openUnsupportedChain: () => deps.modal.open({ view: { name: 'UnsupportedChain' } }) },
    getOptions: () => ({
      enableNetworkSwitch: deps.options.enableNetworkSwitch,
      allowUnsupportedChain: deps.options.allowUnsupportedChain,
    }),
  };
}

/**
 * What a wallet reported about its network after connecting or on chainChanged: applied in the
 * background (the connection flow must not wait on it), failures logged.
 */
export function createWalletNetworkSync(ports: NetworkSwitchPorts, logger: AppKitCoreLogger) {
  return (namespace: ChainNamespace, caipNetworkId: string) => {
    syncNetworkFromWallet({ caipNetworkId }, ports).catch((error: unknown) =>
      logger.error('Failed to apply the network the wallet reported', { namespace, caipNetworkId, error }),
    );
  };
}

/** Makes the namespace the visitor just connected the active one (see activateConnectedNetwork). */
export function createConnectedNetworkActivation(ports: NetworkSwitchPorts, logger: AppKitCoreLogger) {
  return (caipNetworkId: string) => {
    activateConnectedNetwork({ caipNetworkId }, ports).catch((error: unknown) =>
      logger.error('Failed to make the connected network active', { caipNetworkId, error }),
    );
  };
}
