/**
 * The swap API against a real devnet whose pools the devnet seeds at start: tokens, quotes equal to the
 * router's own getAmountsOut, allowance, gas prices, approval and swap transactions that a wallet then
 * sends (balances read from the chain before and after), and a clear 400 for every kind of bad input.
 */
import { DEVNET_CONTRACTS, devnetAccount } from '@walletport/devnet';
import { decodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEVNET_SWAP_ROUTER } from '../../src/config-chains.js';
import { pgliteOnly, rpcUrlOf } from '../blockchain/chain-test-kit.js';
import { useTestDevnet, useTestServer } from '../support/devnet-suite.js';
import {
  type BuiltTx,
  getJson,
  NATIVE,
  postJson,
  ROUTER,
  routerAmountsOut,
  sendBuilt,
  TRADER_INDEX,
  tokenBalance,
  trader,
  WETH,
  WPT,
  WPUSD,
} from './convert-kit.js';

const testbed = useTestDevnet();
const server = useTestServer(pgliteOnly(), () => [rpcUrlOf(testbed.devnet)]);
const get = (path: string, query: Record<string, string>) =>
  getJson(server.app, `/v1/convert/${path}`, query);
const quote = (query: Record<string, string>) =>
  get('quotes', { userAddress: `eip155:31337:${trader()}`, ...query });

it("defaults to the router the devnet deploys (server code may not import the devnet's)", () => {
  expect(DEVNET_SWAP_ROUTER).toBe(ROUTER);
});

