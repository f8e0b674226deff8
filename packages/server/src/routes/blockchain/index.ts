/**
 * The blockchain API: GET /v1/supported-chains, GET /v1/account/{address}/balance and
 * GET /v1/identity/{address}. Every route is project-scoped, as the SDK always sends its projectId.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChainServices } from '../../chain/chain-services.js';
import { shortReason } from '../../chain/prices.js';
import { withIconUrls } from '../../chain/token-balances.js';
import { ApiError, errorBodySchema } from '../../http/api-error.js';
import { requireProject } from '../../projects/index.js';
import type { RouteContext } from '../context.js';
import { lookupIdentity } from '../names/identity.js';
import { createNameStore } from '../names/name-store.js';
import { projectQuerySchema } from '../shared-schemas.js';
import { createBalanceService } from './balance-service.js';
import { lookupChain, requireEthereumAddress } from './params.js';
import {
  addressParamsSchema,
  type BalanceQuery,
  balanceQuerySchema,
  balanceResponseSchema,
  identityQuerySchema,
  identityResponseSchema,
  supportedChainsResponseSchema,
} from './schemas.js';

const errorResponses = { 400: errorBodySchema, 403: errorBodySchema, 502: errorBodySchema } as const;

/** Where this server is reachable for the client that asked (behind a trusted proxy: as the proxy says). */
function publicBaseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** A short reason for logs: viem's messages carry the upstream URL, which may hold an API key. */
export const upstreamErrorReason = shortReason;

export interface BlockchainRouteOptions extends RouteContext {
  services: ChainServices;
}

export default async function blockchainRoutes(
  app: FastifyInstance,
  opts: BlockchainRouteOptions,
): Promise<void> {
  const { config, cache, services } = opts;
  const balances = createBalanceService({ clients: services.clients, prices: services.prices, cache });
  const names = createNameStore(opts.db);

  app.get(
    '/v1/supported-chains',
    {
      schema: {
        summary: 'Chains this server serves',
        tags: ['blockchain'],
        querystring: projectQuerySchema,
        response: { 200: supportedChainsResponseSchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await requireProject(request);
      const served = config.chains.filter((chain) => chain.rpcUrls.length > 0);
      return {
        http: served.map((chain) => chain.caipNetworkId),
        ws: served.filter((chain) => chain.wsUrls.length > 0).map((chain) => chain.caipNetworkId),
      };
    },
  );

  app.get<{ Params: { address: string }; Querystring: BalanceQuery }>(
    '/v1/account/:address/balance',
    {
      schema: {
        summary: 'Native and token balances of an account on one chain',
        description:
          'Native balance and the configured tokens held, read in one Multicall3 call and cached for 30 s (forceUpdate skips the cache). price and value (USD) come from on-chain price feeds and are absent for a token no feed prices. A chain this server does not serve answers an empty list.',
        tags: ['blockchain'],
        params: addressParamsSchema,
        querystring: balanceQuerySchema,
        response: { 200: balanceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const project = await requireProject(request);
      const address = requireEthereumAddress(request.params.address, 'address');
      const lookup = lookupChain(config.chains, request.query.chainId, 'chainId');
      if (lookup.kind === 'unsupported') return { balances: [] };
      try {
        const found = await balances.getBalances({
          chain: lookup.chain,
          address,
          forceUpdate: request.query.forceUpdate,
        });
        return { balances: withIconUrls(found, publicBaseUrl(request), project.id) };
      } catch (error) {
        request.log.warn(
          { chainId: lookup.chain.chainId, reason: upstreamErrorReason(error) },
          'balance read failed',
        );
        throw new ApiError(
          502,
          'UPSTREAM_UNAVAILABLE',
          `Balances on ${lookup.chain.caipNetworkId} could not be read.`,
        );
      }
    },
  );

  app.get<{ Params: { address: string } }>(
    '/v1/identity/:address',
    {
      schema: {
        summary: "An address's name and avatar",
        description: 'From the names registry; cached for 5 minutes.',
        tags: ['blockchain'],
        params: addressParamsSchema,
        querystring: identityQuerySchema,
        response: { 200: identityResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await requireProject(request);
      const address = requireEthereumAddress(request.params.address, 'address');
      return lookupIdentity(names, cache, address);
    },
  );
}
