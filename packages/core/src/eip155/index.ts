// What every eip155 adapter shares, whatever wallet library it is built on: chain ids, the EIP-1193
// provider shape, EIP-3085 add-chain, the switch-with-add flow, rejection typing, the injected-connector
// list rules and reading the wallet-connect session's eip155 namespace.
export { type AddEthereumChainParameter, addEthereumChainParameter } from './add-chain-parameter.js';
export { toEvmChainId, toHexChainId } from './chain-id.js';
export {
  type Eip1193EventListener,
  type Eip1193Provider,
  type Eip1193RequestArguments,
  isEip1193Provider,
} from './eip1193-provider.js';
export { evmNetworks } from './evm-networks.js';
export {
  BROWSER_WALLET_NAME,
  dedupeEip155Connectors,
  INJECTED_CONNECTOR_ID,
  isPlainInjected,
  readInjectedProvider,
} from './injected-connectors.js';
export { type SwitchProviderChainParams, switchProviderChain } from './switch-provider-chain.js';
export { toAdapterError } from './wallet-errors.js';
export { sessionAddresses, sessionChainIds, toEip1193Error } from './walletconnect-session.js';
