/**
 * Prices from AggregatorV3 feeds on a real anvil (the devnet's WalletportPriceFeed, deployed by the test so
 * it controls the answers): decimals and rounds as a mainnet feed answers them, the 30 s cache, answers
 * refused for being non-positive or older than the maximum age on the chain's clock, feeds that cannot be
 * read; then the balance API and POST /v1/fungible/price on top of them.
 */
import { devnetAccount } from '@walletport/devnet';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainClients } from '../../src/chain/clients.js';
import { createFeedPriceSource, PRICE_FAILURE_TTL_MS, PRICE_TTL_MS } from '../../src/chain/prices.js';
import { findChain } from '../../src/config.js';
import {
  CAIP_CHAIN_ID,
  pgliteOnly,
  rpcUrlOf,
  startTestServer,
  withProject,
} from '../blockchain/chain-test-kit.js';
import { useTestDevnet } from '../support/devnet-suite.js';
import { anvil, call, deployFeed, indexerConfig, send } from '../indexer/indexer-kit.js';

const testbed = useTestDevnet();
const NO_CODE = '0x00000000000000000000000000000000000f33d0';
const NATIVE = `${CAIP_CHAIN_ID}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
let etherFeed: `0x${string}`;
let wptFeed: `0x${string}`;

beforeAll(async () => {
  etherFeed = await deployFeed(testbed.devnet, 8, 287_540_000_000n);
  wptFeed = await deployFeed(testbed.devnet, 18, 42n * 10n ** 16n);
}, 60_000);

function priceSource(clock: { now: number }) {
  const config = indexerConfig(rpcUrlOf(testbed.devnet), {
    CHAIN_PRICE_FEEDS_31337: `native:${etherFeed},${testbed.devnet.contracts.wpt}:${wptFeed},${testbed.devnet.contracts.wpusd}:${NO_CODE}`,
  });
  const chain = findChain(config, 31337);
  if (chain === undefined) throw new Error('no chain');
  const failures: { feed: string; reason: string }[] = [];
  const source = createFeedPriceSource({
    clients: createChainClients(config.chains),
    maxAgeSeconds: 86_400,
    now: () => clock.now,
    onFailure: (failure) => failures.push(failure),
  });
  return { chain, source, failures };
}

describe('the feed price source', () => {
  it('prices the native currency and tokens from their feeds, and nothing else', async () => {
    const { chain, source, failures } = priceSource({ now: 0 });
    const prices = await source.getUsdPrices(chain, [
      'native',
      testbed.devnet.contracts.wpt,
      testbed.devnet.contracts.wpusd,
    ]);
    expect(prices).toEqual(
      new Map([
        ['native', 2875.4],
        [testbed.devnet.contracts.wpt.toLowerCase(), 0.42],
      ]),
    );
    // WPUSD's "feed" has no code: no price, and a reason that does not carry the upstream URL.
    expect(failures).toHaveLength(1);
    expect(failures[0]?.feed).toBe(NO_CODE);
    expect(failures[0]?.reason).not.toContain(rpcUrlOf(testbed.devnet));
    expect(failures[0]?.reason).not.toContain('127.0.0.1');
    // Only what is asked is read.
    expect(await source.getUsdPrices(chain, [])).toEqual(new Map());
  });

  it('keeps a price for 30 s, then reads the feed again', async () => {
    const clock = { now: 1_000 };
    const { chain, source } = priceSource(clock);
    expect((await source.getUsdPrices(chain, ['native'])).get('native')).toBe(2875.4);
    await send(testbed.devnet, 9, { to: etherFeed, data: call.updateAnswer(300_000_000_000n) });
    clock.now += PRICE_TTL_MS - 1;
    expect((await source.getUsdPrices(chain, ['native'])).get('native')).toBe(2875.4);
    clock.now += 1;
    expect((await source.getUsdPrices(chain, ['native'])).get('native')).toBe(3000);
  });

  it('refuses answers that are not positive', async () => {
    const clock = { now: 0 };
    const { chain, source, failures } = priceSource(clock);
    for (const answer of [0n, -5n]) {
      await send(testbed.devnet, 9, { to: etherFeed, data: call.updateAnswer(answer) });
      clock.now += PRICE_TTL_MS;
      expect(await source.getUsdPrices(chain, ['native'])).toEqual(new Map());
    }
    expect(failures.map((failure) => failure.reason)).toEqual([
      'answer is not positive',
      'answer is not positive',
    ]);
    await send(testbed.devnet, 9, { to: etherFeed, data: call.updateAnswer(287_540_000_000n) });
    clock.now += PRICE_FAILURE_TTL_MS;
    expect((await source.getUsdPrices(chain, ['native'])).get('native')).toBe(2875.4);
  });

  it("refuses an answer older than a day by the chain's clock, whatever this server's clock says", async () => {
    const clock = { now: 0 };
    const { chain, source, failures } = priceSource(clock);
    await anvil(testbed.devnet, 'evm_increaseTime', [86_401]);
    await anvil(testbed.devnet, 'evm_mine');
    expect(await source.getUsdPrices(chain, ['native', testbed.devnet.contracts.wpt])).toEqual(new Map());
    expect(failures.map((failure) => failure.reason)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^answer is 8640[1-9] s older than the latest block$/)]),
    );
    // A new round is fresh again.
    await send(testbed.devnet, 9, { to: etherFeed, data: call.updateAnswer(287_540_000_000n) });
    await send(testbed.devnet, 9, { to: wptFeed, data: call.updateAnswer(42n * 10n ** 16n) });
    clock.now += PRICE_FAILURE_TTL_MS;
    expect((await source.getUsdPrices(chain, ['native'])).get('native')).toBe(2875.4);
  });
});

describe('prices in the API', () => {
  let app: FastifyInstance | undefined;
  let unpriced: FastifyInstance | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await pgliteOnly().open();
    dispose = opened.dispose;
    const rpcUrls = [rpcUrlOf(testbed.devnet)];
    app = await startTestServer({
      db: opened.db,
      rpcUrls,
      env: { CHAIN_PRICE_FEEDS_31337: `native:${etherFeed},${testbed.devnet.contracts.wpt}:${wptFeed}` },
    });
    unpriced = await startTestServer({ db: opened.db, rpcUrls, env: { CHAIN_PRICE_FEEDS_31337: '' } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await unpriced?.close();
    await dispose?.();
  });

  const balances = async (server: FastifyInstance | undefined) => {
    const response = await (server as FastifyInstance).inject({
      method: 'GET',
      url: withProject(`/v1/account/${devnetAccount(1).address}/balance`, { chainId: CAIP_CHAIN_ID }),
    });
    expect(response.statusCode).toBe(200);
    return response.json().balances as {
      symbol: string;
      price?: number;
      value?: number;
      quantity: { numeric: string };
    }[];
  };

  it('prices balances a feed prices, and leaves price and value out for the others', async () => {
    const [ether, wpusd, wpt] = await balances(app);
    expect(ether?.price).toBe(2875.4);
    expect(ether?.value).toBe(2875.4 * Number(ether?.quantity.numeric));
    expect(wpt).toMatchObject({ symbol: 'WPT', price: 0.42 });
    expect(wpusd?.symbol).toBe('WPUSD');
    expect(wpusd).not.toHaveProperty('price');
    expect(wpusd).not.toHaveProperty('value');
    for (const balance of await balances(unpriced)) {
      expect(balance).not.toHaveProperty('price');
      expect(balance).not.toHaveProperty('value');
    }
  });

  const prices = (body: unknown, query: Record<string, string> = {}) =>
    (app as FastifyInstance).inject({
      method: 'POST',
      url: Object.keys(query).length === 0 ? '/v1/fungible/price' : withProject('/v1/fungible/price', query),
      payload: body as object,
    });

  it('answers POST /v1/fungible/price for priced tokens only, in the order asked', async () => {
    const { wpt, wpusd } = testbed.devnet.contracts;
    const response = await prices({
      projectId: 'walletport-demo',
      currency: 'usd',
      addresses: [
        `${CAIP_CHAIN_ID}:${wpt}`,
        NATIVE,
        `${CAIP_CHAIN_ID}:${wpusd}`, // no feed
        `${CAIP_CHAIN_ID}:0x000000000000000000000000000000000000dEaD`, // unknown
        'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', // a chain not served
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      fungibles: [
        {
          address: `${CAIP_CHAIN_ID}:${wpt}`,
          name: 'Walletport Token',
          symbol: 'WPT',
          iconUrl: expect.stringMatching(/\/public\/getTokenImage\/WPT\?projectId=walletport-demo$/),
          price: 0.42,
        },
        {
          address: NATIVE,
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: expect.stringMatching(/\/public\/getTokenImage\/ETH\?projectId=walletport-demo$/),
          price: 2875.4,
        },
      ],
    });
  });

  it('validates the body and requires a project', async () => {
    const malformed = await prices({
      projectId: 'walletport-demo',
      currency: 'usd',
      addresses: ['0xnot-caip'],
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/'addresses'/);
    const currency = await prices({ projectId: 'walletport-demo', currency: 'eur', addresses: [] });
    expect(currency.statusCode).toBe(400);
    const many = await prices({
      projectId: 'walletport-demo',
      currency: 'usd',
      addresses: Array(101).fill(NATIVE),
    });
    expect(many.statusCode).toBe(400);
    expect((await prices({ currency: 'usd', addresses: [NATIVE] })).statusCode).toBe(403);
    // The project id may come in the query instead (a browser's CORS preflight needs it there).
    const withQuery = await prices({ currency: 'usd', addresses: [NATIVE] }, { st: 'react' });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.json().fungibles).toHaveLength(1);
  });
});
