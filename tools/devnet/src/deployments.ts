/**
 * What the devnet deploys, and where. Account 0 deploys at nonces 0, 1 and 2 on a fresh chain, so
 * the addresses are the same on both chains and on every start; they are also spelled out as
 * literals (checked by a test) so apps can use them without importing viem's address maths.
 */
import { type Address, getContractAddress, type Hex, parseUnits } from 'viem';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import { type ContractArtifact, multicall3Artifact, walletportTokenArtifact } from './artifacts.js';
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from './chains.js';

export const DEVNET_CONTRACTS = {
  multicall3: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  wpusd: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  wpt: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
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

/** A devnet account by its index in the mnemonic (0..DEVNET_ACCOUNT_COUNT-1). */
export function devnetAccount(index: number): HDAccount {
  if (!Number.isInteger(index) || index < 0 || index >= DEVNET_ACCOUNT_COUNT) {
    throw new RangeError(`Devnet account index must be 0..${DEVNET_ACCOUNT_COUNT - 1}, got ${index}.`);
  }
  return mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index });
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

/** The deployments in nonce order, with addresses computed from the deployer and nonce. */
export function plannedDeployments(): PlannedDeployment[] {
  const deployer = devnetAccount(DEVNET_DEPLOYER_INDEX).address;
  const token = walletportTokenArtifact();
  const plan: Omit<PlannedDeployment, 'nonce' | 'address'>[] = [
    { key: 'multicall3', artifact: multicall3Artifact(), args: [] },
    { key: 'wpusd', artifact: token, args: tokenArgs(DEVNET_TOKENS.wpusd) },
    { key: 'wpt', artifact: token, args: tokenArgs(DEVNET_TOKENS.wpt) },
  ];
  return plan.map((entry, nonce) => ({
    ...entry,
    nonce,
    address: getContractAddress({ from: deployer, nonce: BigInt(nonce) }),
  }));
}
