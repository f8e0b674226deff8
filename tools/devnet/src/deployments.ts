/**
 * What the devnet deploys, and where. Account 0 deploys at nonces 0 to 10 on a fresh chain, so the
 * addresses are the same on both chains and on every start; they are also spelled out as literals
 * (checked by a test) so apps can use them without importing viem's address maths.
 */
import { type Address, getContractAddress, type Hex, parseUnits } from 'viem';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import {
  type ContractArtifact,
  multicall3Artifact,
  walletportCollectiblesArtifact,
  walletportIdRegistryArtifact,
  walletportPriceFeedArtifact,
  walletportSwapFactoryArtifact,
  walletportSwapRouterArtifact,
  walletportTokenArtifact,
  walletportWethArtifact,
} from './artifacts.js';
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from './chains.js';
import { DEVNET_COLLECTIBLES } from './collectibles.js';
import {
  DEVNET_DEFAULT_PRICES,
  DEVNET_PRICE_FEED_DECIMALS,
  DEVNET_PRICE_FEEDS,
  type DevnetPricedAsset,
  parsePriceAnswer,
} from './price-feeds.js';

export const DEVNET_CONTRACTS = {
  multicall3: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  wpusd: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  wpt: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  ethUsdFeed: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  wpusdUsdFeed: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
  wptUsdFeed: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
  collectibles: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
  weth: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
  swapFactory: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
  swapRouter: '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318',
  idRegistry: '0x610178dA211FEF7D417bC0e6FeD39F05609AD788',
} as const satisfies Record<string, Address>;

export type DevnetContractKey = keyof typeof DEVNET_CONTRACTS;
export type DevnetContracts = { readonly [key in DevnetContractKey]: Address };

export interface DevnetTokenInfo {
  name: string;
  symbol: string;
  decimals: number;
}

export const DEVNET_TOKENS = {
  wpusd: { name: 'Walletport USD', symbol: 'WPUSD', decimals: 6 },
  wpt: { name: 'Walletport Token', symbol: 'WPT', decimals: 18 },
} as const satisfies Record<'wpusd' | 'wpt', DevnetTokenInfo>;

/** How many of the devnet accounts (from index 0) receive each token, and how many whole tokens each. */
export const DEVNET_TOKEN_HOLDER_COUNT = 5;
export const DEVNET_TOKEN_AMOUNT_PER_HOLDER = 1_000_000;

export const DEVNET_DEPLOYER_INDEX = 0;

/**
 * Derived accounts by index. Each derivation runs the mnemonic's 2048 PBKDF2 rounds (~30 ms), and a
 * start derives the same few accounts many times, so they are kept: they never change.
 */
const derivedAccounts = new Map<number, HDAccount>();

/** A devnet account by its index in the mnemonic (0..DEVNET_ACCOUNT_COUNT-1). */
export function devnetAccount(index: number): HDAccount {
  if (!Number.isInteger(index) || index < 0 || index >= DEVNET_ACCOUNT_COUNT) {
    throw new RangeError(`Devnet account index must be 0..${DEVNET_ACCOUNT_COUNT - 1}, got ${index}.`);
  }
  let account = derivedAccounts.get(index);
  if (account === undefined) {
    account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index });
    derivedAccounts.set(index, account);
  }
  return account;
}

export interface PlannedDeployment {
  key: DevnetContractKey;
  /** The deployer's nonce this deployment must use to land at `address`. */
  nonce: number;
  address: Address;
  artifact: ContractArtifact;
  args: readonly unknown[];
}

function tokenArgs(token: DevnetTokenInfo): readonly unknown[] {
  const holders: Hex[] = [];
  for (let index = 0; index < DEVNET_TOKEN_HOLDER_COUNT; index++) holders.push(devnetAccount(index).address);
  const amountEach = parseUnits(String(DEVNET_TOKEN_AMOUNT_PER_HOLDER), token.decimals);
  return [token.name, token.symbol, token.decimals, holders, amountEach];
}

/** A feed starts with the stack's default answer, so a devnet without the stack is priced too. */
function feedArgs(asset: DevnetPricedAsset): readonly unknown[] {
  return [
    DEVNET_PRICE_FEED_DECIMALS,
    DEVNET_PRICE_FEEDS[asset].description,
    parsePriceAnswer(DEVNET_DEFAULT_PRICES[asset]),
  ];
}

/** The deployments in nonce order, with addresses computed from the deployer and nonce. */
export function plannedDeployments(): PlannedDeployment[] {
  const deployer = devnetAccount(DEVNET_DEPLOYER_INDEX).address;
  const token = walletportTokenArtifact();
  const feed = walletportPriceFeedArtifact();
  const plan: Omit<PlannedDeployment, 'nonce' | 'address'>[] = [
    { key: 'multicall3', artifact: multicall3Artifact(), args: [] },
    { key: 'wpusd', artifact: token, args: tokenArgs(DEVNET_TOKENS.wpusd) },
    { key: 'wpt', artifact: token, args: tokenArgs(DEVNET_TOKENS.wpt) },
    { key: 'ethUsdFeed', artifact: feed, args: feedArgs('eth') },
    { key: 'wpusdUsdFeed', artifact: feed, args: feedArgs('wpusd') },
    { key: 'wptUsdFeed', artifact: feed, args: feedArgs('wpt') },
    {
      key: 'collectibles',
      artifact: walletportCollectiblesArtifact(),
      args: [DEVNET_COLLECTIBLES.defaultBaseUri],
    },
    { key: 'weth', artifact: walletportWethArtifact(), args: [] },
    { key: 'swapFactory', artifact: walletportSwapFactoryArtifact(), args: [] },
    // The two before it land at these literals (a test checks them against the nonces).
    {
      key: 'swapRouter',
      artifact: walletportSwapRouterArtifact(),
      args: [DEVNET_CONTRACTS.swapFactory, DEVNET_CONTRACTS.weth],
    },
    { key: 'idRegistry', artifact: walletportIdRegistryArtifact(), args: [] },
  ];
  return plan.map((entry, nonce) => ({
    ...entry,
    nonce,
    address: getContractAddress({ from: deployer, nonce: BigInt(nonce) }),
  }));
}
