/** The wallet registry routes (the wallet-listing service): GET /getWallets and the image routes. */
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '../../http/api-error.js';
import { requireProject } from '../../projects/index.js';
import { createRegistryService } from '../../registry/index.js';
import type { RouteContext } from '../context.js';
import { registerImageRoutes } from './images.js';
import { parseChainList, parseWalletIds } from './list-params.js';
import { type GetWalletsQuery, getWalletsQuerySchema, getWalletsResponseSchema } from './schemas.js';

export default async function registryRoutes(app: FastifyInstance, opts: RouteContext): Promise<void> {
  const registry = createRegistryService(opts.db);

  app.get<{ Querystring: GetWalletsQuery }>(
    '/getWallets',
    {
      schema: {
        summary: 'Wallets of the registry, filtered and paged',
        tags: ['registry'],
        querystring: getWalletsQuerySchema,
        response: { 200: getWalletsResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      await requireProject(request);
      const query = request.query;
      const search = query.search?.trim();
      const json = await registry.getWalletsJson({
        page: query.page,
        entries: query.entries,
        ...(search === undefined || search === '' ? {} : { search }),
        ...(query.badge_type === undefined ? {} : { badgeType: query.badge_type }),
        include: parseWalletIds('include', query.include),
        exclude: parseWalletIds('exclude', query.exclude),
        chains: parseChainList('chains', query.chains),
      });
      // Already JSON text (memoised per query): sent as it is, without serialising again.
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  registerImageRoutes(app, opts, registry);
}
