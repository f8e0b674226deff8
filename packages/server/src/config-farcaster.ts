/**
 * Configuration of Sign In With Farcaster for the embedded wallet (see docs/embedded-wallet.md,
 * "Farcaster"): FARCASTER_CHAIN_ID and FARCASTER_ID_REGISTRY, the chain and address of the ID registry
 * whose custodyOf(fid) must have signed a sign-in. Both or neither: one alone is a mistake, not a choice.
 * In the demo setup both default to the local devnet's registry; elsewhere Farcaster is off until set
 * (Farcaster's own registry is on OP Mainnet, chain 10, at 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b).
 */
import { isAddress } from 'viem';
import type { ChainConfig, ConfigProblem, HexAddress } from './config-chains.js';

export interface FarcasterConfig {
  /** The chain the registry is read on; the server must serve it (CHAIN_RPC_<id>, or a demo devnet). */
  chainId: number;
  /** The ID registry: idOf(address) and custodyOf(fid), and usernameOf(fid) where it keeps names. */
  idRegistry: HexAddress;
}

/** tools/devnet deploys its registry here on both chains (account 0, nonce 10). */
export const DEVNET_ID_REGISTRY: HexAddress = '0x610178dA211FEF7D417bC0e6FeD39F05609AD788';
export const DEVNET_FARCASTER_CHAIN_ID = 31337;

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function chainId(value: string, problems: ConfigProblem[]): number | undefined {
  const parsed = /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed)) {
    problems.push({
      variable: 'FARCASTER_CHAIN_ID',
      problem: `must be a positive decimal chain id, got ${JSON.stringify(value)}`,
    });
    return undefined;
  }
  return parsed;
}

function registry(value: string, problems: ConfigProblem[]): HexAddress | undefined {
  if (!isAddress(value, { strict: false })) {
    problems.push({
      variable: 'FARCASTER_ID_REGISTRY',
      problem: `must be a 0x address of 40 hex digits, got ${JSON.stringify(value)}`,
    });
    return undefined;
  }
  return value as HexAddress;
}

/**
 * The Farcaster settings from `env`, or undefined when Farcaster is off; problems are collected into
 * `problems`, not thrown. `chains` are the chains the server serves: the registry's must be one of them.
 */
export function parseFarcasterConfig(
  env: Env,
  problems: ConfigProblem[],
  options: { demo: boolean; chains: readonly ChainConfig[] },
): FarcasterConfig | undefined {
  const chainText = read(env, 'FARCASTER_CHAIN_ID');
  const registryText = read(env, 'FARCASTER_ID_REGISTRY');
  const isServed = (id: number) =>
    options.chains.some((chain) => chain.chainId === id && chain.rpcUrls.length > 0);
  if (chainText === undefined && registryText === undefined) {
    // The demo's devnet may have been configured away: then there is no registry to default to.
    return options.demo && isServed(DEVNET_FARCASTER_CHAIN_ID)
      ? { chainId: DEVNET_FARCASTER_CHAIN_ID, idRegistry: DEVNET_ID_REGISTRY }
      : undefined;
  }
  if (chainText === undefined || registryText === undefined) {
    problems.push({
      variable: chainText === undefined ? 'FARCASTER_CHAIN_ID' : 'FARCASTER_ID_REGISTRY',
      problem: 'must be set too: FARCASTER_CHAIN_ID and FARCASTER_ID_REGISTRY go together',
    });
    return undefined;
  }
  const id = chainId(chainText, problems);
  const address = registry(registryText, problems);
  if (id === undefined || address === undefined) return undefined;
  if (!isServed(id)) {
    problems.push({
      variable: 'FARCASTER_CHAIN_ID',
      problem: `is ${id}, a chain this server does not serve: set CHAIN_RPC_${id} too`,
    });
    return undefined;
  }
  return { chainId: id, idRegistry: address };
}
