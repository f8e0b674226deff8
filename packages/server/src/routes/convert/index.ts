/**
 * The swap API (docs/server.md, "Swaps"): GET /v1/convert/tokens, /quotes, /allowance, /gas-price,
 * /build-approve and POST /v1/convert/build-transaction. Every route is project-scoped; inputs are checked
 * here (params.ts) and the configured SwapProvider answers. A chain outside the swap list is a 400
 * 'Network not supported for Swaps'; a listed chain without a provider lists no tokens and answers
 * everything else with 400 SWAPS_UNAVAILABLE.
 */
import { tokenArtworkSvg } from '@walletport/core/artwork';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChainServices } from '../../chain/chain-services.js';
import { shortReason } from '../../chain/prices.js';
import { tokenIconUrl } from '../../chain/token-balances.js';
import { ApiError, errorBodySchema } from '../../http/api-error.js';
import { requireProject } from '../../projects/index.js';
import { createSwapProvider } from '../../swaps/index.js';
import { swapsUnavailable } from '../../swaps/swap-errors.js';
import type { RouteContext } from '../context.js';
import {
  GAS_PRICE_UNSUPPORTED_MESSAGE,
  requireAmount,
  requirePair,
  requireSlippage,
  requireSwapChain,
  requireToken,
  requireUser,
} from './params.js';
import {
  type AllowanceQuery,
  allowanceQuerySchema,
  allowanceResponseSchema,
  type BuildApproveQuery,
  type BuildTransactionBody,
  buildApproveQuerySchema,
  buildApproveResponseSchema,
  buildTransactionBodySchema,
  buildTransactionResponseSchema,
  gasPriceQuerySchema,
  gasPriceResponseSchema,
  type QuotesQuery,
  quotesQuerySchema,
  quotesResponseSchema,
  type TokensQuery,
  tokensQuerySchema,
  tokensResponseSchema,
} from './schemas.js';

export interface ConvertRouteOptions extends RouteContext {
  services: ChainServices;
}

const errorResponses = { 400: errorBodySchema, 403: errorBodySchema, 502: errorBodySchema } as const;
const tags = ['swaps'];

