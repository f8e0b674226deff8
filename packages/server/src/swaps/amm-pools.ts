/**
 * What the AMM's contracts say about a trade: the router's factory and WETH (read once), the pairs of a
 * path (a pair's address never changes once created, so found pairs are kept), and for each candidate
 * path the router's getAmountsOut together with the pairs' reserves, read in one multicall so the
 * amounts and the reserves describe the same block.
 */
import { getAddress, type PublicClient, zeroAddress } from 'viem';
import type { HexAddress } from '../config.js';
import { swapFactoryAbi, swapPairAbi, swapRouterAbi } from './amm-abi.js';
import { readViews, type ViewCall } from './contract-reads.js';
import type { PoolReserves } from './quote-math.js';

export interface RouterInfo {
  router: HexAddress;
  factory: HexAddress;
  weth: HexAddress;
}

export interface PathQuote {
  /** Contract addresses, WETH standing for the native currency. */
  path: HexAddress[];
  /** The router's getAmountsOut, one amount per token of the path. */
  amounts: bigint[];
  /** Reserves of each hop, oriented in → out. */
  hops: PoolReserves[];
}

export interface AmmPools {
  routerInfo(): Promise<RouterInfo>;
  /** The pair of two tokens, or undefined when the factory has none. */
  pairs(pairsOf: readonly (readonly [HexAddress, HexAddress])[]): Promise<(HexAddress | undefined)[]>;
  /** Each path the router can quote, with its reserves; paths with a missing or empty pool are left out. */
  quotePaths(amountIn: bigint, paths: readonly HexAddress[][]): Promise<PathQuote[]>;
}

const pairKey = (a: HexAddress, b: HexAddress) => [a.toLowerCase(), b.toLowerCase()].sort().join('-');

export function createAmmPools(client: PublicClient, router: HexAddress): AmmPools {
  let info: Promise<RouterInfo> | undefined;
  const knownPairs = new Map<string, HexAddress>();

  const routerInfo = (): Promise<RouterInfo> => {
    info ??= readViews(client, [
      { address: router, abi: swapRouterAbi, functionName: 'factory' },
      { address: router, abi: swapRouterAbi, functionName: 'WETH' },
    ]).then(([factory, weth]) => {
      if (typeof factory !== 'string' || typeof weth !== 'string') {
        throw new Error(`The swap router at ${router} answered no factory() or WETH().`);
      }
      return { router, factory: getAddress(factory), weth: getAddress(weth) };
    });
    // A failed read (chain down, router not deployed yet) is retried on the next request.
    info.catch(() => {
      info = undefined;
    });
    return info;
  };

  const pairs: AmmPools['pairs'] = async (pairsOf) => {
    const { factory } = await routerInfo();
    const missing = pairsOf.filter(([a, b]) => !knownPairs.has(pairKey(a, b)));
    const found = await readViews(
      client,
      missing.map(([a, b]) => ({
        address: factory,
        abi: swapFactoryAbi,
        functionName: 'getPair',
        args: [a, b],
      })),
    );
    missing.forEach(([a, b], index) => {
      const pair = found[index];
      if (typeof pair === 'string' && pair !== zeroAddress) knownPairs.set(pairKey(a, b), getAddress(pair));
    });
    return pairsOf.map(([a, b]) => knownPairs.get(pairKey(a, b)));
  };

  const quotePaths: AmmPools['quotePaths'] = async (amountIn, paths) => {
    const { router: address } = await routerInfo();
    const hopsOf = (path: HexAddress[]) =>
      path.slice(1).map((to, index) => [path[index] as HexAddress, to] as const);
    const hopPairs = await pairs(paths.flatMap(hopsOf));
    const pairOf = new Map<string, HexAddress>();
    paths.flatMap(hopsOf).forEach(([a, b], index) => {
      const pair = hopPairs[index];
      if (pair !== undefined) pairOf.set(pairKey(a, b), pair);
    });
    const usable = paths.filter((path) => hopsOf(path).every(([a, b]) => pairOf.has(pairKey(a, b))));
    if (usable.length === 0) return [];
    const pairList = [...new Set(pairOf.values())];
    const calls: ViewCall[] = [
      ...pairList.flatMap((pair): ViewCall[] => [
        { address: pair, abi: swapPairAbi, functionName: 'token0' },
        { address: pair, abi: swapPairAbi, functionName: 'getReserves' },
      ]),
      ...usable.map(
        (path): ViewCall => ({
          address,
          abi: swapRouterAbi,
          functionName: 'getAmountsOut',
          args: [amountIn, path],
        }),
      ),
    ];
    const results = await readViews(client, calls);
    const pools = new Map<string, { token0: string; reserve0: bigint; reserve1: bigint }>();
    pairList.forEach((pair, index) => {
      const token0 = results[index * 2];
      const reserves = results[index * 2 + 1] as readonly [bigint, bigint, number] | undefined;
      if (typeof token0 === 'string' && reserves !== undefined) {
        pools.set(pair, { token0: token0.toLowerCase(), reserve0: reserves[0], reserve1: reserves[1] });
      }
    });
    const quotes: PathQuote[] = [];
    usable.forEach((path, index) => {
      const amounts = results[pairList.length * 2 + index] as readonly bigint[] | undefined;
      if (amounts === undefined || amounts.length !== path.length) return;
      const hops: PoolReserves[] = [];
      for (const [a, b] of hopsOf(path)) {
        const pool = pools.get(pairOf.get(pairKey(a, b)) ?? '');
        if (pool === undefined || pool.reserve0 === 0n || pool.reserve1 === 0n) return;
        const aIsToken0 = pool.token0 === a.toLowerCase();
        hops.push({
          reserveIn: aIsToken0 ? pool.reserve0 : pool.reserve1,
          reserveOut: aIsToken0 ? pool.reserve1 : pool.reserve0,
        });
      }
      quotes.push({ path, amounts: [...amounts], hops });
    });
    return quotes;
  };

  return { routerInfo, pairs, quotePaths };
}
