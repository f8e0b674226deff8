/**
 * The chains the server serves (RPC proxy, balances, names, the indexer): those named by
 * CHAIN_RPC_<chainId> variables, plus the two local devnet chains in the demo setup only (a production
 * server must never send requests to 127.0.0.1:8545 because nobody configured a chain). Everything else
 * about a chain (native currency, Multicall3) comes from core's network catalogue when the chain is in it.
 */
import { getNetworkById, LOCAL_DEVNETS } from '@walletport/core';
import {
  ADDRESS_PATTERN,
  type HexAddress,
  type IndexStart,
  type PriceFeedConfig,
  parseAddressList,
  parseIndexStart,
  parsePriceFeedList,
} from './config-chain-parsers.js';

export type { HexAddress, IndexStart, PriceAsset, PriceFeedConfig } from './config-chain-parsers.js';

export interface TokenConfig {
  address: HexAddress;
  symbol: string;
  name: string;
  decimals: number;
}

export interface ChainConfig {
  chainId: number;
  /** CAIP-2 id, e.g. 'eip155:31337'. */
  caipNetworkId: string;
  /** Upstream JSON-RPC URLs, tried in this order (fallback to the next on failure). */
  rpcUrls: readonly string[];
  /** Upstream WebSocket URLs; a chain with any is listed under `ws` in /v1/supported-chains. */
  wsUrls: readonly string[];
  /** Multicall3, used to read all balances of an account in one call. */
  multicall3: HexAddress | undefined;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** ERC-20 tokens whose balances /v1/account/{address}/balance reports. */
  tokens: readonly TokenConfig[];
  /** AggregatorV3 feeds pricing the native currency and tokens in USD: the only source of prices. */
  priceFeeds: readonly PriceFeedConfig[];
  /** Where the indexer starts on a database that has indexed nothing of this chain yet. */
  indexFrom: IndexStart;
  /** Contracts whose NFTs are flagged as spam in history and NFT lists. */
  spamContracts: readonly HexAddress[];
  /** The Uniswap-V2-style router the `amm` swap provider quotes and swaps through; no swaps when absent. */
  swapRouter?: HexAddress;
}

/** The devnet's deployed demo tokens (tools/devnet deploys them at fixed addresses on both chains). */
export const DEVNET_TOKENS: readonly TokenConfig[] = [
  {
    address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    symbol: 'WPUSD',
    name: 'Walletport USD',
    decimals: 6,
  },
  {
    address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    symbol: 'WPT',
    name: 'Walletport Token',
    decimals: 18,
  },
];

/**
 * The devnet's USD price feeds (AggregatorV3, 8 decimals), deployed by tools/devnet at fixed addresses on
 * both chains; the local stack sets their answers at every start.
 */
export const DEVNET_PRICE_FEEDS: readonly PriceFeedConfig[] = [
  { asset: 'native', feed: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' },
  { asset: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', feed: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9' },
  { asset: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', feed: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707' },
];

/**
 * The devnet's swap router (tools/devnet deploys the AMM at fixed addresses on both chains and seeds its
 * pools at stack start): the default CHAIN_SWAP_ROUTER_<id> of the devnet chains.
 */
export const DEVNET_SWAP_ROUTER: HexAddress = '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318';

const CHAIN_VARIABLE =
  /^CHAIN_(RPC|WS|MULTICALL3|TOKENS|PRICE_FEEDS|INDEX_FROM|SPAM_CONTRACTS|SWAP_ROUTER)_(\d+)$/;

export type ConfigProblem = { variable: string; problem: string };

function devnetChains(): Map<number, ChainConfig> {
  const chains = new Map<number, ChainConfig>();
  for (const network of LOCAL_DEVNETS) {
    chains.set(network.id, {
      chainId: network.id,
      caipNetworkId: network.caipNetworkId,
      rpcUrls: [...network.rpcUrls.default.http],
      wsUrls: [...(network.rpcUrls.default.webSocket ?? [])],
      multicall3: network.contracts?.multicall3?.address,
      nativeCurrency: { ...network.nativeCurrency },
      tokens: DEVNET_TOKENS,
      priceFeeds: DEVNET_PRICE_FEEDS,
      // A devnet is short and starts fresh: index it from its genesis, so its history is complete.
      indexFrom: 0,
      spamContracts: [],
      swapRouter: DEVNET_SWAP_ROUTER,
    });
  }
  return chains;
}

function catalogueChain(chainId: number): ChainConfig {
  const network = getNetworkById('eip155', chainId);
  const multicall = network?.contracts?.multicall3;
  return {
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    rpcUrls: [],
    wsUrls: [],
    multicall3:
      multicall !== undefined && 'address' in multicall ? (multicall.address as HexAddress) : undefined,
    nativeCurrency: network?.nativeCurrency
      ? { ...network.nativeCurrency }
      : { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
    priceFeeds: [],
    // A public chain's past is long: start at the head seen on the first start.
    indexFrom: 'latest',
    spamContracts: [],
  };
}

function parseUrlList(value: string, protocols: readonly string[]): string[] | string {
  const urls = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (urls.length === 0) return 'must list at least one URL';
  for (const url of urls) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (parsed === undefined || !protocols.includes(parsed.protocol)) {
      return `must be a comma-separated list of ${protocols.join('/')} URLs, got ${JSON.stringify(url)}`;
    }
  }
  return urls;
}

/** "address:symbol:decimals[:name]" entries, comma-separated. */
export function parseTokenList(value: string): TokenConfig[] | string {
  const tokens: TokenConfig[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const [address = '', symbol = '', decimalsText = '', ...nameParts] = entry.split(':');
    const decimals = Number(decimalsText);
    if (!ADDRESS_PATTERN.test(address))
      return `token address must be 0x plus 40 hex characters, got ${JSON.stringify(address)}`;
    if (!/^[A-Za-z0-9.$_-]{1,16}$/.test(symbol))
      return `token symbol must be 1-16 letters or digits, got ${JSON.stringify(symbol)}`;
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) {
      return `token decimals must be an integer from 0 to 36, got ${JSON.stringify(decimalsText)}`;
    }
    const name = nameParts.join(':').trim();
    tokens.push({ address: address as HexAddress, symbol, decimals, name: name === '' ? symbol : name });
  }
  return tokens;
}

