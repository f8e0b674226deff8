/**
 * Network switching wired to the instance: the chains store, the accounts store (through its port),
 * the adapters, storage, and the modal for the unsupported-network rule.
 */
import type { AccountsStore } from '../accounts/index.js';
import type { ChainAdapter } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { type ChainsStore, type NetworkSwitchPorts, syncNetworkFromWallet } from '../chains/index.js';
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
  /** Bound lazily: the modal is built after the chains wiring (it reads the chain state to open). */
  getModal: () => Pick<ModalService, 'open'>;
  /** The send flow is not part of core yet; the React layer hands its reset in later. */
  resetSendFlow: () => void;
}

export function createNetworkSwitchPorts(deps: ChainsWiringDeps): NetworkSwitchPorts {
  return {
    chains: deps.chains,
    accounts: createNetworkAccountsPort(deps.accounts),
    getAdapter: (namespace) => deps.adapters[namespace],
    storage: deps.storage,
    resetSendFlow: deps.resetSendFlow,
    // Spec §4: the unsupported rule "opens UnsupportedChain", i.e. the modal on that view.
    router: { openUnsupportedChain: () => deps.getModal().open({ view: { name: 'UnsupportedChain' } }) },
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
