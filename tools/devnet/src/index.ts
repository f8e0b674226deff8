export { anvilArgs } from './anvil-process.js';
export { anvilPlatformPackage, resolveAnvilBinary } from './anvil-binary.js';
export {
  multicall3Artifact,
  walletportCollectiblesArtifact,
  walletportIdRegistryArtifact,
  walletportPriceFeedArtifact,
  walletportSwapFactoryArtifact,
  walletportSwapPairArtifact,
  walletportSwapRouterArtifact,
  walletportTokenArtifact,
  walletportWethArtifact,
  type ContractArtifact,
} from './artifacts.js';
export {
  DEVNET_ACCOUNT_BALANCE_ETH,
  DEVNET_ACCOUNT_COUNT,
  DEVNET_CHAINS,
  DEVNET_HOST,
  DEVNET_MNEMONIC,
  DEVNET_PORT_ENV_VARS,
  type DevnetChainConfig,
  devnetChainConfigs,
  devnetRpcUrl,
  parseDevnetPort,
} from './chains.js';
export { collectibleTokenUri, collectiblesBaseUri, DEVNET_COLLECTIBLES } from './collectibles.js';
export { deployDevnetContracts } from './deploy.js';
export {
  DEVNET_CONTRACTS,
  DEVNET_DEPLOYER_INDEX,
  DEVNET_TOKEN_AMOUNT_PER_HOLDER,
  DEVNET_TOKEN_HOLDER_COUNT,
  DEVNET_TOKENS,
  type DevnetContractKey,
  type DevnetContracts,
  type DevnetTokenInfo,
  devnetAccount,
  plannedDeployments,
} from './deployments.js';
export {
  DEFAULT_STARTUP_TIMEOUT_MS,
  type Devnet,
  type DevnetSnapshot,
  type RunningDevnetChain,
  type StartDevnetOptions,
  startDevnet,
} from './devnet.js';
export { DevnetError, type DevnetErrorCode } from './errors.js';
export { DEVNET_FARCASTER_ACCOUNT, devnetIdRegistryAbi } from './farcaster.js';
export { setCollectiblesBaseUri, setDevnetPrices } from './owner-actions.js';
export { assertPortFree, findFreePort, findFreePorts } from './ports.js';
export {
  DEVNET_DEFAULT_PRICES,
  DEVNET_PRICE_FEED_DECIMALS,
  DEVNET_PRICE_FEEDS,
  type DevnetPriceAnswers,
  type DevnetPricedAsset,
  type DevnetPriceFeedInfo,
  formatPriceAnswer,
  parsePriceAnswer,
} from './price-feeds.js';
export { type SeedOptions, type SeedResult, seedDevnetHistory } from './seed.js';
export {
  type SeedFarcasterOptions,
  type SeedFarcasterResult,
  seedDevnetFarcaster,
} from './seed-farcaster.js';
export {
  DEVNET_HISTORY_SPAN_SECONDS,
  DEVNET_SEED_HISTORY,
  DEVNET_WALLET_ACCOUNT_INDEX,
  type DevnetSeedEntry,
  type DevnetSeedTransfer,
  seededCollectibleOwners,
} from './seed-plan.js';
export {
  type SeedLiquidityOptions,
  type SeedLiquidityResult,
  seedDevnetLiquidity,
} from './seed-liquidity.js';
export { devnetSwapFactoryAbi, devnetSwapPairAbi, devnetSwapRouterAbi, devnetWethAbi } from './swap-abi.js';
export {
  DEVNET_LIQUIDITY_PROVIDER_INDEX,
  DEVNET_SWAP_POOLS,
  type DevnetPoolAsset,
  type DevnetSwapPool,
  devnetPairAddress,
  devnetPoolToken,
  sortTokens,
} from './swap-pools.js';
export { devnetViemChain } from './viem-chain.js';
