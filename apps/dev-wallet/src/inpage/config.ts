import { type Address, getAddress, isAddress } from 'viem';
import type { DevWalletChainInput } from '../wallet/types.js';
import { describeThrown } from '../wallet/errors.js';
import { parseStackSolana, type StackSolana, StackConfigError } from './stack-config.js';

/** Settings of the in-page wallet (extension content script or page script). */
export interface PageWalletConfig {
  chains: DevWalletChainInput[];
  accountCount?: number;
  /** Another BIP-39 phrase; the default is the public devnet mnemonic. Kept in memory only. */
  mnemonic?: string;
  /** Also set window.ethereum when no other wallet did. Default true. */
  setWindowEthereum?: boolean;
  /** Show the panel folded to its header until a request arrives. Default false. */
  collapsed?: boolean;
  /**
   * The local Solana chain, for a config that names its chains (then no stack config is read): same rules
   * as stack-config.json's `solana` (local http(s) URLs only).
   */
  solana?: StackSolana;
}

/** localStorage key holding a JSON PageWalletConfig for this origin. */
export const configStorageKey = 'walletport-dev-wallet:config';
/** Query parameter holding a URL-encoded JSON PageWalletConfig; wins over everything else. */
export const configQueryParameter = 'walletport-dev-wallet';
/** Attribute of the page script's <script> element holding a JSON PageWalletConfig. */
export const configScriptAttribute = 'data-config';

export class PageConfigError extends Error {
  override readonly name = 'PageConfigError';
}

/** The devnet's ERC-20s, at the same address on both chains (tools/devnet's DEVNET_CONTRACTS wpusd, wpt). */
export const devnetTokens: readonly Address[] = [
  '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
];

/** The two local-stack chains at their default ports (tools/devnet's DEVNET_CHAINS), with their tokens. */
export function defaultPageConfig(): PageWalletConfig {
  return {
    chains: [
      { id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:8545', tokens: [...devnetTokens] },
      { id: 31338, name: 'Walletport Devnet 2', rpcUrl: 'http://127.0.0.1:8546', tokens: [...devnetTokens] },
    ],
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function parseChain(value: unknown, index: number): DevWalletChainInput {
  const where = `chains[${index}]`;
  if (!isRecord(value)) throw new PageConfigError(`${where} must be an object`);
  const { id, name, rpcUrl, nativeCurrency, tokens } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw new PageConfigError(`${where}.id must be a positive integer`);
  }
  if (typeof name !== 'string' || name.trim() === '')
    throw new PageConfigError(`${where}.name must be a non-empty string`);
  if (typeof rpcUrl !== 'string' || !isHttpUrl(rpcUrl)) {
    throw new PageConfigError(`${where}.rpcUrl must be an http(s) URL`);
  }
  const chain: DevWalletChainInput = { id, name: name.trim(), rpcUrl };
  if (tokens !== undefined) {
    if (
      !Array.isArray(tokens) ||
      !tokens.every((token) => typeof token === 'string' && isAddress(token, { strict: false }))
    ) {
      throw new PageConfigError(`${where}.tokens must be an array of contract addresses`);
    }
    const checksummed = tokens.map((token: string) => getAddress(token));
    if (new Set(checksummed).size !== checksummed.length)
      throw new PageConfigError(`${where}.tokens lists a token twice`);
    chain.tokens = checksummed;
  }
  if (nativeCurrency !== undefined) {
    if (
      !isRecord(nativeCurrency) ||
      typeof nativeCurrency.name !== 'string' ||
      typeof nativeCurrency.symbol !== 'string' ||
      typeof nativeCurrency.decimals !== 'number'
    ) {
      throw new PageConfigError(`${where}.nativeCurrency must be { name, symbol, decimals }`);
    }
    chain.nativeCurrency = {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
    };
  }
  return chain;
}

/** Parses JSON text into a config; anything missing falls back to the defaults. Throws PageConfigError. */
export function parsePageConfig(text: string): PageWalletConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PageConfigError('the dev wallet config is not valid JSON');
  }
  if (!isRecord(value)) throw new PageConfigError('the dev wallet config must be a JSON object');
  const config = defaultPageConfig();
  if (value.chains !== undefined) {
    if (!Array.isArray(value.chains) || value.chains.length === 0) {
      throw new PageConfigError('chains must be a non-empty array');
    }
    config.chains = value.chains.map(parseChain);
    const ids = new Set(config.chains.map((chain) => chain.id));
    if (ids.size !== config.chains.length) throw new PageConfigError('chains must have distinct ids');
  }
  if (value.solana !== undefined) {
    try {
      config.solana = parseStackSolana(value.solana);
    } catch (error) {
      throw new PageConfigError(error instanceof StackConfigError ? error.message : 'solana is invalid');
    }
  }
  const { accountCount, mnemonic, setWindowEthereum, collapsed } = value;
  if (accountCount !== undefined) {
    if (
      typeof accountCount !== 'number' ||
      !Number.isInteger(accountCount) ||
      accountCount < 1 ||
      accountCount > 100
    ) {
      throw new PageConfigError('accountCount must be an integer from 1 to 100');
    }
    config.accountCount = accountCount;
  }
  if (mnemonic !== undefined) {
    if (typeof mnemonic !== 'string' || mnemonic.trim() === '')
      throw new PageConfigError('mnemonic must be a string');
    config.mnemonic = mnemonic;
  }
  for (const [key, flag] of [
    ['setWindowEthereum', setWindowEthereum],
    ['collapsed', collapsed],
  ] as const) {
    if (flag === undefined) continue;
    if (typeof flag !== 'boolean') throw new PageConfigError(`${key} must be true or false`);
    config[key] = flag;
  }
  return config;
}

export interface ResolvedPageConfig {
  config: PageWalletConfig;
  source: 'query' | 'script' | 'localStorage' | 'default';
  /**
   * The source named the chains itself. Otherwise they are the defaults, and the wallet looks for a
   * running stack's RPC URLs (stack-config.ts), which a config that names chains overrides.
   */
  chainsGiven: boolean;
  /** Why a given config was ignored; the caller logs these. */
  warnings: string[];
}

/**
 * First found wins: the query parameter (a test or a person overriding this visit), the page script's
 * data-config attribute (the page author's choice), localStorage (kept per origin), the defaults. A broken
 * source is skipped with a warning rather than leaving the page without a wallet.
 */
export function resolvePageConfig(input: {
  search: string;
  readStorage: () => string | null;
  readScriptAttribute?: () => string | null;
}): ResolvedPageConfig {
  const warnings: string[] = [];
  const candidates: Array<[ResolvedPageConfig['source'], () => string | null]> = [
    ['query', () => new URLSearchParams(input.search).get(configQueryParameter)],
    ['script', input.readScriptAttribute ?? (() => null)],
    ['localStorage', input.readStorage],
  ];
  for (const [source, read] of candidates) {
    let text: string | null;
    try {
      text = read();
    } catch (error) {
      warnings.push(`${source}: cannot be read (${describeThrown(error)})`);
      continue;
    }
    if (text === null || text.trim() === '') continue;
    try {
      const config = parsePageConfig(text);
      // Parsed once already without error, so this JSON.parse cannot throw.
      const chainsGiven = (JSON.parse(text) as { chains?: unknown }).chains !== undefined;
      return { config, source, chainsGiven, warnings };
    } catch (error) {
      warnings.push(`${source}: ${describeThrown(error)}`);
    }
  }
  return { config: defaultPageConfig(), source: 'default', chainsGiven: false, warnings };
}