export default async function convertRoutes(app: FastifyInstance, opts: ConvertRouteOptions): Promise<void> {
  const log = app.log.child({ component: 'swaps' });
  const provider = createSwapProvider(opts.config, opts.services.clients, log);

  /** The provider's answer; a failure that is not the caller's (chain down) becomes a short 502. */
  async function ask<T>(request: FastifyRequest, chainId: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      request.log.warn({ chainId, reason: shortReason(error) }, 'swap read failed');
      throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', `Swaps on eip155:${chainId} could not be read.`);
    }
  }
  const requireProvider = (chainId: number) => {
    if (!provider.supports(chainId)) throw swapsUnavailable(`eip155:${chainId}`);
  };

  app.get<{ Querystring: TokensQuery }>(
    '/v1/convert/tokens',
    {
      schema: {
        summary: 'Tokens that can be swapped on a chain',
        description: 'The native currency first, then the configured tokens that have a pool.',
        tags,
        querystring: tokensQuerySchema,
        response: { 200: tokensResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const project = await requireProject(request);
      const chainId = requireSwapChain(request.query.chainId, 'chainId');
      if (!provider.supports(chainId)) return { tokens: [] };
      const base = `${request.protocol}://${request.host}`;
      const logoUri = (symbol: string) =>
        tokenArtworkSvg(symbol) === undefined ? '' : tokenIconUrl(base, symbol, project.id);
      return { tokens: await ask(request, chainId, () => provider.tokens(chainId, { logoUri })) };
    },
  );

  app.get<{ Querystring: QuotesQuery }>(
    '/v1/convert/quotes',
    {
      schema: {
        summary: 'What a swap pays now',
        description:
          "toAmount is the router's getAmountsOut; priceImpact is percent versus the pools' mid price. 400 NO_ROUTE when no pool connects the pair.",
        tags,
        querystring: quotesQuerySchema,
        response: { 200: quotesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireProject(request);
      const { from, to, chainId } = requirePair(request.query.from, request.query.to);
      const amount = requireAmount(request.query.amount, 'amount');
      const user = requireUser(request.query.userAddress, chainId, 'userAddress');
      requireProvider(chainId);
      const quote = await ask(request, chainId, () => provider.quote(chainId, { from, to, amount, user }));
      return { quotes: [quote] };
    },
  );

  app.get<{ Querystring: AllowanceQuery }>(
    '/v1/convert/allowance',
    {
      schema: {
        summary: 'What the router may spend of a token',
        description: 'Max uint256 for the native currency, which needs no approval.',
        tags,
        querystring: allowanceQuerySchema,
        response: { 200: allowanceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireProject(request);
      const token = requireToken(request.query.tokenAddress, 'tokenAddress');
      const user = requireUser(request.query.userAddress, token.chainId, 'userAddress');
      requireProvider(token.chainId);
      const allowance = await ask(request, token.chainId, () =>
        provider.allowance(token.chainId, token, user),
      );
      return { allowance: allowance.toString() };
    },
  );

  app.get<{ Querystring: TokensQuery }>(
    '/v1/convert/gas-price',
    {
      schema: {
        summary: 'Gas prices for a swap',
        description: "standard, fast and instant in wei, from the chain's fee history.",
        tags,
        querystring: gasPriceQuerySchema,
        response: { 200: gasPriceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireProject(request);
      const chainId = requireSwapChain(request.query.chainId, 'chainId', GAS_PRICE_UNSUPPORTED_MESSAGE);
      return ask(request, chainId, () => provider.gasPrice(chainId));
    },
  );

  app.get<{ Querystring: BuildApproveQuery }>(
    '/v1/convert/build-approve',
    {
      schema: {
        summary: 'The approval a token sell needs first',
        description: "approve(router, amount) on the token `from`; `to` is the swap's other token.",
        tags,
        querystring: buildApproveQuerySchema,
        response: { 200: buildApproveResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireProject(request);
      const { from, to, chainId } = requirePair(request.query.from, request.query.to);
      const amount = requireAmount(request.query.amount, 'amount');
      const user = requireUser(request.query.userAddress, chainId, 'userAddress');
      if (from.native) {
        throw new ApiError(
          400,
          'INVALID_REQUEST',
          "Invalid query parameter 'from': the native currency needs no approval",
        );
      }
      requireProvider(chainId);
      const tx = await ask(request, chainId, () =>
        provider.buildApprove(chainId, { token: from, counterpart: to, user, amount }),
      );
      return { tx };
    },
  );

  app.post<{ Body: BuildTransactionBody }>(
    '/v1/convert/build-transaction',
    {
      schema: {
        summary: 'The swap transaction',
        description:
          'Re-quotes, then encodes the router call with minimumOut = toAmount × (1 − slippage/100) and a deadline 20 minutes ahead. amount is the native value to send.',
        tags,
        body: buildTransactionBodySchema,
        response: { 200: buildTransactionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      await requireProject(request, { bodyProjectId: body.projectId });
      const { from, to, chainId } = requirePair(body.from, body.to, 'body field');
      const amount = requireAmount(body.amount, 'amount', 'body field');
      const user = requireUser(body.userAddress, chainId, 'userAddress', 'body field');
      const slippage = requireSlippage(body.eip155.slippage, 'eip155.slippage');
      requireProvider(chainId);
      const tx = await ask(request, chainId, () =>
        provider.buildTransaction(chainId, {
          from,
          to,
          amount,
          user,
          slippage,
          slippageText: body.eip155.slippage,
          disableEstimate: body.disableEstimate,
        }),
      );
      return { tx };
    },
  );
}
