/**
 * The `amm` swap provider: a Uniswap-V2-style router per chain (CHAIN_SWAP_ROUTER_<chainId>), the one the
 * devnet deploys by default. Quotes are the router's own getAmountsOut, over the direct pool or through
 * WETH, whichever pays more; price impact compares them with the pools' mid price (docs/server.md, "Swaps").
 */
import { encodeFunctionData, erc20Abi, maxUint256, type PublicClient } from 'viem';
import type { ChainClients } from '../chain/clients.js';
import type { ChainConfig, HexAddress } from '../config.js';
import { swapRouterAbi } from './amm-abi.js';
import { type AmmPools, createAmmPools, type PathQuote } from './amm-pools.js';
import { readGasPrices } from './gas-prices.js';
import { minimumOut, priceImpactPercent } from './quote-math.js';
import { amountTooSmall, noRoute, swapsUnavailable } from './swap-errors.js';
import type { QuoteRequest, SwapProvider, SwapQuote, SwapToken } from './swap-provider.js';
import { formatSwapTokenId, type SwapTokenId } from './token-id.js';

/** The router refuses a swap mined later than this after it was built. */
export const SWAP_DEADLINE_SECONDS = 20 * 60;
/** Gas limits when estimating is turned off or fails (e.g. before the approval is mined). */
const FALLBACK_GAS_FIRST_HOP = 200_000n;
const FALLBACK_GAS_PER_EXTRA_HOP = 100_000n;

export interface AmmProviderOptions {
  chains: readonly ChainConfig[];
  clients: ChainClients;
  /** Router address per chain id. */
  routers: ReadonlyMap<number, HexAddress>;
  /** Unix milliseconds; the deadline counts from it. */
  now?: () => number;
}

interface ChainAmm {
  chain: ChainConfig;
  client: PublicClient;
  pools: AmmPools;
}

interface BestQuote extends PathQuote {
  quote: SwapQuote;
}

