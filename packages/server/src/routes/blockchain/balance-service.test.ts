import {
  createPublicClient,
  custom,
  encodeFunctionResult,
  multicall3Abi,
  numberToHex,
  pad,
  type PublicClient,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../cache/index.js';
import type { ChainClients } from '../../chain/clients.js';
import type { PriceSource } from '../../chain/prices.js';
import type { ChainConfig } from '../../config.js';
import { BALANCE_CACHE_TTL_MS, balanceCacheKey, createBalanceService } from './balance-service.js';

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const chain: ChainConfig = {
  chainId: 31337,
  caipNetworkId: 'eip155:31337',
  rpcUrls: ['http://unused'],
  wsUrls: [],
  multicall3: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [],
  priceFeeds: [],
  indexFrom: 'latest',
  spamContracts: [],
};

/** A price source answering a fixed native price (the feed source itself is tested against anvil). */
const fixedPrices: PriceSource = {
  getUsdPrices: async (_chain, assets) => new Map(assets.includes('native') ? [['native', 2]] : []),
};

/** A node whose native balance is `balance.value` at the time of each call; counts eth_calls. */
function fakeNode(options: { failing?: boolean } = {}) {
  const state = { value: 1n, calls: 0 };
  const client = createPublicClient({
    transport: custom(
      {
        async request() {
          state.calls += 1;
          if (options.failing) throw new Error('upstream down');
          return encodeFunctionResult({
            abi: multicall3Abi,
            functionName: 'aggregate3',
            result: [{ success: true, returnData: pad(numberToHex(state.value), { size: 32 }) }],
          });
        },
      },
      { retryCount: 0 },
    ),
  });
  const clients: ChainClients = {
    get: (id) => (id === chain.chainId ? (client as PublicClient) : undefined),
  };
  return { state, clients };
}

function service(clients: ChainClients, now: () => number = Date.now) {
  const cache = createMemoryCache({ now });
  return createBalanceService({ clients, prices: fixedPrices, cache });
}

describe('createBalanceService', () => {
  it('answers from the cache within 30 s and reads again after', async () => {
    let now = 1_000;
    const node = fakeNode();
    const balances = service(node.clients, () => now);
    const first = await balances.getBalances({ chain, address: OWNER, forceUpdate: false });
    expect(first[0]?.quantity.numeric).toBe('0.000000000000000001');
    expect(first[0]).toMatchObject({ price: 2, value: 2e-18 });
    node.state.value = 2n;
    now += BALANCE_CACHE_TTL_MS - 1;
    expect(
      (await balances.getBalances({ chain, address: OWNER, forceUpdate: false }))[0]?.quantity.numeric,
    ).toBe('0.000000000000000001');
    now += 1;
    expect(
      (await balances.getBalances({ chain, address: OWNER, forceUpdate: false }))[0]?.quantity.numeric,
    ).toBe('0.000000000000000002');
    expect(node.state.calls).toBe(2);
  });

  it('reads fresh on forceUpdate and keeps the fresh answer for the next plain request', async () => {
    const node = fakeNode();
    const balances = service(node.clients);
    await balances.getBalances({ chain, address: OWNER, forceUpdate: false });
    node.state.value = 5n;
    const forced = await balances.getBalances({ chain, address: OWNER, forceUpdate: true });
    expect(forced[0]?.quantity.numeric).toBe('0.000000000000000005');
    node.state.value = 6n;
    const plain = await balances.getBalances({ chain, address: OWNER, forceUpdate: false });
    expect(plain[0]?.quantity.numeric).toBe('0.000000000000000005');
    expect(node.state.calls).toBe(2);
  });

  it('shares one upstream read between concurrent requests for the same account', async () => {
    const node = fakeNode();
    const balances = service(node.clients);
    await Promise.all(
      Array.from({ length: 5 }, () => balances.getBalances({ chain, address: OWNER, forceUpdate: false })),
    );
    expect(node.state.calls).toBe(1);
  });

  it('keys the cache by chain and lower-case address', async () => {
    const node = fakeNode();
    const balances = service(node.clients);
    await balances.getBalances({ chain, address: OWNER, forceUpdate: false });
    await balances.getBalances({ chain, address: OWNER.toLowerCase() as `0x${string}`, forceUpdate: false });
    expect(node.state.calls).toBe(1);
    expect(balanceCacheKey(1, OWNER)).toBe(`balance:v1:1:${OWNER.toLowerCase()}`);
  });

  it('throws when the chain cannot be read, and caches no failure', async () => {
    const node = fakeNode({ failing: true });
    const balances = service(node.clients);
    await expect(balances.getBalances({ chain, address: OWNER, forceUpdate: false })).rejects.toThrow();
    await expect(balances.getBalances({ chain, address: OWNER, forceUpdate: false })).rejects.toThrow();
    expect(node.state.calls).toBe(2);
  });
});
