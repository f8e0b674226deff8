/**
 * The account activity API (docs/server.md, "History", "NFTs", "Prices"):
 * GET /v1/account/{account}/history, GET /v1/account/{address}/nfts (both from the indexer) and
 * POST /v1/fungible/price (from the price feeds). Every route is project-scoped, like the blockchain API.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChainServices } from '../../chain/chain-services.js';
import { tokenIconUrl } from '../../chain/token-balances.js';
import { errorBodySchema, invalidParameter } from '../../http/api-error.js';
import { requireProject } from '../../projects/index.js';
import { lookupChain, requireEthereumAddress } from '../blockchain/params.js';
import type { RouteContext } from '../context.js';
import { parseAccountParam } from './account-param.js';
import { historyPage, ownedNfts } from './account-data.js';
import { fungiblePrices, readPriceRequest } from './fungible-prices.js';
import { decodeHistoryCursor } from './history-cursor.js';
import {
  accountParamsSchema,
  addressParamsSchema,
  type FungiblePriceBody,
  fungiblePriceBodySchema,
  fungiblePriceResponseSchema,
  type HistoryQuery,
  historyQuerySchema,
  historyResponseSchema,
  type NftsQuery,
  nftsQuerySchema,
  nftsResponseSchema,
} from './schemas.js';

export interface AccountRouteOptions extends RouteContext {
  services: ChainServices;
}

const errorResponses = { 400: errorBodySchema, 403: errorBodySchema } as const;

/** The `onramp` value asking for history that bypasses caches (what clients send while a purchase lands). */
export const ONRAMP_FRESH_HISTORY = 'coinbase';

/** Where this server is reachable for the client that asked (behind a trusted proxy: as the proxy says). */
function iconUrlFor(request: FastifyRequest, projectId: string): (symbol: string) => string {
  const base = `${request.protocol}://${request.host}`;
  return (symbol) => tokenIconUrl(base, symbol, projectId);
}

export default async function accountRoutes(app: FastifyInstance, opts: AccountRouteOptions): Promise<void> {
  const { config, db, services } = opts;

  app.get<{ Params: { account: string }; Querystring: HistoryQuery }>(
    '/v1/account/:account/history',
    {
      schema: {
        summary: 'Transactions of an account on one chain, newest first',
        description:
          'From the indexer: one item per transaction touching the account (native transfers, ERC-20 and ERC-721 Transfer logs), 50 per page; `next` is the cursor of the following page. A chain this server does not serve answers an empty page. Pages are read from the index at every request; with onramp=coinbase the answer also carries Cache-Control: no-store, so no browser or proxy keeps it while a purchase is awaited.',
        tags: ['activity'],
        params: accountParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const project = await requireProject(request);
      const account = parseAccountParam(request.params.account, 'account');
      // A client waiting for a purchase to land must see the page as it is now, never a kept copy.
      if (request.query.onramp === ONRAMP_FRESH_HISTORY) reply.header('cache-control', 'no-store');
      const lookup = lookupChain(config.chains, request.query.chainId, 'chainId');
      if (account.caipNetworkId !== undefined && account.caipNetworkId !== request.query.chainId) {
        throw invalidParameter('account', 'names another chain than chainId');
      }
      let before: ReturnType<typeof decodeHistoryCursor>;
      if (request.query.cursor !== undefined && request.query.cursor !== '') {
        before = decodeHistoryCursor(request.query.cursor);
        if (before === undefined) throw invalidParameter('cursor', 'is not a cursor this server gave');
      }
      if (lookup.kind === 'unsupported') return { data: [], next: null };
      return historyPage(
        {
          db,
          services,
          chain: lookup.chain,
          account: account.address,
          iconUrl: iconUrlFor(request, project.id),
        },
        before,
      );
    },
  );

  app.get<{ Params: { address: string }; Querystring: NftsQuery }>(
    '/v1/account/:address/nfts',
    {
      schema: {
        summary: 'ERC-721 tokens an account owns now on one chain',
        description:
          "Derived from the indexed Transfer logs (tokens received before the indexer's start block are not known); names and images from each token's metadata, fetched by the server with guards.",
        tags: ['activity'],
        params: addressParamsSchema,
        querystring: nftsQuerySchema,
        response: { 200: nftsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const project = await requireProject(request);
      const address = requireEthereumAddress(request.params.address, 'address');
      const lookup = lookupChain(config.chains, request.query.chainId, 'chainId');
      if (lookup.kind === 'unsupported') return { data: [] };
      const data = await ownedNfts({
        db,
        services,
        chain: lookup.chain,
        account: address.toLowerCase(),
        iconUrl: iconUrlFor(request, project.id),
      });
      return { data };
    },
  );

  app.post<{ Body: FungiblePriceBody }>(
    '/v1/fungible/price',
    {
      schema: {
        summary: 'USD prices of tokens, from on-chain price feeds',
        description:
          'Each address a CAIP-10 id (the native currency: eip155:<chain>:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee). Only tokens a feed prices now are answered; the projectId may be in the query or the body.',
        tags: ['blockchain'],
        body: fungiblePriceBodySchema,
        response: { 200: fungiblePriceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const project = await requireProject(request, { bodyProjectId: request.body.projectId });
      const wanted = readPriceRequest(config.chains, request.body.addresses);
      return { fungibles: await fungiblePrices(services, wanted, iconUrlFor(request, project.id)) };
    },
  );
}
