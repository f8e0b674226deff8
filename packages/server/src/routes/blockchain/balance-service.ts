/**
 * Balances of an account on one chain: native + configured tokens in one Multicall3 call, priced by their
 * feeds where a feed answers, and cached for 30 s (the SDK caches portfolio and native balance as long). forceUpdate skips the cached answer
 * but stores the fresh one, so the next plain request sees it too.
 *
 * The cache key holds no project id: balances are public chain data and the same for every project, so
 * sharing them spares the upstream. Concurrent misses for one key share one upstream read.
 */
import type { Address } from 'viem';
import type { Cache } from '../../cache/index.js';
import type { ChainConfig } from '../../config.js';
import type { ChainClients } from '../../chain/clients.js';
import { readAccountBalances } from '../../chain/multicall-balances.js';
import type { PriceSource } from '../../chain/prices.js';
import { buildTokenBalances, type TokenBalanceWithoutIcon } from '../../chain/token-balances.js';

export const BALANCE_CACHE_TTL_MS = 30_000;

export interface BalanceService {
  /** Throws when the chain's upstreams cannot be read; the caller turns that into a 502. */
  getBalances(params: {
    chain: ChainConfig;
    address: Address;
    forceUpdate: boolean;
  }): Promise<TokenBalanceWithoutIcon[]>;
}

export interface BalanceServiceOptions {
  clients: ChainClients;
  prices: PriceSource;
  cache: Cache;
  ttlMs?: number;
}

export function balanceCacheKey(chainId: number, address: string): string {
  return `balance:v1:${chainId}:${address.toLowerCase()}`;
}

export function createBalanceService(options: BalanceServiceOptions): BalanceService {
  const ttlMs = options.ttlMs ?? BALANCE_CACHE_TTL_MS;
  const inFlight = new Map<string, Promise<TokenBalanceWithoutIcon[]>>();

  const readFresh = async (chain: ChainConfig, address: Address): Promise<TokenBalanceWithoutIcon[]> => {
    const client = options.clients.get(chain.chainId);
    if (client === undefined) throw new Error(`No client for chain ${chain.chainId}.`);
    const [read, prices] = await Promise.all([
      readAccountBalances(client, {
        multicall3: chain.multicall3,
        owner: address,
        tokens: chain.tokens.map((token) => token.address),
      }),
      options.prices.getUsdPrices(chain, ['native', ...chain.tokens.map((token) => token.address)]),
    ]);
    return buildTokenBalances({ chain, read, prices });
  };

  return {
    async getBalances({ chain, address, forceUpdate }) {
      const key = balanceCacheKey(chain.chainId, address);
      if (!forceUpdate) {
        const cached = await options.cache.get<TokenBalanceWithoutIcon[]>(key);
        if (cached !== undefined) return cached;
        const pending = inFlight.get(key);
        if (pending !== undefined) return pending;
      }
      const reading = readFresh(chain, address).then(async (balances) => {
        await options.cache.set(key, balances, ttlMs);
        return balances;
      });
      inFlight.set(key, reading);
      try {
        return await reading;
      } finally {
        // Only the request that started this read clears it; a newer forced read may have replaced it.
        if (inFlight.get(key) === reading) inFlight.delete(key);
      }
    },
  };
}
