import { devnetAccount } from '@walletport/devnet';
import { erc20Abi, formatUnits, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGGREGATOR_V3_ABI } from '../../src/chain/prices.js';
import { DEVNET_PRICE_FEEDS, DEVNET_TOKENS } from '../../src/config-chains.js';
import type { Database } from '../../src/db/index.js';
import {
  CAIP_CHAIN_ID,
  deadUpstreamUrl,
  pgliteOnly,
  devnetClient,
  rpcUrlOf,
  sendEther,
  startTestServer,
  withProject,
} from './chain-test-kit.js';
import { testDatabaseKinds } from '../support/databases.js';
import { useTestDevnet, useTestServer } from '../support/devnet-suite.js';

interface Balance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value?: number;
  price?: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

const testbed = useTestDevnet();

/** The USD price the devnet's own feed for `asset` answers now (the demo setup reads these feeds). */
async function devnetFeedPrice(asset: 'native' | `0x${string}`): Promise<number> {
  const feed = DEVNET_PRICE_FEEDS.find((entry) => entry.asset === asset)?.feed;
  if (feed === undefined) throw new Error(`No devnet feed for ${asset}`);
  const client = devnetClient(testbed.devnet);
  const [decimals, round] = await Promise.all([
    client.readContract({ address: feed, abi: AGGREGATOR_V3_ABI, functionName: 'decimals' }),
    client.readContract({ address: feed, abi: AGGREGATOR_V3_ABI, functionName: 'latestRoundData' }),
  ]);
  return Number(formatUnits(round[1], decimals));
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'blockchain API on %s',
  (_name, kind) => {
    const server = useTestServer(kind, () => [rpcUrlOf(testbed.devnet)]);

    const balances = async (address: string, query: Record<string, string> = {}) => {
      const response = await server.app.inject({
        method: 'GET',
        url: withProject(`/v1/account/${address}/balance`, {
          currency: 'usd',
          chainId: CAIP_CHAIN_ID,
          ...query,
        }),
      });
      return {
        status: response.statusCode,
        body: response.json() as { balances: Balance[]; message?: string },
      };
    };

    it('lists the served chains as CAIP-2 ids', async () => {
      const response = await server.app.inject({ method: 'GET', url: withProject('/v1/supported-chains') });
      expect(response.statusCode).toBe(200);
      expect(response.json().http).toEqual(['eip155:31337', 'eip155:31338']);
      expect(response.json().ws).toEqual(expect.any(Array));
    });

    it('answers the native and token balances exactly as the chain holds them, priced by the feeds', async () => {
      const owner = devnetAccount(1).address;
      const client = devnetClient(testbed.devnet);
      const [etherPrice, wpusdPrice] = await Promise.all([
        devnetFeedPrice('native'),
        devnetFeedPrice(testbed.devnet.contracts.wpusd),
      ]);
      const [ether, wpusd, wpt] = await Promise.all([
        client.getBalance({ address: owner }),
        client.readContract({
          address: testbed.devnet.contracts.wpusd,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        }),
        client.readContract({
          address: testbed.devnet.contracts.wpt,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        }),
      ]);
      const { status, body } = await balances(owner);
      expect(status).toBe(200);
      expect(body.balances.map((balance) => balance.symbol)).toEqual(['ETH', 'WPUSD', 'WPT']);
      const [native, usd, token] = body.balances;
      expect(native).toEqual({
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: etherPrice * Number(formatUnits(ether, 18)),
        price: etherPrice,
        quantity: { decimals: '18', numeric: formatUnits(ether, 18) },
        iconUrl: expect.stringMatching(
          /^http:\/\/localhost(:\d+)?\/public\/getTokenImage\/ETH\?projectId=walletport-demo$/,
        ),
      });
      expect(usd).toMatchObject({
        name: DEVNET_TOKENS[0]?.name,
        address: `eip155:31337:${testbed.devnet.contracts.wpusd}`,
        price: wpusdPrice,
        quantity: { decimals: '6', numeric: formatUnits(wpusd, 6) },
      });
      expect(usd?.value).toBe(wpusdPrice * Number(formatUnits(wpusd, 6)));
      expect(token).toMatchObject({
        address: `eip155:31337:${testbed.devnet.contracts.wpt}`,
        quantity: { decimals: '18', numeric: formatUnits(wpt, 18) },
      });
    });

    it('gives icon URLs the server itself serves', async () => {
      const { body } = await balances(devnetAccount(1).address);
      for (const balance of body.balances) {
        const icon = await server.app.inject({
          method: 'GET',
          url: new URL(balance.iconUrl).pathname + new URL(balance.iconUrl).search,
        });
        expect(icon.statusCode, balance.iconUrl).toBe(200);
        expect(icon.headers['content-type']).toMatch(/^image\//);
      }
    });

    it('leaves out tokens the account does not hold', async () => {
      const { body } = await balances(devnetAccount(8).address);
      expect(body.balances.map((balance) => balance.symbol)).toEqual(['ETH']);
    });

    it('answers from the 30 s cache until forceUpdate asks the chain again', async () => {
      const owner = devnetAccount(7).address;
      const before = (await balances(owner)).body.balances[0]?.quantity.numeric;
      await sendEther(testbed.devnet, 2, owner, parseEther('1.25'));
      expect((await balances(owner)).body.balances[0]?.quantity.numeric).toBe(before);
      const forced = (await balances(owner, { forceUpdate: 'true' })).body.balances[0]?.quantity.numeric;
      expect(Number(forced) - Number(before)).toBeCloseTo(1.25, 10);
      expect(forced).toBe(formatUnits(await devnetClient(testbed.devnet).getBalance({ address: owner }), 18));
      // The forced read refreshed the cache for everyone.
      expect((await balances(owner)).body.balances[0]?.quantity.numeric).toBe(forced);
    });

    it('answers an empty list for a network the server does not serve', async () => {
      const owner = devnetAccount(1).address;
      for (const chainId of ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
        expect(await balances(owner, { chainId })).toEqual({ status: 200, body: { balances: [] } });
      }
    });

    it('refuses an invalid address with a 400 naming the field', async () => {
      for (const address of ['0x1234', 'not-an-address', '0x70997970C51812dc3A010C7d01b50e0d17dc79c8']) {
        const { status, body } = await balances(address);
        expect(status).toBe(400);
        expect(body.message).toMatch(/'address'/);
      }
    });

    it('refuses a missing or malformed chainId with a 400 naming the field', async () => {
      const owner = devnetAccount(1).address;
      const missing = await server.app.inject({
        method: 'GET',
        url: withProject(`/v1/account/${owner}/balance`),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/'chainId'/);
      const malformed = await balances(owner, { chainId: 'eip155' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toMatch(/'chainId'/);
    });

    it('refuses a currency other than usd', async () => {
      const { status, body } = await balances(devnetAccount(1).address, { currency: 'eur' });
      expect(status).toBe(400);
      expect(body.message).toMatch(/'currency'/);
    });

    it('requires a project', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/v1/account/${devnetAccount(1).address}/balance?chainId=${CAIP_CHAIN_ID}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('PROJECT_NOT_CONFIGURED');
    });
  },
);

describe('blockchain API with its upstream down', () => {
  let db: Database;
  let dispose: (() => Promise<void>) | undefined;
  // One database kind is enough here: these tests are about upstreams, not storage.
  beforeAll(async () => {
    ({ db, dispose } = await pgliteOnly().open());
  }, 60_000);
  afterAll(async () => {
    await dispose?.();
  }, 60_000);

  it('answers 502 UPSTREAM_UNAVAILABLE instead of a wrong empty balance', async () => {
    const app = await startTestServer({ db, rpcUrls: [await deadUpstreamUrl()] });
    try {
      const response = await app.inject({
        method: 'GET',
        url: withProject(`/v1/account/${devnetAccount(1).address}/balance`, { chainId: CAIP_CHAIN_ID }),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'Balances on eip155:31337 could not be read.',
      });
    } finally {
      await app.close();
    }
  });

  it('falls back to the next upstream for balances', async () => {
    const app = await startTestServer({ db, rpcUrls: [await deadUpstreamUrl(), rpcUrlOf(testbed.devnet)] });
    try {
      const response = await app.inject({
        method: 'GET',
        url: withProject(`/v1/account/${devnetAccount(1).address}/balance`, { chainId: CAIP_CHAIN_ID }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().balances).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