export function createAmmProvider(options: AmmProviderOptions): SwapProvider {
  const now = options.now ?? Date.now;
  const amms = new Map<number, ChainAmm>();
  for (const chain of options.chains) {
    const client = options.clients.get(chain.chainId);
    const router = options.routers.get(chain.chainId);
    if (client !== undefined && router !== undefined) {
      amms.set(chain.chainId, { chain, client, pools: createAmmPools(client, router) });
    }
  }
  const ammOf = (chainId: number): ChainAmm => {
    const amm = amms.get(chainId);
    if (amm === undefined) throw swapsUnavailable(`eip155:${chainId}`);
    return amm;
  };
  const contractOf = (token: SwapTokenId, weth: HexAddress): HexAddress =>
    token.native ? weth : token.address;

  const bestQuote = async (chainId: number, request: QuoteRequest): Promise<BestQuote> => {
    const { pools } = ammOf(chainId);
    const { weth } = await pools.routerInfo();
    const tokenIn = contractOf(request.from, weth);
    const tokenOut = contractOf(request.to, weth);
    // Wrapping is not a swap: the router has no ETH↔WETH path.
    if (tokenIn.toLowerCase() === tokenOut.toLowerCase()) throw noRoute();
    const paths: HexAddress[][] = [[tokenIn, tokenOut]];
    if (tokenIn !== weth && tokenOut !== weth) paths.push([tokenIn, weth, tokenOut]);
    const quotes = await pools.quotePaths(request.amount, paths);
    const best = quotes.reduce<PathQuote | undefined>(
      (winner, candidate) =>
        winner === undefined || (candidate.amounts.at(-1) ?? 0n) > (winner.amounts.at(-1) ?? 0n)
          ? candidate
          : winner,
      undefined,
    );
    if (best === undefined) throw noRoute();
    const toAmount = best.amounts.at(-1) ?? 0n;
    if (toAmount === 0n) throw amountTooSmall();
    const fromAccount = formatSwapTokenId(chainId, request.from.address);
    const toAccount = formatSwapTokenId(chainId, request.to.address);
    const middle = best.path.slice(1, -1).map((address) => formatSwapTokenId(chainId, address));
    return {
      ...best,
      quote: {
        id: null,
        fromAmount: request.amount.toString(),
        fromAccount,
        toAmount: toAmount.toString(),
        toAccount,
        priceImpact: priceImpactPercent(request.amount, toAmount, best.hops),
        route: [fromAccount, ...middle, toAccount],
      },
    };
  };

  return {
    kind: 'amm',
    supports: (chainId) => amms.has(chainId),

    async tokens(chainId, { logoUri }) {
      const { chain, pools } = ammOf(chainId);
      const { weth } = await pools.routerInfo();
      const listed = chain.tokens.filter((token) => token.address.toLowerCase() !== weth.toLowerCase());
      const candidates = [weth, ...listed.map((token) => token.address)];
      const pairsOf = listed.flatMap((token) =>
        candidates
          .filter((other) => other.toLowerCase() !== token.address.toLowerCase())
          .map((other) => [token.address, other] as const),
      );
      const found = await pools.pairs(pairsOf);
      const pooled = new Set(
        pairsOf.filter((_, index) => found[index] !== undefined).map(([token]) => token),
      );
      const native = chain.nativeCurrency;
      const tokens: SwapToken[] = [
        {
          name: native.name,
          symbol: native.symbol,
          address: formatSwapTokenId(chainId, '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
          decimals: native.decimals,
          logoUri: logoUri(native.symbol),
          eip2612: false,
        },
      ];
      for (const token of listed) {
        if (!pooled.has(token.address)) continue;
        tokens.push({
          name: token.name,
          symbol: token.symbol,
          address: formatSwapTokenId(chainId, token.address),
          decimals: token.decimals,
          logoUri: logoUri(token.symbol),
          eip2612: false,
        });
      }
      return tokens;
    },

    async quote(chainId, request) {
      return (await bestQuote(chainId, request)).quote;
    },

    async allowance(chainId, token, owner) {
      if (token.native) return maxUint256;
      const { client, pools } = ammOf(chainId);
      const { router } = await pools.routerInfo();
      return client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, router],
      });
    },

    async gasPrice(chainId) {
      const client = options.clients.get(chainId);
      if (client === undefined) throw swapsUnavailable(`eip155:${chainId}`);
      return readGasPrices(client);
    },

    async buildApprove(chainId, request) {
      const { client, pools } = ammOf(chainId);
      const { router } = await pools.routerInfo();
      const gas = await readGasPrices(client);
      return {
        from: `eip155:${chainId}:${request.user}`,
        to: formatSwapTokenId(chainId, request.token.address),
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, request.amount] }),
        value: '0',
        eip155: { gasPrice: gas.standard },
      };
    },

    async buildTransaction(chainId, request) {
      const { client, pools } = ammOf(chainId);
      const { router } = await pools.routerInfo();
      const [best, gas] = await Promise.all([bestQuote(chainId, request), readGasPrices(client)]);
      const minOut = minimumOut(best.amounts.at(-1) ?? 0n, request.slippage);
      const deadline = Math.floor(now() / 1000) + SWAP_DEADLINE_SECONDS;
      const to = request.user;
      const data = request.from.native
        ? encodeFunctionData({
            abi: swapRouterAbi,
            functionName: 'swapExactETHForTokens',
            args: [minOut, best.path, to, BigInt(deadline)],
          })
        : encodeFunctionData({
            abi: swapRouterAbi,
            functionName: request.to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
            args: [request.amount, minOut, best.path, to, BigInt(deadline)],
          });
      const value = request.from.native ? request.amount : 0n;
      const fallbackGas = FALLBACK_GAS_FIRST_HOP + FALLBACK_GAS_PER_EXTRA_HOP * BigInt(best.path.length - 2);
      const estimated = request.disableEstimate
        ? undefined
        : await client
            .estimateGas({ account: request.user, to: router, data, value })
            .then((units) => (units * 12n) / 10n)
            // Before the approval is mined (or without the funds yet) the call reverts: use the ceiling.
            .catch(() => undefined);
      return {
        from: `eip155:${chainId}:${request.user}`,
        to: formatSwapTokenId(chainId, router),
        data,
        amount: value.toString(),
        eip155: { gas: (estimated ?? fallbackGas).toString(), gasPrice: gas.standard },
        minimumOut: minOut.toString(),
        deadline,
      };
    },
  };
}