/**
 * The chain table: the devnet defaults when `devnets` (the demo setup) or none, changed or extended by
 * CHAIN_RPC_<id> (comma-separated http(s) upstreams), CHAIN_WS_<id>, CHAIN_MULTICALL3_<id>,
 * CHAIN_TOKENS_<id>, CHAIN_PRICE_FEEDS_<id>, CHAIN_INDEX_FROM_<id>, CHAIN_SPAM_CONTRACTS_<id> and
 * CHAIN_SWAP_ROUTER_<id> (empty: no swaps on that chain).
 * CHAIN_RPC_<id>= (empty) removes a chain. Problems are collected, not thrown, so every bad variable is
 * reported at once.
 */
export function parseChains(
  env: Readonly<Record<string, string | undefined>>,
  problems: ConfigProblem[],
  options: { devnets: boolean },
): ChainConfig[] {
  const chains = options.devnets ? devnetChains() : new Map<number, ChainConfig>();
  const keys = Object.keys(env)
    .filter((key) => CHAIN_VARIABLE.test(key))
    .sort((a, b) => (a.startsWith('CHAIN_RPC_') ? 0 : 1) - (b.startsWith('CHAIN_RPC_') ? 0 : 1));
  for (const variable of keys) {
    const match = CHAIN_VARIABLE.exec(variable);
    const value = (env[variable] ?? '').trim();
    if (match === null) continue;
    const kind = match[1];
    const chainId = Number(match[2]);
    if (!Number.isSafeInteger(chainId) || chainId <= 0) {
      problems.push({ variable, problem: 'the chain id must be a positive integer' });
      continue;
    }
    if (kind === 'RPC' && value === '') {
      chains.delete(chainId);
      continue;
    }
    const chain = chains.get(chainId) ?? catalogueChain(chainId);
    const fail = (problem: string) => problems.push({ variable, problem });
    if (kind === 'RPC' || kind === 'WS') {
      const urls = parseUrlList(value, kind === 'RPC' ? ['http:', 'https:'] : ['ws:', 'wss:']);
      if (typeof urls === 'string') fail(urls);
      else chains.set(chainId, kind === 'RPC' ? { ...chain, rpcUrls: urls } : { ...chain, wsUrls: urls });
    } else if (kind === 'MULTICALL3' || kind === 'SWAP_ROUTER') {
      if (kind === 'SWAP_ROUTER' && value === '') {
        // Empty turns swaps off on a chain that has a router by default (the devnets).
        const { swapRouter: _removed, ...withoutRouter } = chain;
        if (chains.has(chainId)) chains.set(chainId, withoutRouter);
      } else if (!ADDRESS_PATTERN.test(value))
        fail(`must be 0x plus 40 hex characters, got ${JSON.stringify(value)}`);
      else
        chains.set(
          chainId,
          kind === 'MULTICALL3'
            ? { ...chain, multicall3: value as HexAddress }
            : { ...chain, swapRouter: value as HexAddress },
        );
    } else if (kind === 'TOKENS') {
      const tokens = parseTokenList(value);
      if (typeof tokens === 'string') fail(tokens);
      else chains.set(chainId, { ...chain, tokens });
    } else if (kind === 'PRICE_FEEDS') {
      const priceFeeds = parsePriceFeedList(value);
      if (typeof priceFeeds === 'string') fail(priceFeeds);
      else chains.set(chainId, { ...chain, priceFeeds });
    } else if (kind === 'INDEX_FROM') {
      const indexFrom = parseIndexStart(value);
      if (typeof indexFrom === 'object') fail(indexFrom.problem);
      else chains.set(chainId, { ...chain, indexFrom });
    } else {
      const spamContracts = parseAddressList(value);
      if (typeof spamContracts === 'string') fail(spamContracts);
      else chains.set(chainId, { ...chain, spamContracts });
    }
  }
  for (const chain of chains.values()) {
    if (chain.rpcUrls.length === 0) {
      problems.push({
        variable: `CHAIN_RPC_${chain.chainId}`,
        problem: 'is required when other CHAIN_*_' + `${chain.chainId} variables are set`,
      });
    }
  }
  return [...chains.values()].sort((a, b) => a.chainId - b.chainId);
}
