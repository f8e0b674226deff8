export { ALL_NETWORKS } from './catalogue.js';
export { DEFAULT_CHAIN_ID, isSwapSupported, SWAP_SUPPORTED_CHAIN_IDS } from './chain-constants.js';
export {
  type CaipNetworkDefinition,
  type DefinedCaipNetwork,
  defineCaipNetwork,
} from './define-caip-network.js';
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  berachain,
  blast,
  bsc,
  celo,
  EVM_MAINNETS,
  fantom,
  gnosis,
  kaia,
  linea,
  mainnet,
  mantle,
  optimism,
  polygon,
  scroll,
  zksync,
  zora,
} from './evm-mainnets.js';
export {
  arbitrumSepolia,
  baseSepolia,
  EVM_TESTNETS,
  optimismSepolia,
  polygonAmoy,
  sepolia,
} from './evm-testnets.js';
export {
  LOCAL_DEVNET_CONTRACTS,
  LOCAL_DEVNETS,
  type LocalDevnetOptions,
  localDevnet,
  walletportDevnet,
  walletportDevnet2,
} from './local.js';
export {
  LOCAL_SOLANA_PORT,
  LOCAL_SOLANA_REFERENCE,
  type LocalSolanaOptions,
  localSolana,
} from './local-solana.js';
export { getNetworkByCaipId, getNetworkById, getNetworkName, UNKNOWN_NETWORK_NAME } from './lookup.js';
export { SOLANA_NETWORKS, solana, solanaDevnet, solanaTestnet } from './solana.js';
export type {
  BlockExplorer,
  BlockExplorers,
  CaipNetwork,
  CaipNetworkRpcUrls,
  EvmCaipNetwork,
  NativeCurrency,
  NetworkAssets,
  NetworkContract,
  NetworkContracts,
  RpcUrls,
  SolanaCaipNetwork,
} from './types.js';
