/**
 * The quote arithmetic against the contract's own: for random amounts over random paths of the seeded
 * pools, amountOutAlong on the reserves read from the chain equals the router's getAmountsOut at the
 * same block, and the server's quote reports exactly that amount and the impact priceImpactPercent gives.
 */
import { DEVNET_CONTRACTS, devnetSwapFactoryAbi, devnetSwapPairAbi } from '@walletport/devnet';
import fc from 'fast-check';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  amountOutAlong,
  MAX_RESERVE,
  type PoolReserves,
  priceImpactPercent,
} from '../../src/swaps/quote-math.js';
import { devnetClient, pgliteOnly, rpcUrlOf } from '../blockchain/chain-test-kit.js';
import { useTestDevnet, useTestServer } from '../support/devnet-suite.js';
import { getJson, routerAmountsOut, trader } from './convert-kit.js';

const testbed = useTestDevnet();
const server = useTestServer(pgliteOnly(), () => [rpcUrlOf(testbed.devnet)]);

const { weth, wpusd, wpt } = DEVNET_CONTRACTS;
const PATHS: readonly (readonly Address[])[] = [
  [weth, wpusd],
  [wpusd, weth],
  [weth, wpt],
  [wpt, weth],
  [wpusd, wpt],
  [wpt, wpusd],
  [wpusd, weth, wpt],
  [wpt, weth, wpusd],
];

async function reservesAlong(path: readonly Address[]): Promise<PoolReserves[]> {
  const client = devnetClient(testbed.devnet);
  const hops: PoolReserves[] = [];
  for (let index = 0; index + 1 < path.length; index++) {
    const [tokenIn, tokenOut] = [path[index] as Address, path[index + 1] as Address];
    const pair = await client.readContract({
      address: DEVNET_CONTRACTS.swapFactory,
      abi: devnetSwapFactoryAbi,
      functionName: 'getPair',
      args: [tokenIn, tokenOut],
    });
    const [token0, [reserve0, reserve1]] = await Promise.all([
      client.readContract({ address: pair, abi: devnetSwapPairAbi, functionName: 'token0' }),
      client.readContract({ address: pair, abi: devnetSwapPairAbi, functionName: 'getReserves' }),
    ]);
    const inIsToken0 = token0.toLowerCase() === tokenIn.toLowerCase();
    hops.push({ reserveIn: inIsToken0 ? reserve0 : reserve1, reserveOut: inIsToken0 ? reserve1 : reserve0 });
  }
  return hops;
}

// From one base unit to far beyond the pools' depth, spread over every order of magnitude.
const amountIn = fc
  .tuple(fc.integer({ min: 0, max: 30 }), fc.bigInt({ min: 1n, max: 999n }))
  .map(([exponent, digits]) => digits * 10n ** BigInt(exponent))
  .filter((amount) => amount <= MAX_RESERVE);

describe('quote math against the router on a devnet', { timeout: 120_000 }, () => {
  it('equals getAmountsOut for random amounts and paths', async () => {
    await fc.assert(
      fc.asyncProperty(amountIn, fc.constantFrom(...PATHS), async (amount, path) => {
        const hops = await reservesAlong(path);
        const expected = amountOutAlong(amount, hops);
        const actual = await routerAmountsOut(testbed.devnet, amount, path).then(
          (amounts) => amounts.at(-1),
          () => undefined,
        );
        // A hop that pays nothing makes the next hop's input zero, which the router refuses.
        if (actual === undefined) expect(expected === 0n || expected === undefined).toBe(true);
        else expect(actual).toBe(expected);
      }),
      { numRuns: 25 },
    );
  });

  it("reports the router's amount and the impact from the reserves in the server's quote", async () => {
    const direct = PATHS.filter((path) => path.length === 2);
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 10n ** 6n, max: 10n ** 22n }),
        fc.constantFrom(...direct),
        async (amount, path) => {
          const id = (address: Address) =>
            `eip155:31337:${address === weth ? '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' : address}`;
          const { status, body } = await getJson(server.app, '/v1/convert/quotes', {
            from: id(path[0] as Address),
            to: id(path[1] as Address),
            amount: amount.toString(),
            userAddress: trader(),
          });
          if (status === 400) {
            expect(body.code).toBe('AMOUNT_TOO_SMALL');
            return;
          }
          const [quote] = body.quotes as { toAmount: string; priceImpact: string; route: string[] }[];
          // The pools do not move during this test: reserves read now are those the quote used.
          const hops = await reservesAlong(
            quote?.route.length === 2 ? path : [path[0] as Address, weth, path[1] as Address],
          );
          const out = amountOutAlong(amount, hops) ?? 0n;
          expect(quote?.toAmount).toBe(out.toString());
          expect(quote?.priceImpact).toBe(priceImpactPercent(amount, out, hops));
        },
      ),
      { numRuns: 25 },
    );
  });
});
