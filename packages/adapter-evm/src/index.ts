// Public entry of @walletport/adapter-evm.
// Chain ids, the add-chain parameter and the injected-connector rules are shared by every eip155 adapter
// (core's eip155 module); this package keeps exporting them under the names it always had.
export {
  addEthereumChainParameter,
  dedupeEip155Connectors as dedupeConnectors,
  toEvmChainId,
} from '@walletport/core/internal';
export type { WagmiAdapterOptions } from './config.js';
export {
  CALLS_PER_TOKEN,
  type CallResult,
  decodeErc20Balances,
  type Erc20Balance,
  MULTICALL_BATCH_SIZE,
} from './token-balances.js';
export { INJECTED_WALLET_WAIT_MS, WagmiAdapter } from './wagmi-adapter.js';
// Server rendering with wagmi's cookie storage (docs/ssr.md), under wagmi's own names so AppKit apps keep
// their code: `createStorage({ storage: cookieStorage })` for the adapter, and
// `cookieToInitialState(wagmiAdapter.wagmiConfig, cookie)` for WagmiProvider's initialState.
export { cookieStorage, cookieToInitialState, createStorage } from '@wagmi/core';
export {
  WAGMI_ADAPTER_MESSAGES,
  WagmiAdapterError,
  type WagmiAdapterErrorCode,
  type WagmiAdapterErrorOptions,
} from './errors.js';
