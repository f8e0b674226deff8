// Public entry of @walletport/adapter-ethers. Importing it loads neither ethers nor anything else:
// ethers is a peer dependency, imported on first use (see ethers-adapter.ts).
export { EthersAdapter, INJECTED_WALLET_WAIT_MS } from './ethers-adapter.js';
export type { EthersAdapterOptions } from './options.js';
export {
  ETHERS_ADAPTER_MESSAGES,
  EthersAdapterError,
  type EthersAdapterErrorCode,
  type EthersAdapterErrorOptions,
} from './errors.js';
export type { Eip6963ProviderDetail, Eip6963ProviderInfo } from './eip6963.js';
export type { WalletConnectEip1193Provider } from './walletconnect-provider.js';