describe('GET /v1/convert/tokens', { timeout: 30_000 }, () => {
  it('lists the native currency first, then the tokens that have a pool', async () => {
    const { status, body } = await get('tokens', { chainId: 'eip155:31337' });
    expect(status).toBe(200);
    const tokens = body.tokens as {
      symbol: string;
      address: string;
      decimals: number;
      eip2612: boolean;
      logoUri: string;
    }[];
    expect(tokens.map((token) => [token.symbol, token.address, token.decimals])).toEqual([
      ['ETH', NATIVE, 18],
      ['WPUSD', WPUSD, 6],
      ['WPT', WPT, 18],
    ]);
    expect(tokens.every((token) => token.eip2612 === false)).toBe(true);
    // ETH has artwork the server serves; a token without any gets ''.
    expect(tokens[0]?.logoUri).toMatch(/\/public\/getTokenImage\/ETH\?projectId=walletport-demo$/);
    for (const token of tokens) expect(token.logoUri === '' || token.logoUri.startsWith('http')).toBe(true);
  });

  it('answers an empty list on a listed chain this server has no swaps for', async () => {
    expect(await get('tokens', { chainId: 'eip155:1' })).toEqual({ status: 200, body: { tokens: [] } });
  });

  it("refuses other chains with 'Network not supported for Swaps' and a malformed id by name", async () => {
    for (const chainId of ['eip155:999', 'eip155:5', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
      const { status, body } = await get('tokens', { chainId });
      expect({ status, message: body.message }, chainId).toEqual({
        status: 400,
        message: 'Network not supported for Swaps',
      });
    }
    const bad = await get('tokens', { chainId: '31337' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/'chainId'.*CAIP-2/);
  });

  it('requires the project like every route', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/v1/convert/tokens?chainId=eip155:31337',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /v1/convert/quotes', { timeout: 30_000 }, () => {
  it("quotes ETH → WPUSD with the router's own amount out, its route and price impact", async () => {
    const amount = parseEther('1');
    const { status, body } = await quote({ from: NATIVE, to: WPUSD, amount: amount.toString() });
    expect(status).toBe(200);
    const [expected] = (
      await routerAmountsOut(testbed.devnet, amount, [DEVNET_CONTRACTS.weth, DEVNET_CONTRACTS.wpusd])
    ).slice(-1);
    expect(body.quotes).toEqual([
      {
        id: null,
        fromAmount: amount.toString(),
        fromAccount: NATIVE,
        toAmount: String(expected),
        toAccount: WPUSD,
        priceImpact: expect.stringMatching(/^\d+\.\d{2}$/),
        route: [NATIVE, WPUSD],
      },
    ]);
    // 1 ETH of a 100 ETH pool: 1 % of depth plus the 0.3 % fee.
    const impact = Number((body.quotes as { priceImpact: string }[])[0]?.priceImpact);
    expect(impact).toBeGreaterThan(1.2);
    expect(impact).toBeLessThan(1.4);
  });

  it('takes the better of the direct pool and the path through WETH', async () => {
    const amount = parseUnits('500', 6);
    const { body } = await quote({ from: WPUSD, to: WPT, amount: amount.toString() });
    const direct =
      (await routerAmountsOut(testbed.devnet, amount, [DEVNET_CONTRACTS.wpusd, DEVNET_CONTRACTS.wpt])).at(
        -1,
      ) ?? 0n;
    const viaWeth =
      (
        await routerAmountsOut(testbed.devnet, amount, [
          DEVNET_CONTRACTS.wpusd,
          DEVNET_CONTRACTS.weth,
          DEVNET_CONTRACTS.wpt,
        ])
      ).at(-1) ?? 0n;
    const [first] = body.quotes as { toAmount: string; route: string[] }[];
    expect(first?.toAmount).toBe(String(direct > viaWeth ? direct : viaWeth));
    expect(first?.route).toEqual(direct >= viaWeth ? [WPUSD, WPT] : [WPUSD, WETH, WPT]);
  });

  it('answers NO_ROUTE for a token without a pool', async () => {
    const { status, body } = await quote({
      from: NATIVE,
      to: `eip155:31337:${DEVNET_CONTRACTS.collectibles}`,
      amount: '1000',
    });
    expect({ status, body }).toEqual({
      status: 400,
      body: { code: 'NO_ROUTE', message: 'No route for this pair' },
    });
  });

  it.each([
    ['a token id that is not CAIP-10', { from: DEVNET_CONTRACTS.wpusd }, /'from'.*CAIP-10/],
    ['a bad checksum', { from: `eip155:31337:${DEVNET_CONTRACTS.wpusd.replace('e7f1', 'E7f1')}` }, /'from'/],
    ['a negative amount', { amount: '-1' }, /'amount'.*positive integer/],
    ['a zero amount', { amount: '0' }, /'amount'.*greater than 0/],
    ['a decimal amount', { amount: '1.5' }, /'amount'.*positive integer/],
    ['an exponent', { amount: '1e18' }, /'amount'.*positive integer/],
    ['an amount no pool can hold', { amount: (2n ** 112n).toString() }, /'amount'.*at most/],
    ['an amount of 101 digits', { amount: '9'.repeat(101) }, /'amount'/],
    ['tokens on two chains', { to: `eip155:31338:${DEVNET_CONTRACTS.wpusd}` }, /'to'.*same chain/],
    ['the same token twice', { to: NATIVE }, /'to'.*different token/],
    [
      'a user on another chain',
      { userAddress: `eip155:1:${'0x'.padEnd(42, 'a')}` },
      /'userAddress'.*eip155:31337/,
    ],
    ['a user that is not an address', { userAddress: 'alice.eth' }, /'userAddress'/],
    ['a missing amount', { amount: undefined }, /Missing query parameter 'amount'/],
  ] as const)('refuses %s with a 400 that names the field', async (_case, change, message) => {
    const query: Record<string, string> = { from: NATIVE, to: WPUSD, amount: '1000' };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) delete query[key];
      else query[key] = value;
    }
    const { status, body } = await quote(query);
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_REQUEST');
    expect(body.message).toMatch(message);
  });

  it("refuses an unknown chain with 'Network not supported for Swaps'", async () => {
    const { status, body } = await quote({
      from: 'eip155:999:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: `eip155:999:${DEVNET_CONTRACTS.wpusd}`,
      amount: '1000',
    });
    expect({ status, message: body.message }).toEqual({
      status: 400,
      message: 'Network not supported for Swaps',
    });
  });

  it('says SWAPS_UNAVAILABLE on a listed chain without a provider, and 502 when the chain is down', async () => {
    const mainnet = await quote({
      from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      amount: '1000',
      userAddress: trader(),
    });
    expect(mainnet.status).toBe(400);
    expect(mainnet.body.code).toBe('SWAPS_UNAVAILABLE');
    // The test server points chain 31338 at a dead upstream.
    const down = await quote({
      from: 'eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: `eip155:31338:${DEVNET_CONTRACTS.wpusd}`,
      amount: '1000',
      userAddress: trader(),
    });
    expect(down.status).toBe(502);
    expect(down.body.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('GET /v1/convert/allowance and /gas-price', { timeout: 30_000 }, () => {
  it('answers max uint256 for the native currency and the ERC-20 allowance for the router otherwise', async () => {
    const native = await get('allowance', { tokenAddress: NATIVE, userAddress: trader() });
    expect(native).toEqual({ status: 200, body: { allowance: maxUint256.toString() } });
    const stranger = '0x000000000000000000000000000000000000dEaD';
    const token = await get('allowance', { tokenAddress: WPUSD, userAddress: stranger });
    expect(token).toEqual({ status: 200, body: { allowance: '0' } });
    const bad = await get('allowance', { tokenAddress: 'WPUSD', userAddress: stranger });
    expect(bad.status).toBe(400);
  });

  it("reads standard ≤ fast ≤ instant from the chain's fee data", async () => {
    const { status, body } = await get('gas-price', { chainId: 'eip155:31337' });
    expect(status).toBe(200);
    const { standard, fast, instant } = body as Record<string, string>;
    for (const price of [standard, fast, instant]) expect(price).toMatch(/^[1-9]\d*$/);
    expect(BigInt(standard ?? 0) <= BigInt(fast ?? 0) && BigInt(fast ?? 0) <= BigInt(instant ?? 0)).toBe(
      true,
    );
  });

  it("refuses other chains with 'Network not supported for Gas Price'", async () => {
    const { status, body } = await get('gas-price', { chainId: 'eip155:999' });
    expect({ status, message: body.message }).toEqual({
      status: 400,
      message: 'Network not supported for Gas Price',
    });
  });
});

describe('building and sending swaps', { timeout: 30_000 }, () => {
  it('builds an ETH → WPUSD swap a wallet sends, receiving at least the minimum', async () => {
    const amount = parseEther('0.5');
    const built = await postJson(server.app, '/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: '1' },
      from: NATIVE,
      to: WPUSD,
      userAddress: `eip155:31337:${trader()}`,
      disableEstimate: false,
    });
    expect(built.status).toBe(200);
    const tx = built.body.tx as BuiltTx & { minimumOut: string; deadline: number; from: string };
    expect(tx.to).toBe(`eip155:31337:${ROUTER}`);
    expect(tx.from).toBe(`eip155:31337:${trader()}`);
    expect(tx.amount).toBe(amount.toString());
    expect(Math.abs(tx.deadline - (Math.floor(Date.now() / 1000) + 1200))).toBeLessThan(30);
    const quoted =
      (await routerAmountsOut(testbed.devnet, amount, [DEVNET_CONTRACTS.weth, DEVNET_CONTRACTS.wpusd])).at(
        -1,
      ) ?? 0n;
    expect(tx.minimumOut).toBe(((quoted * 99n) / 100n).toString());

    const before = await tokenBalance(testbed.devnet, DEVNET_CONTRACTS.wpusd, trader());
    const receipt = await sendBuilt(testbed.devnet, TRADER_INDEX, tx);
    expect(receipt.status).toBe('success');
    const received = (await tokenBalance(testbed.devnet, DEVNET_CONTRACTS.wpusd, trader())) - before;
    expect(received).toBe(quoted);
    expect(received >= BigInt(tx.minimumOut)).toBe(true);
  });

  it('sells WPUSD for ETH after the approval the server builds', async () => {
    const amount = parseUnits('250', 6);
    const approve = await get('build-approve', {
      userAddress: trader(),
      from: WPUSD,
      to: NATIVE,
      amount: amount.toString(),
    });
    expect(approve.status).toBe(200);
    const approveTx = approve.body.tx as BuiltTx & { value: string; to: string };
    expect(approveTx.to).toBe(WPUSD);
    expect(approveTx.value).toBe('0');
    expect(decodeFunctionData({ abi: erc20Abi, data: approveTx.data })).toEqual({
      functionName: 'approve',
      args: [ROUTER, amount],
    });
    expect((await sendBuilt(testbed.devnet, TRADER_INDEX, approveTx)).status).toBe('success');
    const allowance = await get('allowance', { tokenAddress: WPUSD, userAddress: trader() });
    expect(allowance.body.allowance).toBe(amount.toString());

    const built = await postJson(server.app, '/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: '0.5' },
      from: WPUSD,
      to: NATIVE,
      userAddress: trader(),
    });
    expect(built.status).toBe(200);
    const tx = built.body.tx as BuiltTx & { minimumOut: string };
    expect(tx.amount).toBe('0');
    const before = await tokenBalance(testbed.devnet, DEVNET_CONTRACTS.wpusd, trader());
    const receipt = await sendBuilt(testbed.devnet, TRADER_INDEX, tx);
    expect(receipt.status).toBe('success');
    expect(before - (await tokenBalance(testbed.devnet, DEVNET_CONTRACTS.wpusd, trader()))).toBe(amount);
  });

  it('builds a swap the router refuses once the pool moved past the slippage, moving nothing', async () => {
    const body = {
      amount: parseEther('1').toString(),
      eip155: { slippage: '1' },
      from: NATIVE,
      to: WPUSD,
      userAddress: trader(),
    };
    const stale = await postJson(server.app, '/v1/convert/build-transaction', body);
    expect(stale.status).toBe(200);
    // Someone else buys 10 ETH worth first: the price moves far more than 1 %.
    const mover = await postJson(server.app, '/v1/convert/build-transaction', {
      ...body,
      amount: parseEther('10').toString(),
      userAddress: devnetAccount(5).address,
    });
    expect((await sendBuilt(testbed.devnet, 5, mover.body.tx as BuiltTx)).status).toBe('success');
    const before = await tokenBalance(testbed.devnet, DEVNET_CONTRACTS.wpusd, trader());
    const receipt = await sendBuilt(testbed.devnet, TRADER_INDEX, stale.body.tx as BuiltTx);
    expect(receipt.status).toBe('reverted');
    expect(await tokenBalance(testbed.devnet, DEVNET_CONTRACTS.wpusd, trader())).toBe(before);
  });

  it('refuses to build an approval of the native currency', async () => {
    const { status, body } = await get('build-approve', {
      userAddress: trader(),
      from: NATIVE,
      to: WPUSD,
      amount: '1',
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/native currency needs no approval/);
  });

  it.each(['0', '50.01', '51', '-1', 'abc', '1e1', ''])('refuses slippage %j', async (slippage) => {
    const { status, body } = await postJson(server.app, '/v1/convert/build-transaction', {
      amount: '1000',
      eip155: { slippage },
      from: NATIVE,
      to: WPUSD,
      userAddress: trader(),
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/'eip155.slippage'.*greater than 0 and at most 50/);
  });

  it('uses 1 % slippage when none is given', async () => {
    const { status, body } = await postJson(server.app, '/v1/convert/build-transaction', {
      amount: '1000000000',
      from: NATIVE,
      to: WPUSD,
      userAddress: trader(),
      disableEstimate: true,
    });
    expect(status).toBe(200);
    const quoted =
      (
        await routerAmountsOut(testbed.devnet, 1_000_000_000n, [
          DEVNET_CONTRACTS.weth,
          DEVNET_CONTRACTS.wpusd,
        ])
      ).at(-1) ?? 0n;
    const tx = body.tx as { minimumOut: string; eip155: { gas: string } };
    expect(tx.minimumOut).toBe(((quoted * 99n) / 100n).toString());
    expect(tx.eip155.gas).toBe('200000');
  });
});
