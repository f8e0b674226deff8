// Public entry of @walletport/adapter-evm.
export { toEvmChainId } from './chain-id.js';
export type { WagmiAdapterOptions } from './config.js';
export { dedupeConnectors } from './connector-dedupe.js';
export { addEthereumChainParameter } from './add-chain-parameter.js';
export {
  CALLS_PER_TOKEN,
  type CallResult,
  decodeErc20Balances,
  type Erc20Balance,
  MULTICALL_BATCH_SIZE,
} from './token-balances.js';
export { INJECTED_WALLET_WAIT_MS, WagmiAdapter } from './wagmi-adapter.js';
export {
  WAGMI_ADAPTER_MESSAGES,
  WagmiAdapterError,
  type WagmiAdapterErrorCode,
  type WagmiAdapterErrorOptions,
} from './errors.js';
